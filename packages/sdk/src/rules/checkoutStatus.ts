import { needsStepUp } from './products';
import type { TransactionType } from './transactionTypeFromId';

/** spec §4: checkout status values. */
export const CHECKOUT_STATUSES = [
  'mfa_pending',
  'payment_pending',
  'payment_started',
  'failed',
  'done',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** Server step names (docs/api-contract.md `StepName`), snake_case. */
export const STEP_NAMES = [
  'payment_session',
  'start_transaction',
  'payment_authorised',
  'credit_points',
  'payment_captured',
  'transaction_complete',
  'points_added_to_customer_account',
  'transaction_failed',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

// spec §4: server step names to status. transaction_failed is the contract's (chosen) step
// that accompanies an errorCode; it maps to failed even if the errorCode were missing.
const STEP_STATUS: Readonly<Record<StepName, CheckoutStatus>> = {
  payment_session: 'payment_pending',
  start_transaction: 'payment_pending',
  payment_authorised: 'payment_pending',
  credit_points: 'payment_pending',
  payment_captured: 'done',
  transaction_complete: 'done',
  points_added_to_customer_account: 'done',
  transaction_failed: 'failed',
};

/** `Payment Session`, `payment-session` and `payment_session` are the same step. */
function normaliseStep(stepName: string): string {
  return stepName
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export type CheckoutStatusInput = {
  /** Server step name, snake_case or spaced in any case. */
  stepName?: string | null;
  /** Numeric transaction error code from the state payload. */
  errorCode?: number | null;
  productType: TransactionType;
  /** Address returned by POST /transactions; for a transfer it asks for re-authentication. */
  redirectUrl?: string | null;
  followRedirect?: boolean | null;
};

/**
 * spec §4 mfa_pending: a product whose creation needs the step-up token (the product table's
 * `stepUp`: transfer) answered with a non-empty `redirectUrl` and `followRedirect === true`.
 */
export function needsReauthentication(
  input: Pick<CheckoutStatusInput, 'productType' | 'redirectUrl' | 'followRedirect'>,
): boolean {
  const { productType, redirectUrl, followRedirect } = input;
  return needsStepUp(productType) && !!redirectUrl && followRedirect === true;
}

/**
 * The checkout status of a transaction (spec §4), checked in this order:
 * 1. any numeric `errorCode` (0 included: the spec says any code) gives `failed`;
 * 2. a transfer with a non-empty `redirectUrl` and `followRedirect === true` gives
 *    `mfa_pending` (the caller clears `followRedirect` once the member has re-authenticated);
 * 3. the step name maps to `payment_pending` or `done` (`transaction_failed` to `failed`);
 * 4. anything else (missing or unknown step) gives `'unhandled'`.
 */
export function checkoutStatus(input: CheckoutStatusInput): CheckoutStatus | 'unhandled' {
  const { stepName, errorCode } = input;
  if (typeof errorCode === 'number') return 'failed';
  if (needsReauthentication(input)) return 'mfa_pending';
  if (!stepName) return 'unhandled';
  const step = normaliseStep(stepName);
  return Object.hasOwn(STEP_STATUS, step) ? STEP_STATUS[step as StepName] : 'unhandled';
}

/** spec §4: user subscription statuses. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'failed',
  'unverified',
  'refunded',
  'cancelled',
  'closed',
  'cancelled_scheduled',
  'refund_pending',
  'terminated',
  'autorenewing',
  'expired',
  'suspended',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// spec §4: subscription status mapping; the other statuses are not a checkout outcome.
const SUBSCRIPTION_CHECKOUT: Partial<Record<string, CheckoutStatus>> = {
  active: 'done',
  cancelled_scheduled: 'done',
  suspended: 'done',
  autorenewing: 'done',
  failed: 'failed',
  unverified: 'payment_pending',
};

/**
 * The checkout status of a subscription checkout from the subscription's status (spec §4):
 * active, cancelled_scheduled, suspended, autorenewing give `done`; failed gives `failed`;
 * unverified gives `payment_pending`; anything else `'unhandled'`. Case-insensitive.
 */
export function subscriptionCheckoutStatus(
  subscriptionStatus: string | null | undefined,
): CheckoutStatus | 'unhandled' {
  const key = (subscriptionStatus ?? '').trim().toLowerCase();
  return (Object.hasOwn(SUBSCRIPTION_CHECKOUT, key) && SUBSCRIPTION_CHECKOUT[key]) || 'unhandled';
}
