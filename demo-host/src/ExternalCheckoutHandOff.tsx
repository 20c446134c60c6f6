import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useCheckout, useNavigation, useSession } from '@avios/react';
import type { RouteMatch } from '@avios/sdk/rules';
import {
  forgetHandOff,
  partnerOrigins,
  readHandOff,
  recallHandOff,
  rememberHandOff,
  resultMessage,
} from './externalCheckout';
import type { HandOff } from './externalCheckout';

/** The partner pages this shop hands results to (one place: `VITE_PARTNER_ORIGINS`). */
const PARTNER_ORIGINS = partnerOrigins(
  (import.meta.env as Record<string, string | undefined>).VITE_PARTNER_ORIGINS,
);

/** Session storage key: the transaction this tab already went to sign in for. */
const SIGN_IN_KEY = 'avios.externalCheckout.signIn';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Under spec §2's external layout, the hand-off with a partner's page (externalCheckout.ts):
 *
 * - The member arrives from the partner's site, where the shop's sign-in marker cookie is
 *   not: a visitor on `/external/checkout/…` signs in first (the identity provider's session
 *   answers at once, else its form), instead of the checkout failing and leaving for the
 *   product page (spec §4). Once per transaction and tab; after that the screens decide.
 * - Once the transaction of `/external/checkout/transaction/{id}` is final, the result goes to
 *   the popup's opener at the origin it gave, or the member goes back to the address it gave.
 */
export function ExternalCheckoutHandOff({
  match,
  search,
  children,
}: {
  match: RouteMatch;
  search: string;
  children: ReactNode;
}) {
  const { state } = useCheckout();
  const session = useSession();
  const navigation = useNavigation();
  const external = match.type === 'screen' && match.layout === 'external';
  const transactionId = external ? match.params.transactionId : undefined;
  const onResult = external && match.screen === 'checkout-transaction';

  const fromAddress = useMemo(() => readHandOff(search, PARTNER_ORIGINS), [search]);
  useEffect(() => {
    if (transactionId) rememberHandOff(tabStorage(), transactionId, fromAddress);
  }, [transactionId, fromAddress]);

  // a visitor signs in before the transaction is asked for (once per transaction and tab)
  const [signInFailed, setSignInFailed] = useState(false);
  const tried = useRef(false);
  const visitor = !session.loading && !session.signedIn;
  // read when the transaction first shows here: this tab came back from that sign-in already
  const triedBefore = useMemo(
    () => Boolean(transactionId) && tabStorage()?.getItem(SIGN_IN_KEY) === transactionId,
    [transactionId],
  );
  const signIn = Boolean(transactionId) && visitor && !signInFailed && !triedBefore;
  const returnTo = navigation.href(navigation.currentPath);
  useEffect(() => {
    if (!signIn || !transactionId || tried.current) return;
    tried.current = true;
    try {
      tabStorage()?.setItem(SIGN_IN_KEY, transactionId);
    } catch {
      // without storage the attempt is not remembered: the failure path below still ends it
    }
    session.login({ returnTo }).catch(() => setSignInFailed(true));
  }, [signIn, transactionId, session, returnTo]);

  const finished =
    onResult && state.status === 'finished' && state.transactionId === transactionId
      ? state.checkoutStatus
      : undefined;
  useEffect(() => {
    if (!finished || !transactionId) return;
    const handOff: HandOff =
      fromAddress.origin || fromAddress.returnTo
        ? fromAddress
        : recallHandOff(tabStorage(), transactionId, PARTNER_ORIGINS);
    const opener = window.opener as Window | null;
    if (handOff.origin && opener && opener !== window) {
      // only that origin can read it; the partner's element checks origin, window and id,
      // and asks the purchase API for the outcome itself
      opener.postMessage(resultMessage(transactionId, finished), handOff.origin);
    } else if (handOff.returnTo) {
      forgetHandOff(tabStorage());
      window.location.replace(handOff.returnTo);
    }
  }, [finished, transactionId, fromAddress]);

  // while the session is checked, or the member is on the way to sign in, the checkout
  // waits (opened by a visitor it would fail and leave the external layout)
  if (transactionId && (session.loading || signIn)) {
    return <div className="avios-lazy-screen" aria-busy="true" />;
  }
  return children;
}
