export type CheckoutNavigation = 'reauthenticate' | 'transaction-page' | 'stay' | 'error';

/**
 * Where opening checkout goes for a status (spec §4 "Opening checkout"):
 * `mfa_pending` re-authenticates (login with a redirect back); `payment_started`, `done`
 * and `failed` go to the checkout transaction page (or its external variant, the caller's
 * choice of layout); `payment_pending` stays and shows the payment form; anything else
 * (`'unhandled'`, unknown, missing) is an error the caller logs as 'Unhandled transaction
 * status'.
 */
export function checkoutNavigation(status: string | null | undefined): CheckoutNavigation {
  switch (status) {
    case 'mfa_pending':
      return 'reauthenticate';
    case 'payment_started':
    case 'done':
    case 'failed':
      return 'transaction-page';
    case 'payment_pending':
      return 'stay';
    default:
      return 'error';
  }
}
