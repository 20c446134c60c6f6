import { useMemo } from 'react';
import type { LoginOptions, LoginResult, LogoutOptions } from '@avios/sdk/session';
import type { SessionSnapshot } from '@avios/sdk';
import { useAvios } from './useAvios';
import { useStore } from './useStore';

export interface UseSessionResult extends SessionSnapshot {
  /** True once the member is signed in. */
  signedIn: boolean;
  /** True while the session is still being checked. */
  loading: boolean;
  /** See the SDK's `session.login`: `{ mode: 'popup' }` once signed in without leaving. */
  login(options?: LoginOptions): Promise<LoginResult | undefined>;
  logout(options?: LogoutOptions): Promise<void>;
}

/** The sign-in state (spec §4 Auth) and the SDK's login/logout. */
export function useSession(): UseSessionResult {
  const { session } = useAvios();
  const snapshot = useStore(session);
  return useMemo(
    () => ({
      ...snapshot,
      signedIn: snapshot.status === 'authenticated',
      loading: snapshot.status === 'loading',
      login: (options?: LoginOptions) => session.login(options),
      logout: (options?: LogoutOptions) => session.logout(options),
    }),
    [snapshot, session],
  );
}
