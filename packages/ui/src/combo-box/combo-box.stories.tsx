import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBoxItem } from '../list-box/list-box';
import { ComboBox } from './combo-box';
import { withTheme } from '../theme/story-theme';

const options = [
  <ListBoxItem key="de" id="de">
    Germany
  </ListBoxItem>,
  <ListBoxItem key="fr" id="fr">
    France
  </ListBoxItem>,
  <ListBoxItem key="fi" id="fi">
    Finland
  </ListBoxItem>,
  <ListBoxItem key="at" id="at">
    Austria
  </ListBoxItem>,
];

const meta = {
  title: 'UI/ComboBox',
  decorators: [withTheme],
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Country', children: options, onChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Fra');
    await userEvent.click(within(document.body).getByRole('option', { name: 'France' }));
    await expect(args.onChange).toHaveBeenCalledWith('fr');
  },
};
export const Selected: Story = { args: { defaultValue: 'de' } };
export const WithPlaceholder: Story = { args: { placeholder: 'Type a country' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a country.' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** Every closed state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 280 }}>
      <ComboBox {...args} label="Empty" />
      <ComboBox {...args} label="Selected" defaultValue="at" />
      <ComboBox {...args} label="Invalid" isInvalid errorMessage="Required." />
      <ComboBox {...args} label="Disabled" isDisabled />
    </div>
  ),
};
