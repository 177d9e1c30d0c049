import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useNotificationCenter } from '@locperf/features/notifications';
import { ToastStack } from '@locperf/features/toasts';
import { TEST_API_BASE } from '../test-utils/render';
import { LocperfProvider } from './locperf-provider';
import { loadLocperfMessages } from './messages';

/** Says something to the signed-in user, as the cart does ("added to your cart"). */
function Say() {
  const center = useNotificationCenter();
  return (
    <button
      onClick={() =>
        center.pushToast({ type: 'success', title: 'toast.title.success', timeout: 0 })
      }
    >
      say
    </button>
  );
}

describe('LocperfProvider when the user signs out (partner trial 7)', () => {
  it('closes the toasts said to that user once the token goes', async () => {
    const messages = await loadLocperfMessages('en');
    function PartnerApp() {
      const [token, setToken] = useState<string | null>('token-1');
      return (
        <>
          <button onClick={() => setToken(null)}>sign out</button>
          <LocperfProvider
            apiBase={TEST_API_BASE}
            messages={messages}
            auth={{ getToken: () => token }}
          >
            <Say />
            <ToastStack />
          </LocperfProvider>
        </>
      );
    }
    const user = userEvent.setup();
    render(<PartnerApp />);
    await user.click(await screen.findByRole('button', { name: 'say' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('button', { name: 'sign out' })));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
