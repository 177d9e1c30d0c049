import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip, tooltipPlacements } from './tooltip';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { content: 'Customer number 4711', children: <Button variant="outline">Acme GmbH</Button> },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
    withTheme,
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Customer number 4711',
    );
  },
};
/** Pointer hover shows it after the delay. */
export const Hover: Story = {
  args: { delay: 0 },
  play: async ({ canvasElement }) => {
    // react-aria shows tooltips on hover only in pointer modality, which a pointer press sets.
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Acme GmbH' }));
    await expect(await within(document.body).findByRole('tooltip')).toBeVisible();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };
/** Every placement. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48, padding: 48 }}>
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} defaultOpen content={placement}>
          <Button variant="outline">{`Tip ${placement}`}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};
