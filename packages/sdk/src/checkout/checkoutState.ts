// What the screens and the checkout facade (lazyCheckout.ts) read of the checkout before its
// controller is in: the idle state and the shop path of a target. Small and free of the
// machine, so that the first render carries only this of the checkout.
import type { CheckoutState, CheckoutTarget } from './checkoutMachine';

export const IDLE: CheckoutState = Object.freeze({ status: 'idle' });

/** spec §2 path of a target, relative to the base path; `external` uses the /external layout. */
export function checkoutTargetPath(
  target: CheckoutTarget,
  options: { external?: boolean } = {},
): string {
  const prefix = options.external ? '/external' : '';
  switch (target.type) {
    case 'checkout':
      return `${prefix}/checkout/${encodeURIComponent(target.transactionId)}`;
    case 'transaction':
      return `${prefix}/checkout/transaction/${encodeURIComponent(target.transactionId)}`;
    case 'reauthenticate':
      return target.returnTo;
    case 'route':
      return target.route;
  }
}
