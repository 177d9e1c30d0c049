import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../list-box/list-box';
import { Select } from './select';
import { SelectPlaceholder } from './select-placeholder';
import { withTheme } from '../theme/story-theme';

const options = [
  <ListBoxItem key="en" id="en">
    English
  </ListBoxItem>,
  <ListBoxItem key="de" id="de">
    Deutsch
  </ListBoxItem>,
  <ListBoxItem key="fr" id="fr">
    Français
  </ListBoxItem>,
];

const meta = {
  title: 'UI/Select',
  decorators: [withTheme],
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Language', placeholder: 'Choose a language', children: options, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder text. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a language')).toBeVisible();
  },
};

/** Chosen with the pointer: the list opens on a press and the choice is reported. */
export const ChooseWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Language/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Français' }));
    await expect(args.onChange).toHaveBeenCalledWith('fr');
  },
};

/** Arrow keys open the list and move through it; Enter selects (runs in a real browser). */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement)
      .getByRole('button', { name: /Language/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(document.body);
    const first = await body.findByRole('option', { name: 'English' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('de');
  },
};
export const Selected: Story = { args: { defaultValue: 'de' } };
export const Open: Story = { args: { defaultValue: 'de', isOpen: true } };
export const WithDescription: Story = { args: { description: 'Used for emails too.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a language.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'en' } };
/** Every closed state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 280 }}>
      <Select {...args} label="Empty" />
      <Select {...args} label="Selected" defaultValue="de" />
      <Select {...args} label="Invalid" isInvalid errorMessage="Required." />
      <Select {...args} label="Disabled" isDisabled />
    </div>
  ),
};

/**
 * `SelectPlaceholder` beside the select it stands for: a page that loads its select after its
 * first paint shows the placeholder until then, in the same boxes, so nothing moves.
 */
export const Placeholder: Story = {
  name: 'SelectPlaceholder beside Select',
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, maxWidth: 480 }}>
      <SelectPlaceholder label="Language" value="Deutsch" />
      <Select {...args} defaultValue="de" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [placeholder, select] = within(canvasElement)
      .getAllByText('Language')
      .map((label) => label.parentElement?.getBoundingClientRect());
    await expect(placeholder?.height).toBeGreaterThan(0);
    await expect(placeholder?.height).toBe(select?.height);
  },
};
