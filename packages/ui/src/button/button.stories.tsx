import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './button';
import { LinkButton } from './link-button';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/Button',
  decorators: [withTheme],
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, pendingLabel: 'Saving…' } };
/** `LinkButton`: an action that navigates, drawn as a button (a dialog's "To the shop"). */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="outline">Later</Button>
      <LinkButton href="/shop">To the shop</LinkButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'To the shop' });
    await expect(link).toHaveAttribute('href', '/shop');
    await expect(link.getBoundingClientRect().height).toBe(
      within(canvasElement).getByRole('button').getBoundingClientRect().height,
    );
  },
};

/** Every variant in every size, for a quick visual review in both themes. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} isDisabled>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
    </div>
  ),
};

/**
 * A disabled primary shows a neutral grey fill, not a dimmed green that still looks pressable,
 * and differs from the enabled primary beside it (switch the toolbar to dark: the same holds).
 */
export const DisabledBesideEnabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args}>Enabled</Button>
      <Button {...args} isDisabled>
        Disabled
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const look = (name: string) => getComputedStyle(canvas.getByRole('button', { name }));
    const fill = look('Disabled').backgroundColor;
    await expect(fill).not.toBe(look('Enabled').backgroundColor);
    // Neutral: red, green and blue within a few steps of each other.
    const [r, g, b] = (fill.match(/\d+/g) ?? []).map(Number) as [number, number, number];
    await expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(40);
    await expect(look('Disabled').opacity).toBe('1');
  },
};
