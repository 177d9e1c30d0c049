// First: the frozen clock must be in place before the mock backend seeds its store.
import { restartStoryClock } from './freeze-date';
import enMessages from '@locperf/locales/compiled/en.json';
import deMessages from '@locperf/locales/compiled/de.json';
import frMessages from '@locperf/locales/compiled/fr.json';
import { createApiClient } from '@locperf/api/client';
import { handlers, onMockDbChange, resetMockDb } from '@locperf/mocks';
import { ApiProvider } from '@locperf/api/react';
import { darkTheme, lightTheme, ThemeClassProvider } from '@locperf/ui/theme';
import { vars } from '@locperf/ui/tokens';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { forDesigners, isCode, withoutInternalReferences } from './docs-text';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nProvider } from 'react-aria-components';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';

type Messages = Record<string, MessageFormatElement[]>;
// `findBy…` in the play functions: a limit, not a wait. The default 1 s was too short for a
// story's mocked request on a machine busy with other builds (a story failed once in four runs
// there); a passing story still goes on as soon as its element is there.
configure({ asyncUtilTimeout: 5000 });

const catalogues: Record<string, Messages> = {
  en: enMessages as Messages,
  de: deMessages as Messages,
  fr: frMessages as Messages,
};

/**
 * Canvas only: the toolbar theme goes on `<body>` itself, so the whole canvas (the padding
 * Storybook puts around a story, and overlays portaled to the body) has the theme's background
 * and text colour, never a white frame around a dark story.
 */
function PaintBody({ theme, children }: { theme: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const { body } = document;
    body.classList.add(theme);
    body.style.background = vars.color.background;
    body.style.color = vars.color.text;
    body.style.fontFamily = vars.font.body;
    return () => {
      body.classList.remove(theme);
      body.style.removeProperty('background');
      body.style.removeProperty('color');
      body.style.removeProperty('font-family');
    };
  }, [theme]);
  return children;
}

/**
 * A client and an SWR cache per mounted story, so no story sees another's data; kept across
 * re-renders, so switching the toolbar theme re-renders the story as it is (its loaded data,
 * what its play function did) instead of loading it afresh. A locale switch makes a client that
 * asks in the new language.
 */
function StoryApi({ locale, children }: { locale: string; children: ReactNode }) {
  const client = useMemo(
    () => createApiClient({ baseUrl: '/api', getLocale: () => locale }),
    [locale],
  );
  const [cache] = useState(() => () => new Map());
  return (
    <ApiProvider client={client} cache={cache}>
      {children}
    </ApiProvider>
  );
}

/** Every story renders inside the app's providers, with the theme and locale from the toolbar. */
const withProviders: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'en');
  const mode = context.globals.theme === 'dark' ? 'dark' : 'light';
  const theme = mode === 'dark' ? darkTheme : lightTheme;
  // A docs page shows many stories in one document, so each preview paints its own box there;
  // the canvas paints the body. No `min-height: 100vh` inside the padded canvas: it made every
  // story 32 px taller than the viewport.
  const docs = context.viewMode === 'docs';
  const story = (
    <div
      className={docs ? theme : undefined}
      lang={locale}
      // Paint the theme's own background, so axe checks contrast against what users see.
      style={
        docs
          ? { padding: 16, background: vars.color.background, color: vars.color.text }
          : undefined
      }
    >
      {/* Overlays portaled out of this box (popovers, menus, dialogs) take the toolbar's theme. */}
      <ThemeClassProvider mode={mode}>
        <Story />
      </ThemeClassProvider>
    </div>
  );
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={catalogues[locale]}>
      <I18nProvider locale={locale}>
        <StoryApi locale={locale}>
          {docs ? story : <PaintBody theme={theme}>{story}</PaintBody>}
        </StoryApi>
      </I18nProvider>
    </IntlProvider>
  );
};

/**
 * The stories share one page (vitest.config.ts, `isolate: false`) and so one mock store: a story
 * that changed it (reauthorized or removed an account, published a reply) left the change to
 * whichever story came next, which then missed its data (seen once in a full run: "Needs
 * reauthorization" found no account to reauthorize). The seed comes back before the next story;
 * only after a change, as seeding takes about 100 ms.
 */
let storeChanged = false;
onMockDbChange(() => {
  storeChanged = true;
});

const preview: Preview = {
  decorators: [withProviders],
  argTypesEnhancers: [
    // `children`, render props and adapters are elements, functions or objects of functions: a
    // control would show their code as a raw object (designer review: the checkout's
    // `paymentAdapter` dumped minified code), so their row keeps its description without one.
    ({ argTypes, initialArgs }) =>
      Object.fromEntries(
        Object.entries(argTypes).map(([name, row]) => [
          name,
          name === 'children' || isCode(initialArgs[name])
            ? { ...forDesigners(row), control: false }
            : forDesigners(row),
        ]),
      ),
  ],
  beforeEach() {
    restartStoryClock();
    if (storeChanged) {
      storeChanged = false;
      resetMockDb();
    }
  },
  loaders: [
    mswLoader(async () => {
      // The mock backend's handlers are the initial handlers; stories override them per story.
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'de', 'fr'], dynamicTitle: true },
    },
  },
  // `pnpm test:stories:matrix` runs every story once per locale and theme through these
  // (VITE_STORY_LOCALE, VITE_STORY_THEME); the toolbar switches them by hand.
  initialGlobals: {
    theme: import.meta.env.VITE_STORY_THEME === 'dark' ? 'dark' : 'light',
    locale: ['de', 'fr'].includes(import.meta.env.VITE_STORY_LOCALE ?? '')
      ? import.meta.env.VITE_STORY_LOCALE
      : 'en',
  },
  parameters: {
    // Every story is an accessibility test: an axe violation fails it (issue 2).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: {
      extractComponentDescription: (component: { __docgenInfo?: { description?: string } }) =>
        withoutInternalReferences(component?.__docgenInfo?.description ?? ''),
    },
    // Phone widths for page-level stories (`globals: { viewport: { value: 'phone' } }`): the
    // manager resizes the canvas, the Vitest runner and the visual regression test the page.
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        narrow: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
