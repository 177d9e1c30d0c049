/**
 * The loader (issue 8): a few KiB that define `<locperf-reviews>` and `<locperf-booster>`,
 * show the consent placeholder when asked to, and fetch the widget bundle only when an element
 * comes near the viewport and consent allows it. Before that it makes no request and sets no
 * cookie or storage entry; it only reads our own `cookieConsent` entry.
 */
import type {
  LocperfEmbedApi,
  LocperfEmbedOptions,
  LocperfWidgetElement,
} from '../types/loader.js';
import { consentTexts } from '@locperf/features/embed-texts';
import {
  CONSENT_STORAGE_KEY,
  localeOf,
  observedAttributes,
  readConfig,
  widgetModuleOf,
  type EmbedConfig,
  type WidgetModule,
} from './config';

// widget.js next to this script (issue 17). The build (vite.config.ts, widgetUrlNextToLoader)
// turns this placeholder into `new URL('./widget.js', import.meta.url).href`: served from a CDN
// that is the file beside loader.js; bundled into a partner's app, Vite and webpack see that
// pattern, copy widget.js (self-contained) into the app and rewrite the URL. From the sources
// (tests) it stays a string edit of this module's URL.
const builtWidgetUrl: string = '__LOCPERF_WIDGET_URL__';
const besideLoader = builtWidgetUrl.startsWith('__')
  ? import.meta.url.replace(/[^/?#]*([?#].*)?$/, 'widget.js')
  : builtWidgetUrl;
// Bundled by webpack, import.meta.url is the build machine's file: URL (webpack writes it in at
// build time): the loader then runs from the page's origin, the one Vite's chunk URL gives.
const loaderUrl = new URL(import.meta.url);
const defaultApiBase = `${loaderUrl.protocol === 'file:' ? location.origin : loaderUrl.origin}/api`;
let configuredWidgetUrl: string | undefined;

const widgetModules = new Map<string, Promise<WidgetModule>>();
function loadWidget(src: string | null): Promise<WidgetModule> {
  const url = src ?? configuredWidgetUrl ?? besideLoader;
  let module = widgetModules.get(url);
  if (!module) {
    module = (import(/* @vite-ignore */ url) as Promise<Partial<WidgetModule>>).then(
      widgetModuleOf,
    );
    widgetModules.set(url, module);
  }
  return module;
}

const PLACEHOLDER_CSS =
  ':host{display:block}.p{all:initial;display:flex;flex-direction:column;gap:8px;box-sizing:border-box;padding:16px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#111827;font:15px/1.5 system-ui,sans-serif}.t{all:unset;display:block;font-weight:700}.x{all:unset;display:block}.b{all:unset;align-self:flex-start;cursor:pointer;padding:6px 12px;border-radius:6px;background:#15803d;color:#fff;font-weight:600;font-size:14px}.b:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}' +
  // theme="dark", and theme="system" on a dark system: the boxes follow it (partner trial 8: a
  // dark widget's fallback line was a light box).
  darkBox('.d') +
  `@media (prefers-color-scheme:dark){${darkBox('.s')}}`;

/** The dark colours of a placeholder box with class `selector`. */
function darkBox(selector: string): string {
  return `${selector}{background:#111827;color:#f3f4f6;border-color:#9ca3af}${selector} .b:focus-visible{outline-color:#60a5fa}`;
}

/** The placeholder box's classes: `p`, and its theme (`d` dark, `s` system). */
function boxClass(theme: EmbedConfig['theme']): string {
  return theme === 'dark' ? 'p d' : theme === 'system' ? 'p s' : 'p';
}

/** Our own consent entry (spec section 3, Cookie consent), read only, never written. */
function storedConsent(): boolean {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    return raw !== null && (JSON.parse(raw) as { thirdParty?: unknown }).thirdParty === true;
  } catch {
    return false;
  }
}

/** How long a widget without a token waits for the host to set one before it asks anyway. */
const TOKEN_GRACE_MS = 3000;

const elements = new Set<LocperfElement>();
let globalGrant = false;

class LocperfElement extends HTMLElement implements LocperfWidgetElement {
  static observedAttributes = observedAttributes;

  #shadow: ShadowRoot | undefined;
  #token: string | null = null;
  #granted = false;
  #near = false;
  #observer: IntersectionObserver | undefined;
  #widget: ReturnType<WidgetModule['mount']> | undefined;
  #loading = false;
  /** The visitor pressed our "Load content": focus follows the widget that replaces it. */
  #focusOnLoad = false;
  #tokenWaited = false;

  /** The widget token of the location; sent as `Widget-Token`. Never an attribute, so it is not in the markup. */
  get token(): string | null {
    return this.#token;
  }
  set token(value: string | null) {
    // A host that sets the same token on every render (a React ref callback) reloads nothing.
    if (value === this.#token) return;
    this.#token = value;
    if (this.#widget) this.#widget.update(this.#config());
    else this.#render();
  }

  /** Lets this widget load (the visitor agreed elsewhere, e.g. in the host's consent banner). */
  grantConsent(): void {
    this.#granted = true;
    this.#render();
  }

  #config() {
    return readConfig(this, defaultApiBase);
  }

  #consentGiven(): boolean {
    return (
      this.#granted || globalGrant || this.getAttribute('consent') !== 'required' || storedConsent()
    );
  }

  connectedCallback(): void {
    // A token set before the element was defined is an own property that hides the accessor.
    if (Object.prototype.hasOwnProperty.call(this, 'token')) {
      const early = (this as { token: string | null }).token;
      delete (this as { token?: string | null }).token;
      this.#token = early;
    }
    elements.add(this);
    this.#shadow ??= this.attachShadow({ mode: 'open' });
    if (typeof IntersectionObserver === 'function') {
      this.#observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            this.#near = true;
            this.#observer?.disconnect();
            this.#render();
          }
        },
        { rootMargin: '300px' },
      );
      this.#observer.observe(this);
    } else {
      this.#near = true;
    }
    this.#render();
  }

  disconnectedCallback(): void {
    elements.delete(this);
    this.#observer?.disconnect();
    this.#widget?.unmount();
    this.#widget = undefined;
  }

  attributeChangedCallback(): void {
    if (this.#widget) this.#widget.update(this.#config());
    else if (this.#shadow) this.#render();
  }

  #render(): void {
    const shadow = this.#shadow;
    if (!shadow || this.#widget || this.#loading) return;
    if (!this.#consentGiven()) {
      this.#placeholder(shadow);
      return;
    }
    if (!this.#near) {
      clearShadow(shadow);
      return;
    }
    // Every widget call needs the token. A host that fetches it from its own backend sets it
    // later: the widget waits for it a little instead of asking without it and showing "may not
    // show this location" until it comes (partner trial 6). Without one by then, it asks anyway
    // and says so.
    if (this.#token === null && !this.#tokenWaited) {
      this.#tokenWaited = true;
      setTimeout(() => this.#render(), TOKEN_GRACE_MS);
      return;
    }
    this.#loading = true;
    loadWidget(this.getAttribute('widget-src'))
      .then((module) => {
        if (!this.isConnected) return;
        clearShadow(shadow);
        this.#widget = module.mount(shadow, this.#config(), () => this.#token);
        this.#takeFocus();
      })
      // The bundle could not load (offline CDN, wrong URL): one translated line instead of an
      // empty box, and never an exception in the host page.
      .catch(() => {
        if (!this.isConnected) return;
        this.#unavailable(shadow);
        this.#takeFocus();
      })
      .finally(() => {
        this.#loading = false;
      });
  }

  /**
   * WCAG 2.4.3: the button the visitor pressed is gone with the placeholder; focus moves to what
   * took its place instead of falling back to the start of the host's page. Inside the shadow
   * root: a negative tabindex on the element itself took the whole widget out of the Tab order
   * (partner trial 10).
   */
  #takeFocus(): void {
    if (!this.#focusOnLoad) return;
    this.#focusOnLoad = false;
    const target = this.#shadow?.lastElementChild;
    if (!(target instanceof HTMLElement)) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }

  #unavailable(shadow: ShadowRoot): void {
    const style = placeholderStyle(shadow);
    const box = document.createElement('p');
    box.className = boxClass(this.#config().theme);
    box.setAttribute('role', 'status');
    box.lang = localeOf(this);
    box.textContent = consentTexts[localeOf(this)].unavailable;
    shadow.replaceChildren(...style, box);
  }

  /**
   * The consent placeholder. Built once and updated in place: a later render (the viewport
   * observer reporting, the host setting its token, an attribute changing) must not replace the
   * "Load content" button a visitor may be on, or focus falls to the page and their Enter does
   * nothing (CI: the observer's late report rebuilt it between a focus and its key press).
   */
  #placeholder(shadow: ShadowRoot): void {
    const locale = localeOf(this);
    const texts = consentTexts[locale];
    const style = placeholderStyle(shadow);
    const current = shadow.querySelector<HTMLDivElement>('div.p');
    const box = current ?? document.createElement('div');
    box.className = boxClass(this.#config().theme);
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', texts.title);
    box.lang = locale;
    if (current) {
      const [title, text, button] = box.children;
      if (title) title.textContent = texts.title;
      if (text) text.textContent = texts.text;
      if (button) button.textContent = texts.load;
      return;
    }
    const title = document.createElement('p');
    title.className = 't';
    title.textContent = texts.title;
    const text = document.createElement('p');
    text.className = 'x';
    text.textContent = texts.text;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'b';
    button.textContent = texts.load;
    button.addEventListener('click', () => {
      this.#focusOnLoad = true;
      this.grantConsent();
    });
    box.append(title, text, button);
    shadow.replaceChildren(...style, box);
  }
}

let placeholderSheet: CSSStyleSheet | undefined;

/**
 * The placeholder's styles as a constructable stylesheet adopted by the shadow root, like the
 * widget's own: a host whose CSP has no `style-src 'unsafe-inline'` blocks a `<style>` element
 * (partner trial: the consent placeholder came out in the host's fonts). Where constructable
 * stylesheets are missing, a `<style>` element, returned to be put beside the content.
 */
function placeholderStyle(shadow: ShadowRoot): HTMLStyleElement[] {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!placeholderSheet) {
      placeholderSheet = new CSSStyleSheet();
      placeholderSheet.replaceSync(PLACEHOLDER_CSS);
    }
    if (!shadow.adoptedStyleSheets.includes(placeholderSheet))
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, placeholderSheet];
    return [];
  }
  const style = document.createElement('style');
  style.textContent = PLACEHOLDER_CSS;
  return [style];
}

/** Empties a shadow root of the placeholder, its adopted styles included. */
function clearShadow(shadow: ShadowRoot): void {
  shadow.replaceChildren();
  if (placeholderSheet && 'adoptedStyleSheets' in shadow)
    shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((s) => s !== placeholderSheet);
}

class LocperfReviews extends LocperfElement {}
class LocperfBooster extends LocperfElement {}

/**
 * The page-wide API: `window.LocperfEmbed.grantConsent()` loads every widget on the page;
 * `configure({ widgetUrl })` says where widget.js is (an element's `widget-src` wins).
 */
const api: LocperfEmbedApi = {
  configure(options: LocperfEmbedOptions): void {
    if (options.widgetUrl) configuredWidgetUrl = new URL(options.widgetUrl, document.baseURI).href;
  },
  grantConsent(): void {
    globalGrant = true;
    for (const element of elements) element.grantConsent();
  },
};

window.LocperfEmbed ??= api;
if (!customElements.get('locperf-reviews'))
  customElements.define('locperf-reviews', LocperfReviews);
if (!customElements.get('locperf-booster'))
  customElements.define('locperf-booster', LocperfBooster);
