import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './search-field';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/SearchField',
  decorators: [withTheme],
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Search reviews', onSubmit: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'pizza{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('pizza');
  },
};
export const Filled: Story = { args: { defaultValue: 'pizza' } };
export const WithPlaceholder: Story = { args: { placeholder: 'Author or text' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <SearchField {...args} label="Empty" />
      <SearchField {...args} label="Filled" defaultValue="pizza" />
      <SearchField {...args} label="Disabled" isDisabled />
    </div>
  ),
};
