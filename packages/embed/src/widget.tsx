/**
 * The widget bundle the loader imports (issue 8): React, react-intl and the two partner widgets
 * of `@locperf/features`, rendered into the element's shadow root with their CSS.
 */
import { BoosterWidget } from '@locperf/features/booster-widget';
import { EmbedProvider, ReviewWidget } from '@locperf/features/review-widget';
import { createRoot } from 'react-dom/client';
import type { EmbedConfig, WidgetModule } from './config';

// Replaced at build time by the bundle's CSS (vite.config.ts, inlineCss), so the styles live in
// the shadow root and nowhere else.
const CSS_TEXT = '__LOCPERF_CSS__';

/** Puts the styles into the shadow root: a constructable sheet, or a `<style>` where unsupported. */
function adoptStyles(shadow: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS_TEXT);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = CSS_TEXT;
    shadow.append(style);
  }
}

function Widget({
  config,
  getToken,
}: {
  config: EmbedConfig;
  getToken: () => string | null | undefined;
}) {
  return (
    <EmbedProvider
      apiBase={config.apiBase}
      getToken={getToken}
      locale={config.locale}
      colorMode={config.theme}
    >
      {config.kind === 'booster' ? (
        <BoosterWidget locationId={config.locationId} legalNotice={config.legalNotice} />
      ) : (
        <ReviewWidget
          locationId={config.locationId}
          layout={config.layout}
          minRating={config.minRating}
          withTextOnly={config.withTextOnly}
          maxCount={config.maxCount}
          legalNotice={config.legalNotice}
        />
      )}
    </EmbedProvider>
  );
}

const silent = () => undefined;

export const mount: WidgetModule['mount'] = (shadow, initial, getToken) => {
  adoptStyles(shadow);
  const container = document.createElement('div');
  shadow.append(container);
  // The widgets catch their own errors; these keep React from reporting anything to the host's
  // console or window.onerror (issue 8, Errors).
  const root = createRoot(container, {
    onUncaughtError: silent,
    onCaughtError: silent,
    onRecoverableError: silent,
  });
  // A new token or attribute re-renders with a fresh key, so the widget fetches again.
  let revision = 0;
  const render = (config: EmbedConfig) => {
    revision += 1;
    root.render(<Widget key={revision} config={config} getToken={getToken} />);
  };
  render(initial);
  return { update: render, unmount: () => root.unmount() };
};

// config.ts's widgetSlot, spelt out: importing it would split config.ts into a chunk of its own,
// and widget.js must stay one self-contained file.
(globalThis as Record<symbol, WidgetModule>)[Symbol.for('locperf.embed.widget')] = { mount };
