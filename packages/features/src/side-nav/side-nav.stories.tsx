import { ColorModeProvider, useColorMode } from '@locperf/ui/color-mode';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SideNav } from './side-nav';
import { storyText } from '../test-utils/story';

const STORAGE_KEY = 'story-side-nav-color-mode';

/** Sets the colour mode when the toolbar theme changes after the story mounted. */
function FollowToolbarTheme({ theme }: { theme: 'light' | 'dark' }) {
  const { setPreference } = useColorMode();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else setPreference(theme);
  }, [theme, setPreference]);
  return null;
}

const meta = {
  title: 'Features/Shell/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // The app gives the navigation the viewport's height and it scrolls inside (designer review:
  // the story grew past the canvas and the page scrolled by 39 px).
  decorators: [
    (Story) => (
      <div style={{ height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    email: 'owner@demo.locperf.test',
    organization: { name: 'Bäckerei Sonnenschein GmbH', customerNumber: 'K-4711' },
    cartCount: 0,
    currentPath: '/reviews',
    minimized: false,
    onMinimizedChange: fn(),
    variant: 'permanent',
    isOpen: true,
    onOpenChange: fn(),
    onLogout: fn(),
  },
  beforeEach() {
    localStorage.removeItem(STORAGE_KEY);
  },
  // The dark-mode switch needs a colour-mode provider; it starts from the toolbar theme and
  // follows it when the toolbar switches it (the provider reads its default once).
  render: function Render(args, { globals }) {
    const [minimized, setMinimized] = useState(args.minimized);
    return (
      <ColorModeProvider
        storageKey={STORAGE_KEY}
        defaultPreference={globals.theme === 'dark' ? 'dark' : 'light'}
      >
        <FollowToolbarTheme theme={globals.theme === 'dark' ? 'dark' : 'light'} />
        {/* The permanent navigation gets the height of both groups open in French, the longest
            labels, so the whole list shows (in the app it scrolls within the window). The
            drawer covers the window whatever the page's height. */}
        <div style={{ display: 'flex', height: args.variant === 'drawer' ? '40rem' : '64rem' }}>
          <SideNav
            {...args}
            minimized={minimized}
            onMinimizedChange={(value) => {
              setMinimized(value);
              args.onMinimizedChange(value);
            }}
          />
        </div>
      </ColorModeProvider>
    );
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: open, both groups expanded, the current page marked. */
export const Permanent: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: storyText(globals, 'sideNav.link.reviews') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('button', { name: storyText(globals, 'sideNav.group.settings') }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const WithCart: Story = { args: { cartCount: 3, currentPath: '/shop' } };

/** Half-open: icons only, the cart badge on the icon, names in tooltips. */
export const Minimized: Story = {
  args: { minimized: true, cartCount: 12 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', {
        name: `${storyText(globals, 'sideNav.link.shop')} ${storyText(globals, 'sideNav.cart.count', { count: 12 })}`,
      }),
    ).toBeInTheDocument();
    // A keyboard user's pointer is elsewhere: a headless browser's starts at the top left corner,
    // over the navigation, which then expands (and needs no tooltip).
    await userEvent.unhover(canvas.getByRole('navigation'));
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      storyText(globals, 'sideNav.link.home'),
    );
  },
};

/** The toggle minimises and restores it. */
export const MinimizeToggle: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: storyText(globals, 'sideNav.minimize'),
    });
    await userEvent.click(toggle);
    await expect(args.onMinimizedChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Small screens: a drawer over a dimming overlay with the organization above the email. */
export const Drawer: Story = {
  args: { variant: 'drawer' },
  play: async ({ globals }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyText(globals, 'sideNav.label'),
    });
    // The drawer slides in: wait for it to be shown, not for a time.
    await waitFor(() =>
      expect(within(dialog).getByText('Bäckerei Sonnenschein GmbH')).toBeVisible(),
    );
  },
};

/** Following a link closes the drawer. */
export const DrawerClosesOnLink: Story = {
  args: { variant: 'drawer', currentPath: '/' },
  play: async ({ args, globals }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const link = within(dialog).getByRole('link', {
      name: storyText(globals, 'sideNav.link.shop'),
    });
    // Keep the story in place: the link would otherwise navigate the preview frame.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/**
 * German in the drawer with a long organization name and email: the long labels
 * ("Sprache und Zeitzone", "Rechnungsempfänger") wrap, the name and the email break onto further
 * lines, and nothing is cut off.
 */
export const DrawerLongNamesGerman: Story = {
  args: {
    variant: 'drawer',
    email: 'marketing-und-kundenkommunikation@baeckerei-sonnenschein-filialverwaltung.example',
    organization: {
      name: 'Bäckerei und Konditorei Sonnenschein Filialverwaltungsgesellschaft mbH',
      customerNumber: 'K-4711',
    },
  },
  globals: { locale: 'de' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Hauptnavigation' });
    for (const name of ['Sprache und Zeitzone', 'Rechnungsempfänger']) {
      const link = within(dialog).getByRole('link', { name });
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
    const nav = within(dialog).getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/**
 * The lines an element's text is laid out on, read from the glyph boxes; separate text nodes
 * (a label and its badge) are kept apart by a space.
 */
function textLines(element: Element): string[] {
  const lines: { top: number; text: string }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = range.getClientRects()[0];
      if (!box) continue;
      const line = lines.find((l) => Math.abs(l.top - box.top) < box.height / 2);
      const glyph = `${i === 0 ? ' ' : ''}${text[i] ?? ''}`;
      if (line) line.text += glyph;
      else lines.push({ top: box.top, text: glyph });
    }
  }
  return lines.map((l) => l.text.trim()).filter(Boolean);
}

/** The words of an element's text nodes. */
function words(element: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    found.push(...(node.textContent ?? '').split(/\s+/).filter(Boolean));
  }
  return found;
}

/**
 * A 320 px phone in German: the drawer's labels wrap between words only. No label
 * line is a lone letter ("Benachrichtigunge-n"), no word is split ("Rechnungsempfän-ger") and no
 * label overflows.
 */
export const DrawerGerman320: Story = {
  args: { variant: 'drawer', cartCount: 3 },
  parameters: {
    viewport: {
      options: { xs: { name: 'Phone 320', styles: { width: '320px', height: '640px' } } },
    },
  },
  globals: { locale: 'de', viewport: { value: 'xs' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Hauptnavigation' });
    await expect(window.innerWidth).toBe(320);
    const items = [
      ...within(dialog).getAllByRole('link'),
      ...within(dialog).getAllByRole('button'),
    ];
    for (const name of ['Benachrichtigungen', 'Rechnungsempfänger']) {
      await waitFor(() => expect(within(dialog).getByRole('link', { name })).toBeVisible());
    }
    for (const item of items) {
      const whole = words(item);
      for (const line of textLines(item)) {
        await expect({
          item: item.textContent,
          line,
          whole: line.split(' ').every((w) => whole.includes(w)),
        }).toEqual({ item: item.textContent, line, whole: true });
      }
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
  },
};
