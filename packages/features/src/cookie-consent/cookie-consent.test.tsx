import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { CookieBanner, CookieSettings } from './cookie-consent';
import { parseCookieConsent } from './store';

const stored = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');

describe('parseCookieConsent (spec section 3)', () => {
  it.each([[null], ['{not json'], ['"yes"'], ['[true, true]'], ['null'], ['42']])(
    'gives the defaults for %s',
    (raw) => {
      expect(parseCookieConsent(raw)).toEqual({ essential: false, thirdParty: false });
    },
  );

  it('reads booleans and ignores wrong field types', () => {
    expect(parseCookieConsent('{"essential":true,"thirdParty":"yes"}')).toEqual({
      essential: true,
      thirdParty: false,
    });
  });
});

describe('CookieBanner (spec sections 2 and 4, Cookie consent)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('shows a region with "Accept all", "Essential only", "Edit" and a privacy link until essential is true', () => {
    renderWidget(<CookieBanner />);
    const region = screen.getByRole('region', { name: 'We use cookies' });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Essential only' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('Accept all stores both true and hides the banner', async () => {
    const user = userEvent.setup();
    renderWidget(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored()).toEqual({ essential: true, thirdParty: true });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('after "Essential only" by keyboard, hands focus to the app instead of dropping it to <body>', async () => {
    const user = userEvent.setup();
    renderWidget(
      <>
        <CookieBanner focusAfterChoice={() => screen.getByRole('main').focus()} />
        <main tabIndex={-1}>Page</main>
      </>,
    );
    screen.getByRole('button', { name: 'Essential only' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('reserves its height at the bottom of the page while it shows, so nothing focused hides behind it', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(180);
    const user = userEvent.setup();
    renderWidget(<CookieBanner />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('180px');
    expect(document.body.style.paddingBottom).toBe('180px');
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('Edit shows essential locked on and third-party switchable; Save stores the choice', async () => {
    // The switch starts ON (an earlier third-party choice, consent withdrawn since): only a
    // recorded switch-off can store false, so a save that ignored the switch would fail here.
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":false,"thirdParty":true}');
    const user = userEvent.setup();
    renderWidget(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const essential = screen.getByRole('switch', { name: 'Essential cookies' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    const thirdParty = screen.getByRole('switch', { name: 'Third-party cookies' });
    expect(thirdParty).toBeChecked();
    await user.click(thirdParty);
    expect(thirdParty).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(stored()).toEqual({ essential: true, thirdParty: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('offers "Essential only" on the first layer, beside "Accept all" (spec section 4)', async () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":false,"thirdParty":true}');
    const user = userEvent.setup();
    renderWidget(<CookieBanner />);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Accept all', 'Essential only', 'Edit']);
    await user.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(stored()).toEqual({ essential: true, thirdParty: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('saves third-party as switched, by keyboard', async () => {
    const user = userEvent.setup();
    renderWidget(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    screen.getByRole('switch', { name: 'Third-party cookies' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save configuration' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stored()).toEqual({ essential: true, thirdParty: true });
  });

  it('stays hidden when consent is stored, and comes back on corrupt data', () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":true,"thirdParty":false}');
    const { unmount } = renderWidget(<CookieBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{corrupt');
    renderWidget(<CookieBanner />);
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('follows a consent given in another tab (storage event)', () => {
    renderWidget(<CookieBanner />);
    act(() => {
      localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":true,"thirdParty":true}');
      window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_STORAGE_KEY }));
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('hides when the profile settings save in the same tab', async () => {
    const user = userEvent.setup();
    renderWidget(
      <>
        <CookieSettings />
        <CookieBanner />
      </>,
    );
    await user.click(screen.getAllByRole('button', { name: 'Save configuration' })[0]!);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('CookieSettings (route /profile/cookies)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the stored choice and saves a change at any time', async () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":true,"thirdParty":true}');
    const user = userEvent.setup();
    renderWidget(<CookieSettings />);
    const thirdParty = screen.getByRole('switch', { name: 'Third-party cookies' });
    expect(thirdParty).toBeChecked();
    await user.click(thirdParty);
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(stored()).toEqual({ essential: true, thirdParty: false });
    expect(screen.getByRole('status')).toHaveTextContent('Your cookie settings are saved.');
  });
});
