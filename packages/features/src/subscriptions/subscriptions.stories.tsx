import { getInvoice, listInvoices } from '@locperf/api/invoices';
import { mockResponse } from '@locperf/mocks';
import { listSubscriptions } from '@locperf/api/subscriptions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, userEvent, within } from 'storybook/test';
import { formatDateTime } from '@locperf/ui/format';
import { ORGANIZATION_ID, signedInStory, withCommerce } from '../test-utils/commerce';
import { ANY_NUMBER, ANY_TEXT, storyText, storyTextPattern } from '../test-utils/story';
import {
  endingSubscription,
  issuedInvoice,
  proRataInvoice,
  subscriptionsOfEveryStatus,
} from '../test-utils/subscription-fixtures';
import { Subscriptions } from './subscriptions';

const meta = {
  title: 'Features/Commerce/Subscriptions',
  component: Subscriptions,
  tags: ['autodocs'],
  decorators: [withCommerce],
  args: { organizationId: ORGANIZATION_ID },
  beforeEach: () => signedInStory(),
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof Subscriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status; past_due reads "Payment required". */
export const EveryStatus: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listSubscriptions, { status: 200, body: subscriptionsOfEveryStatus }),
      mockResponse(listInvoices, { status: 200, body: [issuedInvoice] }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const list = await within(canvasElement).findByRole('list', {
      name: storyText(globals, 'subscriptions.title'),
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await expect(
      within(list).getAllByText(storyText(globals, 'subscriptions.status.pastDue')).length,
    ).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listSubscriptions, { status: 200, body: [] }));
  },
};

/** The cancel flow's confirmation: what happens, and when. */
export const CancelConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: storyTextPattern(globals, 'subscriptions.cancel.named', { name: ANY_TEXT }),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyText(globals, 'subscriptions.cancel.title'),
    });
    await userEvent.click(
      within(dialog).getByText(storyText(globals, 'subscriptions.cancel.reason.tooExpensive')),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(globals, 'subscriptions.cancel.next') }),
    );
    await expect(
      within(dialog).getByText(
        storyTextPattern(globals, 'subscriptions.cancel.summary.periodEnd', {
          name: ANY_TEXT,
          customer: ANY_TEXT,
          date: ANY_TEXT,
          count: ANY_NUMBER,
        }),
      ),
    ).toBeInTheDocument();
  },
};

export const InvoiceLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listInvoices, { status: 200, body: [issuedInvoice] }),
      mockResponse(getInvoice, { status: 404 }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: storyTextPattern(globals, 'subscriptions.invoice.showNumbered', {
          number: ANY_TEXT,
          date: ANY_TEXT,
        }),
      }),
    );
    await expect(
      await within(document.body).findByText(
        storyText(globals, 'subscriptions.invoice.loadFailed'),
      ),
    ).toBeInTheDocument();
  },
};

/** Cancelled at the end of the period: "Ends on {date}" and a way to undo it. */
export const CancelledAtPeriodEnd: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listSubscriptions, { status: 200, body: [endingSubscription] }));
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', {
        name: storyTextPattern(globals, 'subscriptions.resume', { name: ANY_TEXT }),
      }),
    ).toBeEnabled();
    await expect(
      canvas.getAllByText(
        storyText(globals, 'subscriptions.endsOn', {
          date: formatDateTime(
            endingSubscription.endsAt ?? '',
            String(globals.locale ?? 'en'),
            undefined,
            {
              dateStyle: 'medium',
            },
          ),
        }),
      ).length,
    ).toBeGreaterThan(0);
  },
};

/** An issued invoice: number, period, lines, VAT, the PDF and a close button. */
export const InvoiceDialog: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listInvoices, { status: 200, body: [issuedInvoice] }),
      mockResponse(getInvoice, { status: 200, body: issuedInvoice }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: storyTextPattern(globals, 'subscriptions.invoice.showNumbered', {
          number: 'RE-2026-0007',
          date: ANY_TEXT,
        }),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyText(globals, 'subscriptions.invoice.titleNumbered', { number: 'RE-2026-0007' }),
    });
    const pdf = await within(dialog).findByRole('link', {
      name: storyText(globals, 'subscriptions.invoice.pdf'),
    });
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(pdf).toBeVisible());
    await expect(
      within(dialog).getAllByRole('button', {
        name: storyText(globals, 'subscriptions.invoice.close'),
      }).length,
    ).toBe(2);
  },
};

/**
 * The trial's pro-rata invoice in German: the lines are stated with VAT and add up to
 * the 84,00 € charged, whose net amount and VAT are printed; the monthly 126,02 € stands apart.
 */
/**
 * A pro-rata invoice in its dialog: this period's lines, the VAT, and what the products cost per
 * month from the next period. In the toolbar's language (designer review 6: it was pinned to
 * German, so English and French were never reviewed); amounts in the German format (spec
 * section 9).
 */
export const ProRataInvoiceDialog: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listInvoices, { status: 200, body: [proRataInvoice] }),
      mockResponse(getInvoice, { status: 200, body: proRataInvoice }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: storyTextPattern(globals, 'subscriptions.invoice.showNumbered', {
          number: 'RE-2026-0001',
          date: ANY_TEXT,
        }),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyText(globals, 'subscriptions.invoice.titleNumbered', { number: 'RE-2026-0001' }),
    });
    const table = await within(dialog).findByRole('table', {
      name: storyText(globals, 'subscriptions.invoice.lines'),
    });
    // The dialog fades in: wait for it to be shown, not for a time.
    await waitFor(() => expect(within(table).getByText('46,01 €')).toBeVisible());
    await expect(within(table).getByText('37,99 €')).toBeVisible();
    await expect(within(dialog).getByText('84,00 €')).toBeVisible();
    await expect(within(dialog).getByText('70,59 €')).toBeVisible();
    await expect(within(dialog).getByText('13,41 €')).toBeVisible();
    await expect(
      within(dialog).getByText(
        storyTextPattern(globals, 'subscriptions.invoice.monthly', {
          date: ANY_TEXT,
          amount: '126,02 €',
        }),
      ),
    ).toBeVisible();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...EveryStatus,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};

/**
 * While the subscriptions and invoices load (a slow line): a labelled status with placeholders
 * shaped like the rows.
 */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listSubscriptions, { delayMs: 60_000 }),
      mockResponse(listInvoices, { delayMs: 60_000 }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'subscriptions.loading'),
      }),
    ).toBeInTheDocument();
  },
};
