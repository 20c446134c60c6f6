import { useCallback } from 'react';
import { checkoutTargetPath } from '@avios/sdk/checkout';
import type { CheckoutState } from '@avios/sdk';
import { useAvios } from './useAvios';
import { useNavigation } from './useNavigation';

export interface FollowOptions {
  /** The result page's /external variant, under the external layout (spec §2). */
  external?: boolean;
  /** Replace the current history entry (a page the member should not come back to). */
  replace?: boolean;
}

/**
 * Follows where the checkout controller leads, the one place that turns its `navigating`
 * state into a move (spec §4): `reauthenticate` signs in again with the step-up scope and a
 * way back (after a popup sign-in the page is still here, so it goes there itself); any
 * other target is a path in the shop. Answers whether the state led anywhere.
 */
export function useFollowCheckout(): (
  state: CheckoutState,
  options?: FollowOptions,
) => Promise<boolean> {
  const { session } = useAvios();
  const navigation = useNavigation();
  const go = useCallback(
    (path: string, options: FollowOptions) =>
      navigation.navigate(path, options.replace ? { replace: true } : undefined),
    [navigation],
  );
  return useCallback(
    async (state, options = {}) => {
      if (state.status !== 'navigating') return false;
      const { target } = state;
      if (target.type === 'reauthenticate') {
        const result = await session.login({
          returnTo: navigation.href(target.returnTo),
          stepUp: true,
        });
        if (result?.mode === 'popup') go(target.returnTo, options);
        return true;
      }
      go(checkoutTargetPath(target, { external: options.external ?? false }), options);
      return true;
    },
    [session, navigation, go],
  );
}
