// The checkout status of whatever the purchase API answered for a transaction (spec §4):
// a transaction state, a subscription, or the generic fallback's data.
import { checkoutStatus, subscriptionCheckoutStatus } from '../rules/checkoutStatus';
import type { CheckoutStatus } from '../rules/checkoutStatus';
import type { TransactionType } from '../rules/transactionTypeFromId';
import type {
  PaymentSession,
  SubscriptionDetail,
  TransactionData,
  TransactionState,
} from '../schemas/purchaseApi';

/** An answer about one transaction. */
export type TransactionDetails = TransactionState | TransactionData | SubscriptionDetail;

export interface TransactionStatusInput {
  productType: TransactionType;
  /** From `POST /transactions`: a transfer with both asks for re-authentication. */
  redirectUrl?: string | null | undefined;
  followRedirect?: boolean | null | undefined;
}

function isSubscription(details: TransactionDetails): details is SubscriptionDetail {
  return 'subscriptionStatus' in details;
}

/** spec §4: checkout status of a transaction answer; `'unhandled'` for an unknown step. */
export function transactionStatus(
  details: TransactionDetails,
  input: TransactionStatusInput,
): CheckoutStatus | 'unhandled' {
  if (isSubscription(details)) {
    // spec §4: an errorCode makes the status failed, for subscriptions too
    if (typeof details.errorCode === 'number') return 'failed';
    return subscriptionCheckoutStatus(details.subscriptionStatus);
  }
  return checkoutStatus({
    stepName: details.statusName,
    errorCode: details.payload.errorCode,
    productType: input.productType,
    redirectUrl: input.redirectUrl,
    followRedirect: input.followRedirect,
  });
}

/** The payment session the payment step needs, if the answer carries one. */
export function paymentSessionOf(details: TransactionDetails): PaymentSession | undefined {
  return isSubscription(details) ? details.paymentSession : details.payload.paymentSession;
}

/** The numeric transaction error code, if any (spec §8: its meaning is not shown). */
export function transactionErrorCode(details: TransactionDetails): number | undefined {
  return isSubscription(details) ? details.errorCode : details.payload.errorCode;
}
