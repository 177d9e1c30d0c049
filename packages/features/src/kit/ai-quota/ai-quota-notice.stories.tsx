import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../../test-utils/phone-story';
import { storyText } from '../../test-utils/story';
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
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: storyText(globals, 'aiQuota.more') }),
    ).toHaveAttribute('href', '/shop');
  },
};

export const ZeroGerman: Story = { ...Zero, globals: { locale: 'de' } };
export const LowFrench: Story = { ...Low, globals: { locale: 'fr' } };
export const ZeroDark: Story = { ...Zero, globals: { theme: 'dark' } };

export const ZeroPhone: Story = {
  ...Zero,
  parameters: phoneParameters,
  globals: phoneGlobals(),
};
