import { useCallback, useRef, useState } from 'react';
import { productConfig } from '@avios/sdk/rules';
import type { CheckoutData, CheckoutType } from '@avios/sdk/schemas';
import type { Currency } from '@avios/sdk';
import type { DraftPatch } from '@avios/sdk/checkout';
import { useAvios } from './useAvios';
import { useFollowCheckout } from './useFollowCheckout';
import { useNavigation } from './useNavigation';
import { useSession } from './useSession';

export interface StartCheckout {
  /** True from a continue click until the shop has moved on (or the call failed). */
  busy: boolean;
  /**
   * From the product page: signs a visitor in (back to this very address), else starts or
   * reuses the draft of `product` with `data` (spec §4) and goes to the product's recipient
   * step (gift, transfer), or submits it and goes to checkout.
   */
  begin(data: CheckoutData, options?: { currency?: Currency }): Promise<void>;
  /**
   * Applies `patch` to the draft, creates the transaction (the draft id is its idempotency
   * key, so a double click or a retry never creates two) and follows where it leads:
   * checkout, or signing in again with the step-up scope when the API asks for it (spec §4
   * mfa_pending). A failure is in the SDK's error store (the screen's banner shows it).
   */
  submit(patch?: DraftPatch): Promise<void>;
  /** Sends a visitor to sign in, back to the current address. */
  login(): Promise<void>;
}

/**
 * The way from a product page to checkout, the same for every product (sign-in check,
 * draft, recipient step, submit, navigation). Steps and fields come from the SDK's product
 * table, so a screen names only its product.
 */
export function useStartCheckout(product: CheckoutType): StartCheckout {
  const { checkout, session: sdkSession } = useAvios();
  const session = useSession();
  // read at call time: right after a popup sign-in the rendered `signedIn` is still false
  const signedInNow = useCallback(
    () => sdkSession.getSnapshot().status === 'authenticated',
    [sdkSession],
  );
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  /** Signs in; true when it happened in a popup and the member is signed in here now. */
  const signInHere = useCallback(async () => {
    try {
      const result = await session.login({ returnTo: navigation.href(navigation.currentPath) });
      return result?.mode === 'popup' && signedInNow();
    } catch {
      // a closed popup, a timeout, a failed sign-in: the SDK put it in the error store,
      // where the page shows it; the member stays with their choice and may try again
      return false;
    }
  }, [session, navigation, signedInNow]);
  const login = useCallback(async () => {
    await signInHere();
  }, [signInHere]);

  const follow = useFollowCheckout();

  const submit = useCallback(
    async (patch?: DraftPatch) => {
      // a popup sign-in keeps the page: the same step goes on once signed in
      if (!signedInNow() && !(await signInHere())) return;
      if (running.current) return;
      running.current = true;
      setBusy(true);
      let moved = false;
      try {
        if (patch) checkout.update(patch);
        moved = await follow(await checkout.submit());
      } finally {
        running.current = false;
        if (!moved) setBusy(false);
      }
    },
    [checkout, follow, signInHere, signedInNow],
  );

  const begin = useCallback(
    async (data: CheckoutData, options?: { currency?: Currency }) => {
      // spec §2: continuing requires sign-in; the member comes back to this very URL (a
      // redirect), or goes on with the same choice at once (a popup)
      if (!signedInNow() && !(await signInHere())) return;
      if (running.current) return;
      checkout.start(product, data as CheckoutData<typeof product>, options);
      const recipientRoute = productConfig(product)?.recipientRoute;
      if (recipientRoute) {
        navigation.navigate(recipientRoute);
        return;
      }
      await submit();
    },
    [checkout, navigation, product, signInHere, signedInNow, submit],
  );

  return { busy, begin, submit, login };
}
