import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/TextArea',
  decorators: [withTheme],
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Reply to the review' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { maxLength: 200, formatCount: (n, max) => `${n} of ${max} characters` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Thanks!');
    await expect(canvas.getByText('7 of 200 characters')).toBeInTheDocument();
  },
};
export const WithDescription: Story = {
  args: { description: 'Shown publicly on Google.', maxLength: 200 },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Write a reply first.' } };
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Thanks for the review.' },
};
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <TextArea {...args} label="Default" />
      <TextArea {...args} label="Counter" maxLength={100} defaultValue="Hello" />
      <TextArea {...args} label="Invalid" isInvalid errorMessage="Required." />
      <TextArea {...args} label="Disabled" isDisabled />
    </div>
  ),
};
