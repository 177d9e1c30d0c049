import type { CheckoutSession } from '@locperf/api/checkout';
import { formatDateTime } from '@locperf/ui/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ORGANIZATION_ID, signedInStory, withCommerce } from '../test-utils/commerce';
import { CheckoutSuccess } from './checkout-success';
import { storyText } from '../test-utils/story';

/** A paid mixed cart: the responder (plus VAT) and the booster (incl. VAT) on a new subscription. */
const paid: CheckoutSession = {
  id: 'cs_demo_paid',
  status: 'complete',
  paymentStatus: 'paid',
  clientSecret: 'cs_secret_demo',
  subscriptionId: 'subs-new',
  providerSubscriptionId: 'sub_1PaidDemo',
  cartItems: [
    { priceId: 'price_responder_monthly', locations: ['loc-3', 'loc-4'] },
    { priceId: 'price_booster_monthly', locations: ['loc-5'] },
  ],
  completedAt: '2026-11-23T10:00:00.000Z',
  invoice: {
    currency: 'eur',
    lines: [
      {
        priceId: 'price_responder_monthly',
        name: 'Review Responder',
        quantity: 2,
        unitAmount: 2900,
        taxBehavior: 'exclusive',
        amount: 5800,
        gross: 6902,
      },
      {
        priceId: 'price_booster_monthly',
        name: 'Review Booster',
        quantity: 1,
        unitAmount: 1900,
        taxBehavior: 'inclusive',
        amount: 1900,
        gross: 1900,
      },
    ],
    net: 6397,
    vat: 1405,
    vatRate: 0.19,
    discount: 0,
    payable: 8802,
    oneTimePayable: 8802,
    proRata: null,
    nextInvoiceDate: '2026-12-23T10:00:00.000Z',
  },
};

const meta = {
  title: 'Features/Commerce/CheckoutSuccess',
  component: CheckoutSuccess,
  tags: ['autodocs'],
  decorators: [withCommerce],
  args: { organizationId: ORGANIZATION_ID, session: paid },
  beforeEach: () => signedInStory(),
} satisfies Meta<typeof CheckoutSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What was bought, for which locations, from when and per month; ids in a disclosure. */
export const Paid: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        new Intl.ListFormat(String(globals.locale ?? 'en'), { type: 'conjunction' }).format([
          'Sonnenschein München',
          'Sonnenschein Köln',
        ]),
      ),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(storyText(globals, 'checkout.success.perMonthValue', { amount: '88,02 €' })),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        formatDateTime('2026-11-23T12:00:00.000Z', String(globals.locale ?? 'en'), undefined, {
          dateStyle: 'long',
        }),
      ),
    ).toBeInTheDocument();
  },
};

export const DetailsOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyText(globals, 'checkout.success.details') }),
    );
    await expect(canvas.getByText('sub_1PaidDemo')).toBeVisible();
  },
};
