import { render, renderHook } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIntl } from './index';

afterEach(() => vi.restoreAllMocks());

describe('useIntl of the features kit (partner trial: the error names the provider to add)', () => {
  it('throws an error naming LocperfProvider when a widget renders without it', () => {
    // React logs the error of a failed render; the test only needs the thrown one.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Every feature reads the language through this hook (lint: features/no useIntl of react-intl).
    function Widget() {
      return <p>{useIntl().formatMessage({ id: 'test.probe', defaultMessage: 'Hallo' })}</p>;
    }
    expect(() => render(<Widget />)).toThrow(
      /need <LocperfProvider> from @locperf\/features\/provider above them/,
    );
  });

  it('reads the active language inside the provider', () => {
    const { result } = renderHook(() => useIntl(), {
      wrapper: ({ children }) => (
        <IntlProvider locale="de" messages={{}}>
          {children}
        </IntlProvider>
      ),
    });
    expect(result.current.locale).toBe('de');
  });
});
