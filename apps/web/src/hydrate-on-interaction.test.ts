import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hydrateOnInteraction as hydrateOnInteractionOf,
  needsHydrationNow,
  type HeldInteractions,
} from './hydrate-on-interaction';

/** Every test's listeners, removed after it (a held click stops the next test's listener). */
const started: HeldInteractions[] = [];
const hydrateOnInteraction: typeof hydrateOnInteractionOf = (...args) => {
  const held = hydrateOnInteractionOf(...args);
  started.push(held);
  return held;
};

/** A prerendered sign-up page, reduced to what the entry looks at (issue 14). */
function renderPage() {
  document.body.innerHTML = `
    <div id="root">
      <form><input name="email" type="email"><input type="checkbox" name="terms">
        <button type="submit">Sign up</button></form>
      <a href="/login">Sign in</a>
    </div>`;
  return {
    email: document.querySelector<HTMLInputElement>('input[name="email"]')!,
    terms: document.querySelector<HTMLInputElement>('input[name="terms"]')!,
    button: document.querySelector('button')!,
    form: document.querySelector('form')!,
    link: document.querySelector('a')!,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/signup');
});
afterEach(() => {
  for (const held of started.splice(0)) held.replay();
  document.body.innerHTML = '';
});

describe('needsHydrationNow (issue 14, paint first)', () => {
  it('waits on a first visit to an untouched page, checkboxes included', () => {
    renderPage();
    expect(needsHydrationNow(window)).toBe(false);
  });

  it('hydrates at once for a query string, stored state, or a visitor already at work', () => {
    const { email, terms } = renderPage();
    window.history.replaceState(null, '', '/confirm?token=abc');
    expect(needsHydrationNow(window)).toBe(true);
    window.history.replaceState(null, '', '/signup');

    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":true}');
    expect(needsHydrationNow(window)).toBe(true);
    localStorage.clear();

    sessionStorage.setItem('locperf.draft.signup', '{}');
    expect(needsHydrationNow(window)).toBe(true);
    sessionStorage.clear();

    email.value = 'owner@example.com';
    expect(needsHydrationNow(window)).toBe(true);
    email.value = '';

    terms.checked = true;
    expect(needsHydrationNow(window)).toBe(true);
    terms.checked = false;

    email.focus();
    expect(needsHydrationNow(window)).toBe(true);
  });
});

describe('hydrateOnInteraction (issue 14, paint first)', () => {
  it('starts the app on the first sign of intent, once', () => {
    renderPage();
    const start = vi.fn();
    hydrateOnInteraction(document, start);
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when asked to', () => {
    renderPage();
    const start = vi.fn();
    hydrateOnInteraction(document, start, true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a press on a control and presses it again once hydrated', () => {
    const { button } = renderPage();
    const start = vi.fn();
    const held = hydrateOnInteraction(document, start);
    const afterHydration = vi.fn();
    button.click();
    // Held: the press started the app but did not submit the unhydrated form.
    expect(start).toHaveBeenCalledTimes(1);
    document.addEventListener('click', afterHydration);
    held.replay();
    expect(afterHydration).toHaveBeenCalledTimes(1);
    expect(afterHydration.mock.calls[0]?.[0]).toMatchObject({ target: button });
    // From now on presses are the app's.
    button.click();
    expect(afterHydration).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', afterHydration);
  });

  it('holds a submission (Enter in a field) and submits again once hydrated', () => {
    const { form } = renderPage();
    const held = hydrateOnInteraction(document, vi.fn());
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    form.addEventListener('submit', submitted);
    held.replay();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links alone: they navigate without the app', () => {
    const { link } = renderPage();
    hydrateOnInteraction(document, vi.fn());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
