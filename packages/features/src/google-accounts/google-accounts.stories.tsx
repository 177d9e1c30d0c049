import { listGoogleAccounts } from '@locperf/api/google-accounts';
import { listLocations } from '@locperf/api/locations';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { importingLocation } from '../test-utils/review-fixtures';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { GoogleAccounts } from './google-accounts';
import { storyText } from '../test-utils/story';

const meta = {
  title: 'Features/Reviews/GoogleAccounts',
  component: GoogleAccounts,
  tags: ['autodocs'],
  args: {
    organizationId: DEMO_ORGANIZATION_ID,
    returnUrl: '/settings/google-account',
    onConsentUrl: fn(),
  },
  beforeEach() {
    signInStory();
  },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof GoogleAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two accounts; the second's refresh token is invalid, so it asks to be reauthorized. */
export const NeedsReauthorization: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: storyText(globals, 'googleAccounts.action.reauthorizeLabel', {
          email: 'filialen@sonnenschein.example',
        }),
      }),
    ).toBeInTheDocument();
  },
};

/** A granted location importing its reviews. */
export const ImportRunning: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listLocations, { status: 200, body: [importingLocation] }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: storyText(globals, 'googleAccounts.import.running'),
      }),
    ).toBeInTheDocument();
  },
};

/** No account yet: "Google authentication missing: connect the account". */
export const NoAccount: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listGoogleAccounts, { status: 200, body: [] }));
  },
};

const longEmail =
  'marketing-und-kundenkommunikation.filialverwaltung@sonnenschein-backwaren.example';

/**
 * A phone at 320 px with a very long account email: the email truncates on one line with the
 * full address as its title, and nothing scrolls sideways (WCAG 1.4.10).
 */
export const LongEmailAtNarrowWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listGoogleAccounts, {
        status: 200,
        body: [
          {
            id: 'gacc-1',
            email: longEmail,
            connected: true,
            refreshTokenValid: true,
            missingScopes: false,
            locations: [],
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: longEmail });
    await expect(heading.querySelector(`[title="${longEmail}"]`)).not.toBeNull();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...NeedsReauthorization,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};

/** While the accounts load: a labelled status with a placeholder account and its locations. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listGoogleAccounts, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'googleAccounts.loading'),
      }),
    ).toBeInTheDocument();
  },
};
