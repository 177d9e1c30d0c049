import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import { BulkBar } from './bulk-bar';

/** The actions on the reviews selected in the inbox. */
const meta = {
  title: 'Features/Reviews/BulkBar',
  component: BulkBar,
  tags: ['autodocs'],
  args: {
    count: 20,
    total: 217,
    allMatching: false,
    isBusy: false,
    isSticky: false,
    onSelectAllMatching: fn(),
    onClear: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof BulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 20 of 217 matching selected: "Select all 217 matching reviews" is offered. */
export const Selection: Story = {};

/** Every matching review selected, loaded or not. */
export const AllMatching: Story = { args: { count: 217, allMatching: true } };

/** While a bulk action runs, the next one waits. */
export const Busy: Story = { args: { isBusy: true } };

const quotaExhausted = { resetsAt: '2026-12-15T00:00:00Z', moreHref: '/shop', timeZone: 'UTC' };

/**
 * Owner trial, finding 4: no AI replies left. "Generate AI drafts" is off; the bar says until
 * when and links to more.
 */
export const QuotaExhausted: Story = { args: { quotaExhausted } };

export const QuotaExhaustedPhone: Story = {
  args: { quotaExhausted, isSticky: true },
  parameters: phoneParameters,
  globals: phoneGlobals(),
};

/**
 * Owner trial 7: three unanswered reviews selected, none with a draft. Publishing is off and the
 * bar says why; the selection stays for "Generate AI drafts".
 */
export const NothingToPublish: Story = {
  args: { count: 3, allMatching: false, applicable: { publish: 0, generate: 3 } },
};

/**
 * A desktop before the first tick: the actions are there and off, so the first tick moves nothing
 * (owner trial 12: a bar that grew from one line to three moved the list 110 px).
 */
export const NothingSelected: Story = { args: { count: 0 } };

/** A desktop while the list loads: the bar holds its place, so the reviews' arrival moves nothing. */
export const Loading: Story = { args: { count: 0, total: undefined } };

/** A phone's selection mode before the first tick. */
export const NothingSelectedPhone: Story = {
  args: { count: 0, isSticky: true },
  parameters: phoneParameters,
  globals: phoneGlobals(),
};

/** On a 375 px phone the bar sticks to the bottom of the screen; its buttons wrap. */
export const Phone: Story = {
  args: { isSticky: true },
  parameters: phoneParameters,
  globals: phoneGlobals(),
};
