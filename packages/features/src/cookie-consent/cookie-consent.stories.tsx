import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../test-utils/story';
import { CookieBanner, CookieSettings } from './cookie-consent';

/**
 * Storybook runs `beforeEach` again when the toolbar switches theme or locale, without the play
 * function: the stored consent is seeded once per mounted story, so a switch keeps what the
 * play function chose instead of showing the banner again. Unmounting removes it.
 */
function seedOnMount(seed: () => void) {
  let seeded = false;
  return () => {
    if (!seeded) seed();
    seeded = true;
    return () => {
      seeded = false;
      localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
    };
  };
}

const meta = {
  title: 'Features/Shell/CookieConsent',
  component: CookieBanner,
  tags: ['autodocs'],
  args: { privacyHref: '/privacy' },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
  // Every story starts without consent, so the banner shows.
  beforeEach: seedOnMount(() => localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY)),
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * First view: "Accept all", "Essential only" and "Edit". Refusing is as easy as
 * consenting: "Essential only" has the same look as "Accept all" (what the CNIL and the German
 * regulators expect of a first layer).
 */
export const Banner: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: storyText(globals, 'cookieConsent.banner.title') }),
    ).toBeVisible();
    const look = (name: string) => {
      const style = getComputedStyle(canvas.getByRole('button', { name }));
      return [
        style.backgroundColor,
        style.color,
        style.borderColor,
        style.fontWeight,
        style.height,
      ];
    };
    await expect(look(storyText(globals, 'cookieConsent.action.essentialOnly'))).toEqual(
      look(storyText(globals, 'cookieConsent.action.acceptAll')),
    );
    // The banner's one link, the privacy policy, whatever the language calls it.
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/privacy');
  },
};

/**
 * After Edit: essential locked on, third-party switched on, "Accept all" and "Save
 * configuration". The script stops in this state (saving closes the banner, which the unit
 * tests cover), and finds everything by role and message id, so it works in every locale.
 */
export const BannerEditing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = (id: string) => storyText(globals, id);
    await userEvent.click(
      await canvas.findByRole('button', { name: text('cookieConsent.action.edit') }),
    );
    await expect(
      await canvas.findByRole('switch', { name: text('cookieConsent.option.essential') }),
    ).toBeDisabled();
    const thirdParty = canvas.getByRole('switch', {
      name: text('cookieConsent.option.thirdParty'),
    });
    await userEvent.click(thirdParty);
    await expect(thirdParty).toBeChecked();
    await expect(
      canvas.getByRole('button', { name: text('cookieConsent.action.save') }),
    ).toBeVisible();
  },
};

/** "Essential only" stores essential consent without third parties and closes the banner. */
export const BannerEssentialOnly: Story = {
  beforeEach: seedOnMount(() =>
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":false,"thirdParty":true}'),
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: storyText(globals, 'cookieConsent.action.essentialOnly'),
      }),
    );
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    await expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? '{}')).toEqual({
      essential: true,
      thirdParty: false,
    });
  },
};

/** The profile page's settings (route /profile/cookies). */
export const Settings: Story = {
  render: () => <CookieSettings />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, 'cookieConsent.action.save') }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText(globals, 'cookieConsent.settings.saved'),
    );
  },
};
