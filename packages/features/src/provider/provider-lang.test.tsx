import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_API_BASE } from '../test-utils/render';
import { LocperfProvider } from './locperf-provider';
import { loadLocperfMessages } from './messages';

describe('LocperfProvider marks the widgets with their language (partner trial 7)', () => {
  it("tags the widgets' texts as German on an English page", async () => {
    document.documentElement.lang = 'en';
    const messages = await loadLocperfMessages('de');
    render(
      <LocperfProvider apiBase={TEST_API_BASE} locale="de" messages={messages}>
        <p>Bewertungen</p>
      </LocperfProvider>,
    );
    expect(screen.getByText('Bewertungen').closest('[lang]')?.getAttribute('lang')).toBe('de');
  });
});
