import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import type { BulkJob } from './bulk-job';
import { BulkReport } from './bulk-report';

/** Progress and outcome of an action on many reviews of the inbox, one story per state. */
const meta = {
  title: 'Features/Reviews/BulkReport',
  component: BulkReport,
  tags: ['autodocs'],
  args: {
    job: null,
    status: null,
    moreQuotaHref: '/shop',
    onStop: fn(),
    onResume: fn(),
    onRetryFailed: fn(),
    onDismiss: fn(),
    onShowDrafts: fn(),
  },
} satisfies Meta<typeof BulkReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const authors = ['Anna Schmidt', 'Jean Dupont', 'Karl Müller', 'Sophie Martin'];
const ids = Array.from({ length: 40 }, (_, i) => `rev-${i + 1}`);

/** A job of 40 drafts with `done` published and the given failures. */
function job(done: number, failed: BulkJob['failed'] = [], skipped = 0): BulkJob {
  const finished = new Set([...ids.slice(0, done), ...failed.map((f) => f.id)]);
  const todo = ids.filter((id) => !finished.has(id));
  return {
    action: 'publish',
    total: 40,
    done,
    todo,
    authors: Object.fromEntries(ids.map((id, i) => [id, authors[i % authors.length] ?? ''])),
    failed,
    skipped,
  };
}

const twoFailed: BulkJob['failed'] = [
  { id: 'rev-39', author: 'Karl Müller', status: 502, key: 'google.reply.publish_failed' },
  { id: 'rev-40', author: 'Sophie Martin', network: true },
];

/** Listing every matching review before "select all matching" starts. */
export const Collecting: Story = { args: { status: 'collecting' } };

/** The list of matching reviews could not be loaded: nothing changed. */
export const CollectFailed: Story = { args: { status: 'collectFailed' } };

/** Running: a progress bar with its value, and Stop. */
export const Progress: Story = { args: { job: job(17), status: 'running' } };

/** After a reload in the middle: the job waits for Resume. */
export const Interrupted: Story = { args: { job: job(12), status: 'interrupted' } };

/** "38 of 40 published; 2 failed:" with each review's reason, and "Retry the failed ones". */
export const PartialFailure: Story = {
  args: { job: job(38, twoFailed), status: 'finished' },
};

/** Everything went through; two selected reviews had no draft to publish. */
export const AllDone: Story = { args: { job: job(40, [], 2), status: 'finished' } };

/**
 * AI drafts: the other action's texts, and "Review the drafts", which filters the inbox to them
 * (they leave a filter for unanswered reviews).
 */
export const GenerateDone: Story = {
  args: { job: { ...job(40), action: 'generate' }, status: 'finished' },
};

const quotaKey = 'review.ai.quota_exceeded_manual';

/**
 * Owner trial, finding 4: generating ran out of AI replies. Retrying cannot help, so the report
 * offers "Get more AI replies" instead of "Retry the failed ones".
 */
export const GenerateQuotaExhausted: Story = {
  args: {
    job: {
      ...job(5, [
        { id: 'rev-39', author: 'Karl Müller', status: 403, key: quotaKey },
        { id: 'rev-40', author: 'Sophie Martin', status: 403, key: quotaKey },
      ]),
      action: 'generate',
      total: 7,
    },
    status: 'finished',
  },
};

/** On a 375 px phone: long names and reasons wrap. */
export const PartialFailurePhone: Story = {
  ...PartialFailure,
  parameters: phoneParameters,
  globals: phoneGlobals(),
};
