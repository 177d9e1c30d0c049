import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuIcon, TrashIcon } from '../icon/icons';
import { IconButton, iconButtonSizes, iconButtonVariants } from './icon-button';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/IconButton',
  decorators: [withTheme],
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Open menu', children: <MenuIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Outline: Story = { args: { variant: 'outline' } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** Every variant in every size. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {iconButtonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {iconButtonSizes.map((size) => (
            <IconButton
              key={size}
              {...args}
              variant={variant}
              size={size}
              label={`Delete ${variant} ${size}`}
            >
              <TrashIcon />
            </IconButton>
          ))}
          <IconButton {...args} variant={variant} isDisabled label={`Delete ${variant} disabled`}>
            <TrashIcon />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};
