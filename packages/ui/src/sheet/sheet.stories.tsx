import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { withTheme } from '../theme/story-theme';
import { Sheet, sheetPlacements } from './sheet';

/** Storybook's viewport addon and its Vitest runner read these (a common 375 × 812 phone). */
const phone = {
  viewport: {
    options: { phone: { name: 'Phone', styles: { width: '375px', height: '812px' } } },
  },
};

const meta = {
  title: 'UI/Sheet',
  decorators: [withTheme],
  component: Sheet,
  tags: ['autodocs'],
  // Each story in its own frame on the docs page: the open sheet stays inside its preview
  // instead of covering the page (issue 20, designer review).
  parameters: { ...phone, docs: { story: { inline: false, iframeHeight: 640 } } },
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Filter reviews',
    closeLabel: 'Close',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i} style={{ margin: 0 }}>{`Option ${i + 1}`}</p>
        ))}
      </div>
    ),
    footer: (close: () => void) => (
      <>
        <Button variant="outline" onPress={close}>
          Reset
        </Button>
        <Button onPress={close}>Apply</Button>
      </>
    ),
  },
  argTypes: { placement: { control: 'inline-radio', options: sheetPlacements } },
  render: (args) => (
    <DialogTrigger>
      <Button>Open sheet</Button>
      <Sheet {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by its trigger; Apply closes it and focus goes back to the trigger. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open sheet' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filter reviews' });
    // Wait for the state, not the clock: on its first frame the sliding sheet is not yet visible
    // (a loaded CI machine caught it so once).
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Bottom: Story = {
  args: { defaultOpen: true },
  render: (args) => <Sheet {...args} />,
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    const apply = within(document.body).getByRole('button', { name: 'Apply' });
    // The footer stays on screen however long the body is.
    await expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const Full: Story = {
  args: { defaultOpen: true, placement: 'full' },
  render: (args) => <Sheet {...args} />,
};
/** Long German words wrap instead of widening the sheet past a 320 px screen. */
export const LongGerman: Story = {
  args: {
    defaultOpen: true,
    title: 'Bewertungsbenachrichtigungseinstellungen filtern',
    children: <p lang="de">Kundenzufriedenheitsrückmeldungsübersicht</p>,
    footer: (close: () => void) => (
      <>
        <Button variant="outline" onPress={close}>
          Zurücksetzen
        </Button>
        <Button onPress={close}>Anwenden</Button>
      </>
    ),
  },
  render: (args) => <Sheet {...args} />,
};
/** Both placements, one trigger each. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {sheetPlacements.map((placement) => (
        <DialogTrigger key={placement}>
          <Button variant="outline">{`Open ${placement}`}</Button>
          <Sheet {...args} placement={placement} />
        </DialogTrigger>
      ))}
    </div>
  ),
};
