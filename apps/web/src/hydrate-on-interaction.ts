/**
 * Issue 14, paint first: a prerendered public page is complete HTML, so its ~190 KiB of app
 * script (react-dom, the router, react-aria, the forms) is only needed once the visitor acts.
 * The entry waits for the first sign of intent (a pointer over the page, a touch, a key, focus)
 * before it loads and hydrates the app; nothing of it competes with the first paint.
 *
 * What the visitor does before hydration is not lost: typed text is kept by
 * `keepTypedValues` (typed-before-hydration.ts), and a press on a control or a form submission
 * is held here and replayed once React owns the page. Links are left alone: they navigate.
 */

// api declares `sideEffects: false`: the entry keeps only this string, not the zod schemas of
// the same subpath.
import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';

/**
 * Events that show a visitor is about to use the page: start loading the app. A pointer that
 * rests over the page while it loads gets no `pointerover` when it moves on within the same
 * element, hence `pointermove` too.
 */
const INTENT_EVENTS = [
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
] as const;

/** Controls whose press needs the app: held until it has hydrated, then pressed again. */
const HELD_CONTROLS = [
  'button',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  '[role="button"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="tab"]',
].join(', ');

/**
 * True when the page must hydrate at once rather than on intent: a query string (a token to
 * confirm, a reset link: the page acts on load), a stored answer to the cookie banner or a
 * stored form draft (the visitor's own state changes the page), or a visitor who is already in
 * a field (the entry ran after they started).
 */
export function needsHydrationNow(win: Window): boolean {
  const { document: doc, location } = win;
  if (location.search !== '') return true;
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== doc.documentElement) return true;
  // Text typed before the entry ran (a checkbox's `value` is not what was typed).
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="checkbox"], [type="radio"], [type="hidden"]), textarea',
  )) {
    if (field.value !== field.defaultValue) return true;
  }
  for (const box of doc.querySelectorAll<HTMLInputElement>(
    'input[type="checkbox"], input[type="radio"]',
  )) {
    if (box.checked !== box.defaultChecked) return true;
  }
  try {
    if (win.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) !== null) return true;
    for (let index = 0; index < win.sessionStorage.length; index += 1) {
      if (win.sessionStorage.key(index)?.startsWith('locperf.draft.')) return true;
    }
  } catch {
    // Blocked storage: nothing stored can change the page.
  }
  return false;
}

type Held = { kind: 'press'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

export interface HeldInteractions {
  /** Presses the held control again or submits the held form; call once hydrated. */
  replay: () => void;
}

/**
 * Calls `start` once, on the first intent event (or at once when `now`), and from then until
 * `replay` holds the last press on a control and the last form submission.
 */
export function hydrateOnInteraction(
  doc: Document,
  start: () => void,
  now = false,
): HeldInteractions {
  let started = false;
  let held: Held | null = null;
  let holding = true;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, begin, true);
    start();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(HELD_CONTROLS);
    if (!control || target?.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { kind: 'press', element: control };
    begin();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { kind: 'submit', form: event.target };
    begin();
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  if (now) begin();
  else for (const type of INTENT_EVENTS) doc.addEventListener(type, begin, true);
  return {
    replay() {
      if (!holding) return;
      holding = false;
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      const action: Held | null = held;
      if (action?.kind === 'press' && action.element.isConnected) action.element.click();
      if (action?.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
    },
  };
}
