import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { AviosInstance, AviosNavigation } from '../aviosInstance';
import { AviosReactContext } from './aviosContext';

export interface AviosProviderProps {
  /** The SDK instance from `createAvios(...)`. */
  avios: AviosInstance;
  /** The host's router: current location and a `navigate(to, {replace})` function. */
  navigation: AviosNavigation;
  /** Calls `avios.init()` once when mounted (context cookies, session check). Defaults to `true`. */
  init?: boolean;
  children?: ReactNode;
}

/**
 * Makes the SDK instance and the host's navigation available to every Avios hook and
 * screen below it.
 */
export function AviosProvider({ avios, navigation, init = true, children }: AviosProviderProps) {
  useEffect(() => {
    if (!init) return;
    // init is idempotent in the SDK; a failure is already in the error store or the session
    avios.init().catch((error: unknown) => console.warn('[avios/react] init failed', error));
  }, [avios, init]);
  const value = useMemo(() => ({ avios, navigation }), [avios, navigation]);
  return <AviosReactContext.Provider value={value}>{children}</AviosReactContext.Provider>;
}
