import { DEMO_WIDGET_TOKEN } from '@locperf/mocks';
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../test-utils/story';
import { EmbedProvider, type EmbedConsentMode, type EmbedLocale } from './embed-provider';

/**
 * Stories only: the partner widgets inside an EmbedProvider against the mock backend, with the
 * toolbar's theme and locale. `parameters.embed.consent` switches the consent placeholder on.
 */
export const withEmbedProvider: Decorator = (Story, context) => {
  const consent = (context.parameters.embed as { consent?: EmbedConsentMode } | undefined)?.consent;
  return (
    <div style={{ maxWidth: 720 }}>
      <EmbedProvider
        apiBase="/api"
        getToken={() => DEMO_WIDGET_TOKEN}
        locale={String(context.globals.locale ?? 'en') as EmbedLocale}
        colorMode={context.globals.theme === 'dark' ? 'dark' : 'light'}
        consent={consent ?? 'granted'}
      >
        <Story />
      </EmbedProvider>
    </div>
  );
};

/**
 * Stories only: the play of a widget whose API cannot be reached: the translated line, with
 * "Try again" (partner trial 8).
 */
export async function expectOfflineWithRetry({
  canvasElement,
  globals,
}: {
  canvasElement: HTMLElement;
  globals: { locale?: unknown };
}) {
  await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
    storyText(globals, 'embed.error.network'),
  );
  await expect(
    within(canvasElement).getByRole('button', { name: storyText(globals, 'embed.error.retry') }),
  ).toBeVisible();
}
