// One element's hosted checkout: the hand-off store (hostedCheckout.ts) wired to the
// element's routes and the SDK. Its checkout route opens the payment window instead of a
// payment form; the window's outcome moves it to its result route or back to its product step.
import { readTransaction } from '@avios/sdk/checkout';
import { fallbackRouteForFailedLoad } from '@avios/sdk/rules';
import type { AviosInstance } from '@avios/react';
import type * as ElementRoutes from './elementRoutes';
import type { ElementKind, ElementRoute } from './elementRoutes';
import { createHostedCheckout } from './hostedCheckout';
import type { HostedCheckout } from './hostedCheckout';
import { pastPayment } from './hostedHandOff';

/** What an element needs of the hand-off: its store, and the checkout route taken over. */
export interface ElementHostedCheckout extends HostedCheckout {
  /**
   * Called before the element shows an internal route: `/checkout/{id}` opens the payment
   * window instead of a payment form. True when the page is leaving (a same-tab redirect).
   */
  intercept(to: string): boolean;
}

/**
 * The hand-off of one element with `checkout="hosted"` (useHostedCheckout.ts creates it):
 * `setRoute` moves the element, `startPath()` is its product step now.
 */
export function createElementHostedCheckout(options: {
  checkoutUrl: string;
  avios: AviosInstance;
  kind: ElementKind;
  setRoute(route: ElementRoute): void;
  startPath(): string;
  /**
   * The element's route helpers (elementRoutes.ts), handed in by the element's own script:
   * imported here, they would be split out of it into a chunk of their own.
   */
  routes: Pick<typeof ElementRoutes, 'pageHrefFor' | 'parsePath' | 'screenFor'>;
}): ElementHostedCheckout {
  const { avios, kind, setRoute } = options;
  const { pageHrefFor, parsePath, screenFor } = options.routes;
  const store = createHostedCheckout({
    checkoutUrl: options.checkoutUrl,
    context: () => {
      const { partner, language, market } = avios.context.current();
      return { partner, language, market };
    },
    returnAddress: (id) =>
      new URL(
        pageHrefFor(`/checkout/transaction/${encodeURIComponent(id)}`, window.location),
        window.location.href,
      ).href,
    // read as the SDK's checkout reads it (the endpoint its id prefix names, spec §4)
    pastPayment: async (id) =>
      pastPayment(
        await readTransaction({ api: avios.api, generic: avios.genericTransactions }, id),
        id,
      ),
    showResult: (id) => setRoute(parsePath(`/checkout/transaction/${encodeURIComponent(id)}`)),
    keepChoice: (id) => {
      // spec §8's way out of a payment that cannot go on: the choice stays for the product
      // page (which shows it chosen again), and the next try is a new order
      avios.checkout.reset();
      const draft = avios.drafts.read();
      const kept = draft?.transactionId === id ? avios.drafts.release() : draft;
      const back = fallbackRouteForFailedLoad(
        kept ? { draftType: kept.type } : { transactionId: id },
      );
      const start = options.startPath();
      const same = screenFor(kind, back)?.screen === screenFor(kind, start)?.screen;
      setRoute(parsePath(same || !screenFor(kind, back) ? start : back));
    },
  });
  return {
    ...store,
    intercept(to) {
      const target = screenFor(kind, to);
      if (target?.screen !== 'checkout' || !target.transactionId) return false;
      return store.open(target.transactionId) === 'redirect';
    },
  };
}
