import { DEMO_ACCOUNTS, mockResponse } from '@locperf/mocks';
import { updateOrganization } from '@locperf/api/organization';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPending, signedInAs, submit } from '../test-utils/accounts-story';
import { OrganizationFields, OrganizationForm } from './organization-form';
import { storyText } from '../test-utils/story';

const meta = {
  title: 'Features/Accounts/Organization',
  component: OrganizationForm,
  tags: ['autodocs'],
  beforeEach: signedInAs(DEMO_ACCOUNTS.owner.email),
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof OrganizationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (name: string) => (
  <OrganizationFields
    organizationId="org-demo"
    customerNumber="K-100234"
    initialValues={{ name }}
  />
);
const ready = (canvasElement: HTMLElement, globals: { locale?: unknown }) =>
  within(canvasElement).findByRole('textbox', { name: storyText(globals, 'organization.name') });

export const Empty: Story = { render: () => fields('') };
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(await ready(canvasElement, globals)).toHaveValue('Bäckerei Sonnenschein GmbH');
  },
};
/** Server text stays text: a hostile name shows as typed, nothing runs (security fixture). */
export const HostileName: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  render: () => fields('<img src=x onerror=alert(1)>'),
};
export const Invalid: Story = {
  render: () => fields(''),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'organization.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'validation.required')),
    ).toBeVisible();
  },
};
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(updateOrganization, { delayMs: 600_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement, globals);
    await submit(canvasElement, storyText(globals, 'organization.submit'));
    await expectPending(canvasElement, storyText(globals, 'organization.submit.pending'));
  },
};
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(updateOrganization, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement, globals);
    await submit(canvasElement, storyText(globals, 'organization.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'form.error.server')),
    ).toBeVisible();
  },
};
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement, globals);
    await submit(canvasElement, storyText(globals, 'organization.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'settings.saved')),
    ).toBeVisible();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Empty,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};
