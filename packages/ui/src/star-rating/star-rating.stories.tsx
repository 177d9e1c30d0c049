import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { StarRating, StarRatingInput, starRatingSizes } from './star-rating';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: { value: 4, label: (value: number, max: number) => `${value} of ${max} stars` },
  argTypes: { size: { control: 'inline-radio', options: starRatingSizes } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Four: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '4 of 5 stars' }),
    ).toBeInTheDocument();
  },
};
export const HalfStar: Story = { args: { value: 3.5 } };
export const Zero: Story = { args: { value: 0 } };
export const Small: Story = { args: { size: 'sm' } };
export const Input: Story = {
  render: () => (
    <StarRatingInput
      label="Your rating"
      starLabel={(n, max) => `${n} of ${max} stars`}
      onChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 of 5 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  },
};
export const InputInvalid: Story = {
  render: () => (
    <StarRatingInput
      label="Your rating"
      starLabel={(n, max) => `${n} of ${max} stars`}
      isInvalid
      errorMessage="Choose a rating."
    />
  ),
};
export const InputDisabled: Story = {
  render: () => (
    <StarRatingInput
      label="Your rating"
      starLabel={(n, max) => `${n} of ${max} stars`}
      defaultValue={3}
      isDisabled
    />
  ),
};
/** Every half step and every size. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 0.5, 1, 2.5, 4, 4.5, 5].map((value) => (
        <StarRating key={value} {...args} value={value} />
      ))}
      {starRatingSizes.map((size) => (
        <StarRating key={size} {...args} size={size} label={`4 of 5 stars, ${size}`} />
      ))}
    </div>
  ),
};
