import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AiQuotaNotice } from './ai-quota-notice';

const resetsAt = '2026-12-01T00:00:00.000Z';

const meta = {
  title: 'Features/Kit/AiQuotaNotice',
  component: AiQuotaNotice,
  tags: ['autodocs'],
  args: { moreHref: '/shop', timeZone: 'Europe/Berlin', quota: { limit: 50, used: 12, resetsAt } },
} satisfies Meta<typeof AiQuotaNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plenty left: one quiet line with the reset date and the way to more. */
export const Normal: Story = {};

/** At most 20 % left: what happens at zero, said before it happens. */
export const Low: Story = { args: { quota: { limit: 50, used: 45, resetsAt } } };

/** Used up: what stopped, until when, what still works, and the link to the shop. */
export const Zero: Story = {
  args: { quota: { limit: 50, used: 50, resetsAt } },
  // The kit cannot reach the features' test utilities (lint zone): the link is found by role.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/shop');
  },
};

/** At 375 px (the viewport the features' phone stories use). */
export const ZeroPhone: Story = {
  ...Zero,
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
};
