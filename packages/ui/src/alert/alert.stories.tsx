import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { Alert, alertTypes } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: {
    title: 'Settings saved',
    children: 'Your changes are live.',
    onClose: fn(),
    closeLabel: 'Close',
  },
  argTypes: { type: { control: 'inline-radio', options: alertTypes } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
export const Success: Story = { args: { type: 'success' } };
export const Warning: Story = { args: { type: 'warning', title: 'You were signed out' } };
export const Error: Story = { args: { type: 'error', title: 'Payment failed' } };
export const WithoutClose: Story = { args: { onClose: undefined } };
export const TitleOnly: Story = { args: { children: undefined } };
/** English's article before a word: "an error", "a warning". */
const article = (word: string) => (/^[aeiou]/.test(word) ? 'An' : 'A');

/** Every type, with and without close button. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTypes.map((type) => (
        <Alert key={type} {...args} type={type} title={`${article(type)} ${type} message`} />
      ))}
      {alertTypes.map((type) => (
        <Alert
          key={`${type}-plain`}
          type={type}
          title={`${article(type)} ${type} message without close`}
        />
      ))}
    </div>
  ),
};
