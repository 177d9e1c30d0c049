import { useMemo, useSyncExternalStore } from 'react';
import { useApiClient } from '../react/api-provider';
import type { AuthCore, AuthStatus } from './auth-types';
import type { Session } from './session';

/** What {@link useAuth} returns: the state plus the actions of the auth core. */
export interface UseAuthResult extends Pick<
  AuthCore,
  'signIn' | 'signUp' | 'signOut' | 'refresh' | 'getSession'
> {
  status: AuthStatus;
  session: Session | null;
}

function useAuthState(core: AuthCore) {
  return useSyncExternalStore(core.subscribe, core.getState, core.getState);
}

/** The auth state and actions (spec section 4, Auth) of the injected client. Never navigates. */
export function useAuth(): UseAuthResult {
  const core = useApiClient().auth;
  const state = useAuthState(core);
  return useMemo(
    () => ({
      status: state.status,
      session: state.session,
      signIn: core.signIn,
      signUp: core.signUp,
      signOut: core.signOut,
      refresh: core.refresh,
      getSession: core.getSession,
    }),
    [core, state],
  );
}

/** The session only: `{ status, data }`; `data` is null unless authenticated. */
export function useSession(): { status: AuthStatus; data: Session | null } {
  const state = useAuthState(useApiClient().auth);
  return { status: state.status, data: state.session };
}
