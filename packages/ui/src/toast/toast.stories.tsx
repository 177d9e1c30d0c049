import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { withTheme } from '../theme/story-theme';
import * as storyStyles from './toast.stories.css';
import {
  createToastQueue,
  toastColors,
  ToastRegion,
  type ToastContent,
  type ToastRegionProps,
} from './toast';

/** The region's props (its queue the story makes), and the toasts a story shows in it. */
type PresetProps = Omit<ToastRegionProps, 'queue'> & {
  queue?: ToastRegionProps['queue'];
  toasts: ToastContent[];
};

/** Shows the given toasts once, persistently, so axe sees every colour. */
function Preset({ toasts, ...region }: PresetProps) {
  const queue = createToastQueue({ maxVisibleToasts: 5 });
  useEffect(() => {
    for (const toast of toasts) queue.add({ timeout: 0, ...toast });
    return () => queue.clear();
  });
  return <ToastRegion {...region} queue={queue} />;
}

/**
 * A toast says briefly what just happened (saved, added, failed) without taking focus or
 * blocking the page; it leaves by itself unless it carries an action or an error. Use it for
 * the outcome of something the user did; use an Alert for a state that stays on the page, and a
 * Dialog when the user must decide before going on. Colours: primary (information), success,
 * warning, error.
 *
 * An app renders one `ToastRegion` (the props below) and shows toasts with
 * `createToastQueue().add({ title, ... })`.
 */
const meta = {
  title: 'UI/Toast',
  // The props table is the region's, the component an app renders; the stories fill it.
  component: ToastRegion as unknown as ComponentType<PresetProps>,
  render: (args) => <Preset {...args} />,
  decorators: [withTheme],
  tags: ['autodocs'],
  parameters: {
    // Toasts are fixed to the top of their window, below the header's place: on the docs page
    // each example gets its own frame, or every block's toasts would pile up over the page.
    docs: { story: { inline: false, height: '220px' } },
  },
  argTypes: {
    queue: { control: false },
    toasts: {
      description:
        'What `queue.add()` takes, one object per toast: a `title`, and optionally a ' +
        '`description`, a `color` (primary, success, warning, error), an `icon` (each colour ' +
        'has its own), a `timeout` in milliseconds (5000 by default; 0 keeps it until closed) ' +
        'and `actions` (buttons with a `label` and an `onPress`). Shown here through a queue ' +
        'the story makes.',
      table: { type: { summary: 'ToastContent[]' } },
    },
  },
  args: {
    closeLabel: 'Close',
    belowHeader: true,
    toasts: [{ title: 'Product added to the cart', description: 'Review booster, 2 locations' }],
  },
} satisfies Meta<PresetProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Success: Story = { args: { toasts: [{ title: 'Settings saved', color: 'success' }] } };
export const Warning: Story = {
  args: { toasts: [{ title: 'Session expires soon', color: 'warning' }] },
};
export const Error: Story = {
  args: { toasts: [{ title: 'Payment failed', description: 'Try another card.', color: 'error' }] },
};
export const WithActions: Story = {
  args: { toasts: [{ title: 'Item removed', actions: [{ label: 'Undo', onPress: fn() }] }] },
};
const liveQueue = createToastQueue();
/** Press the button: the toast closes itself after 5 s unless hovered or focused. */
export const Live: Story = {
  render: () => (
    <>
      <Button onPress={() => liveQueue.add({ title: 'Product added to the cart' })}>
        Add to cart
      </Button>
      <ToastRegion queue={liveQueue} closeLabel="Close" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(await within(document.body).findByText('Product added to the cart')).toBeVisible();
    liveQueue.clear();
  },
};
/** English's article before a word: "an error", "a warning". */
const article = (word: string) => (/^[aeiou]/.test(word) ? 'An' : 'A');

/** Every colour, with and without description and actions. */
export const Matrix: Story = {
  // Four toasts stacked need a taller frame on the docs page than one.
  parameters: { docs: { story: { inline: false, height: '600px' } } },
  args: {
    toasts: toastColors.map((color) => ({
      title: `${article(color)} ${color} toast`,
      description: 'With a description.',
      color,
      actions: [{ label: 'Action', onPress: fn() }],
    })),
  },
};
/** Where the toasts are found, for the placement stories. */
async function shownRegion(title: string) {
  // react-aria names the region in the page's language ("Notifications", "Benachrichtigungen"):
  // it is the region around the toast.
  const toast = await within(document.body).findByText(title);
  return toast.closest<HTMLElement>('[role="region"]')!.getBoundingClientRect();
}

/**
 * On a wide screen the toasts sit top right, below the app header: clear of a page's actions
 * further down (a cart's checkout button) and of bars on the bottom edge.
 */
export const TopRight: Story = {
  args: {
    toasts: [
      { title: 'Product added to the cart', color: 'success' },
      { title: 'Payment failed', color: 'error' },
    ],
  },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  play: async () => {
    const region = await shownRegion('Product added to the cart');
    await expect(region.top).toBeGreaterThan(0);
    await expect(region.top).toBeLessThan(window.innerHeight / 4);
    // Against the right edge (its margin), not across the page.
    await expect(window.innerWidth - region.right).toBeLessThanOrEqual(32);
    await expect(region.right - region.left).toBeLessThan(window.innerWidth / 2 + 1);
  },
};

/**
 * On a phone the toasts span the width, with the page's margins, at the top below the header,
 * so the bottom of the screen (cards' buttons, sticky action bars) stays free.
 */
export const Phone: Story = {
  args: {
    toasts: [
      {
        title: 'Product added to the cart',
        description: 'Review booster, 6 locations; you can change them in the cart.',
        color: 'success',
      },
    ],
  },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '375px', height: '812px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const region = await shownRegion('Product added to the cart');
    await expect(region.bottom).toBeLessThan(window.innerHeight / 2);
    await expect(region.right - region.left).toBeGreaterThan(window.innerWidth - 48);
  },
};

/**
 * Where the toasts would cover the element the keyboard is on (a page's action at the top right),
 * they move to the bottom edge until focus is elsewhere (WCAG 2.4.11, Focus Not Obscured).
 */
export const ClearOfFocus: Story = {
  args: { toasts: [{ title: 'Products reloaded', color: 'success' }] },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  render: (args) => (
    <>
      <div className={storyStyles.topRightAction}>
        <Button variant="outline" size="sm">
          Reload products
        </Button>
      </div>
      <Preset {...args} />
    </>
  ),
  play: async () => {
    const action = within(document.body).getByRole('button', { name: 'Reload products' });
    await shownRegion('Products reloaded');
    const box = action.getBoundingClientRect();
    const clear = async () => {
      const region = await shownRegion('Products reloaded');
      return !(
        region.left < box.right &&
        box.left < region.right &&
        region.top < box.bottom &&
        box.top < region.bottom
      );
    };
    action.focus();
    await waitFor(async () => expect(await clear()).toBe(true));
    // Focus elsewhere: back to the top, its usual place.
    action.blur();
    await waitFor(async () =>
      expect((await shownRegion('Products reloaded')).top).toBeLessThan(window.innerHeight / 4),
    );
    // And off again when the keyboard returns to the action (the state the screenshot shows).
    action.focus();
    await waitFor(async () => expect(await clear()).toBe(true));
  },
};

/**
 * Without `belowHeader` (a widget in a partner's page, which has no header of ours) the toasts
 * sit at the top edge of the window.
 */
export const TopEdge: Story = {
  args: { belowHeader: false, toasts: [{ title: 'Reply published', color: 'success' }] },
  parameters: { docs: { story: { inline: false, height: '220px' } } },
  play: async () => {
    const region = await shownRegion('Reply published');
    await expect(region.top).toBeLessThanOrEqual(24);
  },
};
