import { useEffect } from 'react';
import { fallbackRouteForFailedLoad } from '@avios/sdk/rules';
import type { CheckoutState } from '@avios/sdk';
import { useCheckout } from '../../hooks/useCheckout';
import { useFollowCheckout } from '../../hooks/useFollowCheckout';
import { useNavigation } from '../../hooks/useNavigation';

/**
 * Opens a transaction through the SDK checkout controller and follows where it leads
 * (spec §4 "Opening checkout"): mfa_pending signs in again (step-up) with a way back;
 * payment_started, done and failed go to the result page (its /external variant under the
 * external layout); payment_pending stays for the payment step; a failed load goes to the
 * SDK's fallback route. An unhandled status leaves the controller in `error`.
 */
export function useOpenCheckout(
  transactionId: string | undefined,
  external: boolean,
): CheckoutState {
  const { state, checkout } = useCheckout();
  const navigation = useNavigation();
  const follow = useFollowCheckout();

  useEffect(() => {
    if (transactionId) void checkout.open(transactionId);
    // spec §4: without a transaction there is nothing to pay: the draft's page, else /
    else {
      const draftType = checkout.getDraft()?.type ?? null;
      navigation.navigate(fallbackRouteForFailedLoad({ draftType }), { replace: true });
    }
    // opening once per id is intended; navigation changes with every location
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout, transactionId]);

  useEffect(() => {
    if (state.status !== 'navigating') return;
    const { target } = state;
    // the purchase page's "go to checkout" that brought us here is already done
    if (target.type === 'checkout' && target.transactionId === transactionId) return;
    void follow(state, { external, replace: true });
    // follow changes with every navigation; acting once per state is intended
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, external]);

  return state;
}
