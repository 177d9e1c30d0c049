import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkVariants } from './link';
import { withTheme } from '../theme/story-theme';

const navigate = fn();

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/privacy', children: 'Privacy policy' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
    withTheme,
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Read our <Link {...args} /> before you sign up.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Privacy policy' }));
    await expect(navigate).toHaveBeenCalledWith('/privacy', undefined);
  },
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Current: Story = { args: { variant: 'standalone', 'aria-current': 'page' } };
export const External: Story = {
  args: {
    href: 'https://example.com',
    target: '_blank',
    rel: 'noreferrer',
    children: 'Example (new tab)',
  },
};
/** Every variant. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant}
        </Link>
      ))}
    </div>
  ),
};
