import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ColorModeProvider, colorModeStorageKey, useColorMode } from './color-mode';

function Probe() {
  const { preference, mode, toggle, setPreference } = useColorMode();
  return (
    <div>
      <p>{`preference:${preference} mode:${mode}`}</p>
      <button onClick={toggle}>toggle</button>
      <button onClick={() => setPreference('system')}>system</button>
    </div>
  );
}

describe('ColorModeProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('reads the stored preference before the first render', () => {
    localStorage.setItem(colorModeStorageKey, 'dark');
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(screen.getByText('preference:dark mode:dark')).toBeInTheDocument();
  });

  it('falls back to system when the stored value is corrupt', () => {
    localStorage.setItem(colorModeStorageKey, '{"not":"a mode"}');
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    // happy-dom reports no dark preference, so system resolves to light.
    expect(screen.getByText('preference:system mode:light')).toBeInTheDocument();
  });

  it('toggles between dark and light and writes the choice to storage', async () => {
    const user = userEvent.setup();
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('preference:dark mode:dark')).toBeInTheDocument();
    expect(localStorage.getItem(colorModeStorageKey)).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(localStorage.getItem(colorModeStorageKey)).toBe('light');
    await user.click(screen.getByRole('button', { name: 'system' }));
    expect(localStorage.getItem(colorModeStorageKey)).toBe('system');
  });

  it('lets a page force a mode over the stored preference', () => {
    localStorage.setItem(colorModeStorageKey, 'light');
    render(
      <ColorModeProvider forced="dark">
        <Probe />
      </ColorModeProvider>,
    );
    expect(screen.getByText('preference:light mode:dark')).toBeInTheDocument();
  });

  it('puts the theme class on a given element and swaps it on toggle', async () => {
    const user = userEvent.setup();
    const target = document.createElement('div');
    render(
      <ColorModeProvider target={target}>
        <Probe />
      </ColorModeProvider>,
    );
    const before = target.className;
    expect(before).not.toBe('');
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(target.className).not.toBe(before);
    expect(target.classList).toHaveLength(1);
  });

  it('survives storage that throws', async () => {
    const user = userEvent.setup();
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceeded');
    };
    try {
      render(
        <ColorModeProvider>
          <Probe />
        </ColorModeProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'toggle' }));
      expect(screen.getByText('preference:dark mode:dark')).toBeInTheDocument();
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
