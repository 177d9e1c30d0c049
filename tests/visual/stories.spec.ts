import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Every story of the static Storybook build, as a designer opens it (issue 20): its play
 * function and axe must pass, in light and in dark, and in the default English run it is
 * screenshot in both themes and compared with the committed baselines (visual regression). A
 * worker loads Storybook's preview iframe once and switches stories through its channel, as
 * Storybook's own test runner does: loading the iframe per story would cost the preview, MSW
 * and axe set-up each time. Each story is rendered once in light (play function, then axe through
 * the a11y addon), screenshot, switched to dark through the theme global (a re-render, as the
 * toolbar does: axe runs again, the play function does not) and screenshot again.
 *
 * `STORY_LOCALE=de` (or fr) switches the toolbar's locale and compares no screenshots (the
 * baselines are English); `STORY_PLAY_DARK=1` renders the dark half afresh so the play function
 * runs in dark too. `pnpm test:visual --matrix` runs en, de and fr that way.
 */
type Entry = { id: string; type: string; tags?: string[]; title: string; name: string };

const indexFile = fileURLToPath(
  new URL('../../apps/storybook/storybook-static/index.json', import.meta.url),
);
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, Entry> }).entries,
).filter((entry) => entry.type === 'story');

const locale = process.env.STORY_LOCALE ?? 'en';
const playInDark = process.env.STORY_PLAY_DARK === '1';

/**
 * Security fixtures (`test-only`) are not design states, and `no-visual` marks a story whose
 * screenshot is not yet stable run to run (named in the README): both still play and pass axe.
 * Screenshots are compared in the English run only.
 */
function screenshotOf(entry: Entry): boolean {
  return locale === 'en' && !entry.tags?.some((tag) => tag === 'test-only' || tag === 'no-visual');
}

/**
 * The outcome Storybook's channel reports for a story: `ok`, or the error its play function or
 * render threw, or what axe (the a11y addon's report) found.
 */
type Rendered = { ok: true } | { ok: false; error: string };

type Theme = 'light' | 'dark';

/** The preview's own API, as far as this test uses it. */
type PreviewWindow = {
  __STORYBOOK_PREVIEW__: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue: { userGlobals: { update(globals: Record<string, unknown>): void } };
    onUpdateGlobals(o: { globals: Record<string, unknown> }): Promise<void>;
  };
};

const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      // Storybook ends a story's CSS animations and transitions at once (instead of waiting
      // for them) when the user agent names its test runner: each story is screenshot in its
      // final state, with no fixed pause (storybook/internal/preview-api, waitForAnimations).
      const probe = await browser.newPage();
      const userAgent = await probe.evaluate(() => navigator.userAgent);
      await probe.close();
      const page = await browser.newPage({
        ...workerInfo.project.use,
        baseURL: workerInfo.project.use.baseURL,
        userAgent: `${userAgent} StorybookTestRunner`,
      });
      // The globals in the URL apply only together with a story id.
      await page.goto(
        `/iframe.html?id=${entries[0]?.id}&globals=theme:light;locale:${locale}&viewMode=story`,
      );
      // The preview rewrites its URL once it has read it; wait until the first story finished.
      await page.waitForFunction(
        () =>
          (window as unknown as Partial<PreviewWindow>).__STORYBOOK_PREVIEW__?.currentRender
            ?.phase === 'finished',
      );
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

type Size = { width: number; height: number };
const defaultSize: Size = { width: 800, height: 600 };

/**
 * The viewport a story asks for through the viewport addon's global (`globals: { viewport: {
 * value: 'phone' } }` with the matching `parameters.viewport.options`): the manager resizes the
 * iframe for it, so here the page is resized instead.
 */
async function storySize(page: Page, storyId: string): Promise<Size> {
  const size = await page.evaluate(async (id) => {
    type Story = {
      storyGlobals?: { viewport?: { value?: string } };
      parameters?: {
        viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
      };
    };
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: { loadStory(o: { storyId: string }): Promise<Story> };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    const name = story.storyGlobals?.viewport?.value;
    const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
    return styles
      ? { width: parseInt(styles.width ?? ''), height: parseInt(styles.height ?? '') }
      : null;
  }, storyId);
  return size && size.width > 0 && size.height > 0 ? size : defaultSize;
}

/** The checks of a finished render: its status and what axe found (the a11y addon's report). */
type Finished = {
  storyId?: string;
  status?: string;
  reporters?: {
    type: string;
    status: string;
    result?: unknown;
  }[];
};

/**
 * Renders a story afresh in the given theme through the preview's channel (its play function
 * runs, then axe) and resolves when it finished. With `rerenderAs`, the story shown is switched
 * to that theme instead, as the toolbar does: a re-render, axe again, no play function.
 */
async function renderStory(
  page: Page,
  storyId: string,
  theme: Theme,
  rerenderAs?: Theme,
): Promise<Rendered> {
  return page.evaluate(
    ({ id, theme, locale, rerenderAs }) =>
      new Promise<Rendered>((resolve) => {
        type Channel = {
          on(event: string, fn: (payload: unknown) => void): void;
          off(event: string, fn: (payload: unknown) => void): void;
          emit(event: string, payload: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
        const current = preview.currentRender?.id;
        const finished = (payload: unknown): Rendered => {
          const { status, reporters = [] } = payload as Finished;
          const axe = reporters.find((report) => report.type === 'a11y');
          if (axe?.status === 'failed') {
            const violations =
              (axe.result as { violations?: { id: string; nodes?: { html?: string }[] }[] })
                ?.violations ?? [];
            return {
              ok: false,
              error: `axe in ${rerenderAs ?? theme}: ${violations
                .map((v) => `${v.id} at ${v.nodes?.map((n) => n.html?.slice(0, 160)).join(' | ')}`)
                .join('; ')}`,
            };
          }
          return status === 'success'
            ? { ok: true }
            : { ok: false, error: `finished with ${status}: ${JSON.stringify(reporters)}` };
        };
        const events: Record<string, (payload: unknown) => Rendered> = {
          // Emitted after the play function and Storybook's afterEach (axe): the render is idle,
          // so a theme switch that follows re-renders at once.
          storyFinished: finished,
          storyErrored: (p) => ({ ok: false, error: JSON.stringify(p) }),
          storyThrewException: (p) => ({ ok: false, error: JSON.stringify(p) }),
          playFunctionThrewException: (p) => ({ ok: false, error: JSON.stringify(p) }),
          // What Storybook counts against a story as "finished with error" while axe passed: an
          // uncaught error or rejection during its play. Named here, so a failure says which.
          unhandledErrorsWhilePlaying: (p) => ({
            ok: false,
            error: `unhandled errors while playing: ${JSON.stringify(p)}`,
          }),
          storyMissing: () => ({ ok: false, error: `story ${id} is missing` }),
        };
        const listeners: Record<string, (payload: unknown) => void> = {};
        for (const [event, outcome] of Object.entries(events)) {
          listeners[event] = (payload) => {
            // A late event of the story before (a re-render it had queued) is not this one's.
            const story = (payload as { storyId?: string } | undefined)?.storyId;
            if (story !== undefined && story !== id) return;
            for (const [name, fn] of Object.entries(listeners)) channel.off(name, fn);
            resolve(outcome(payload));
          };
          channel.on(event, listeners[event]);
        }
        if (rerenderAs) {
          void preview.onUpdateGlobals({ globals: { theme: rerenderAs } });
          return;
        }
        // The previous story may have been left in another theme: the next one starts in this
        // one, without re-rendering the previous one first.
        preview.storyStoreValue.userGlobals.update({ theme, locale });
        // The story the page opened with is already shown: render it again from scratch.
        if (current === id) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, theme, locale, rerenderAs },
  );
}

/**
 * Each fresh render starts as on a fresh page load: no preference another story stored (the
 * colour mode's `Default` story stores one that `Forced Dark` would show). Focus rings follow
 * react-aria's last input modality, which a previous story's play function left as pointer or
 * keyboard; a key press that no story handles puts it back to keyboard, as after a fresh page
 * load (no modality yet: focus is shown).
 */
async function freshStart(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Unidentified', bubbles: true }));
  });
}

/**
 * Waits for what the story shows to settle: the mocked requests answered, web fonts loaded,
 * two frames painted. toHaveScreenshot then also waits for two equal screenshots.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const entry of entries) {
  test(`${entry.title} / ${entry.name}`, async ({ preview }) => {
    const size = await storySize(preview, entry.id);
    const current = preview.viewportSize();
    if (current?.width !== size.width || current.height !== size.height)
      await preview.setViewportSize(size);
    // The system preference follows the theme too (the colour mode's `system` reads it).
    await preview.emulateMedia({ colorScheme: 'light' });
    const shoot = screenshotOf(entry);
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await preview.emulateMedia({ colorScheme: theme });
      if (theme === 'light' || playInDark) await freshStart(preview);
      const rendered =
        theme === 'light' || playInDark
          ? await renderStory(preview, entry.id, theme)
          : await renderStory(preview, entry.id, 'light', theme);
      expect(rendered, `${entry.id} in ${locale}, ${theme}`).toEqual({ ok: true });
      if (!shoot) continue;
      await settle(preview);
      await expect.soft(preview).toHaveScreenshot([theme, `${entry.id}.png`], {
        fullPage: true,
        // Ids the mock backend draws at random (a checkout session `cs_…`, a subscription
        // `sub_…`) differ run to run: they are masked, the rest of the story is compared.
        mask: [preview.getByText(/^(?:cs|sub|subs|inv)[_-][0-9a-z]{8,}$/)],
      });
    }
  });
}
