import { listCustomers } from '@locperf/api/customers';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ORGANIZATION_ID, signedInStory, withCommerce } from '../test-utils/commerce';
import { withOverlayTheme } from '../test-utils/story';
import { InvoiceRecipients } from './invoice-recipients';

const meta = {
  title: 'Features/Commerce/InvoiceRecipients',
  component: InvoiceRecipients,
  tags: ['autodocs'],
  decorators: [withCommerce, withOverlayTheme],
  args: { organizationId: ORGANIZATION_ID },
  beforeEach: () => signedInStory(),
} satisfies Meta<typeof InvoiceRecipients>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Edit Bäckerei Sonnenschein GmbH',
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
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'New invoice recipient' }),
    );
    const form = await within(document.body).findByRole('form', { name: 'New invoice recipient' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Postal code/ }), '123');
    await userEvent.type(within(form).getByRole('textbox', { name: /Invoice email/ }), 'nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(within(form).getByText('Please enter a valid postal code')).toBeInTheDocument();
    await expect(within(form).getByText('Invalid Email Address')).toBeInTheDocument();
    await expect(within(form).getAllByText('This field is required')).toHaveLength(3);
  },
};

export const German: Story = { globals: { locale: 'de' } };
