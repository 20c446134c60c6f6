// The checkout status of whatever the purchase API answered for a transaction (spec §4):
// a transaction state, a subscription, or the generic fallback's data.
import { apiErrorCode } from '../errors/errorCode';
import type { ErrorCode } from '../errors/errorCode';
import { checkoutStatus, subscriptionCheckoutStatus } from '../rules/checkoutStatus';
import type { CheckoutStatus } from '../rules/checkoutStatus';
import { checkoutNavigation } from '../rules/checkoutNavigation';
import { transactionTypeFromId } from '../rules/transactionTypeFromId';
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

/**
 * True when the transaction is past its payment step (spec §4 `payment_started`, `done`,
 * `failed`, or the steps after an authorised payment that §4 still reads as pending: the
 * card has been charged by then): its result page has the outcome, and the member must not
 * be offered to pay again.
 */
export function isPastPayment(details: TransactionDetails, transactionId: string): boolean {
  const status = transactionStatus(details, { productType: transactionTypeFromId(transactionId) });
  if (checkoutNavigation(status) === 'transaction-page') return true;
  const step =
    'statusName' in details && typeof details.statusName === 'string'
      ? details.statusName.toLowerCase().replace(/[\s-]+/g, '_')
      : '';
  return step === 'payment_authorised' || step === 'credit_points';
}

/** The payment session the payment step needs, if the answer carries one. */
export function paymentSessionOf(details: TransactionDetails): PaymentSession | undefined {
  return isSubscription(details) ? details.paymentSession : details.payload.paymentSession;
}

/** The numeric transaction error code, if any (spec §8: its meaning is not shown). */
export function transactionErrorCode(details: TransactionDetails): number | undefined {
  return isSubscription(details) ? details.errorCode : details.payload.errorCode;
}

/**
 * How a finished transaction ended, read the same way by the result page, the elements'
 * `avios-transaction-finish` event and the polling hooks (spec §4 status, §8 codes).
 */
export interface TransactionOutcome {
  status: 'done' | 'failed';
  /** The purchase API's numeric code of a failure (spec §8: its meaning is not shown). */
  errorCode?: number;
  /**
   * The catalogue code whose message a failure shows: `api_error_{n}` for a failure with a
   * code, `missing_transaction` for one without (nothing to say about it but that it is gone).
   */
  code?: ErrorCode;
}

/** The outcome of a transaction whose checkout status is final. */
export function transactionOutcome(
  status: 'done' | 'failed',
  details: TransactionDetails | undefined,
): TransactionOutcome {
  if (status === 'done') return { status };
  const errorCode = details === undefined ? undefined : transactionErrorCode(details);
  return errorCode === undefined
    ? { status, code: 'missing_transaction' }
    : { status, errorCode, code: apiErrorCode(errorCode) };
}

/** What a transaction credits and costs, as checkout and its result show it. */
export interface TransactionTotals {
  /** Points bought, gifted, transferred or boosted; for a subscription, one period's. */
  points: number;
  bonus: number;
  /** Points the member receives when it is done (the state payload's amount plus bonus). */
  credited: number;
  multiplier?: number | undefined;
  currency: string;
  total: number;
  /** A subscription's billing interval (`monthly`, `annually`). */
  interval?: string | undefined;
  /** A subscription's next billing date, once it runs. */
  renewDate?: string | undefined;
}

/**
 * The amounts of a transaction answer (spec §7 state payload fields; for booster its
 * additionalData; for a subscription its cost and points per period, spec §3), or
 * `undefined` when the answer carries none (a subscription detail without its plan).
 */
export function transactionTotals(details: TransactionDetails): TransactionTotals | undefined {
  if (isSubscription(details)) {
    const { cost, avios } = details;
    if (!cost || !avios) return undefined;
    const interval = cost.frequency === 'annually' ? 'annually' : 'monthly';
    return {
      points: avios[interval],
      bonus: 0,
      credited: avios[interval],
      currency: cost.currency,
      total: cost.amount,
      interval,
      renewDate: details.subscriptionStatus === 'unverified' ? undefined : details.renewDate,
    };
  }
  const p = details.payload;
  const extra = p.additionalData;
  return {
    points: extra?.aviosAmount ?? p.aviosAmount,
    bonus: p.aviosBonusAmount ?? 0,
    credited: p.aviosAmount + (p.aviosBonusAmount ?? 0),
    multiplier: extra?.multiplier,
    currency: extra?.currency ?? p.currency,
    total: extra?.totalPrice ?? Math.round(p.aviosAmount * p.pricePerPoint * 100) / 100,
  };
}
