import { listCustomers } from '@locperf/api/customers';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ORGANIZATION_ID, signedInStory, withCommerce } from '../test-utils/commerce';
import { storyText, storyTextPattern } from '../test-utils/story';
import { InvoiceRecipients } from './invoice-recipients';

const meta = {
  title: 'Features/Commerce/InvoiceRecipients',
  component: InvoiceRecipients,
  tags: ['autodocs'],
  decorators: [withCommerce],
  args: { organizationId: ORGANIZATION_ID },
  beforeEach: () => signedInStory(),
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof InvoiceRecipients>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: storyText(globals, 'recipients.edit', { name: 'Bäckerei Sonnenschein GmbH' }),
      }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listCustomers, { status: 200, body: [] }));
  },
};

/** The form after submitting an invalid recipient: each field says what is wrong. */
export const InvalidRecipient: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: storyText(globals, 'recipients.add'),
      }),
    );
    const form = await within(document.body).findByRole('form', {
      name: storyText(globals, 'recipients.add'),
    });
    await userEvent.type(
      within(form).getByRole('textbox', { name: storyText(globals, 'recipient.field.zipCode') }),
      '123',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: storyText(globals, 'recipient.field.email') }),
      'nope',
    );
    await userEvent.click(
      within(form).getByRole('button', { name: storyText(globals, 'recipients.save') }),
    );
    await expect(
      within(form).getByText(storyText(globals, 'validation.zip_code')),
    ).toBeInTheDocument();
    await expect(
      within(form).getByText(storyText(globals, 'validation.email')),
    ).toBeInTheDocument();
    await expect(within(form).getAllByText(storyText(globals, 'validation.required'))).toHaveLength(
      3,
    );
  },
};

/** A recipient with a VAT ID, and one a subscription bills: its Delete says why it is blocked. */
export const WithVatIdAndDeleteBlocked: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listCustomers, {
        status: 200,
        body: [
          {
            id: 'cust-1',
            email: 'buchhaltung@sonnenschein.example',
            companyOrName: 'Bäckerei Sonnenschein GmbH',
            addressLine1: 'Sonnenallee 12',
            addressLine2: null,
            city: 'Berlin',
            zipCode: '12045',
            country: 'DE',
            vatId: 'DE123456789',
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        storyTextPattern(globals, 'recipients.vatId', { vatId: 'DE123456789' }),
      ),
    ).toBeInTheDocument();
    const remove = canvas.getByRole('button', {
      name: storyText(globals, 'recipients.delete', { name: 'Bäckerei Sonnenschein GmbH' }),
    });
    await waitFor(() => expect(remove).toBeDisabled());
    await expect(canvas.getByText(storyText(globals, 'recipients.delete.inUse'))).toBeVisible();
  },
};

/** A VAT ID that fits no EU format: the field says so while typing. */
export const InvalidVatId: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: storyText(globals, 'recipients.add'),
      }),
    );
    const form = await within(document.body).findByRole('form', {
      name: storyText(globals, 'recipients.add'),
    });
    await userEvent.type(
      within(form).getByRole('textbox', { name: storyText(globals, 'recipient.field.vatId') }),
      'DE12',
    );
    await expect(
      await within(form).findByText(storyText(globals, 'validation.vat_id')),
    ).toBeInTheDocument();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...List,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};

/** While the recipients load: a labelled status with placeholders shaped like their rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listCustomers, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'recipients.loading'),
      }),
    ).toBeInTheDocument();
  },
};
