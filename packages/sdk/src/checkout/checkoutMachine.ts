// The checkout as a pure machine (XState style): `transition(state, event) -> state`, with no
// timers or network. The controller runs the calls and feeds their outcomes in as events.
import type { SdkError } from '../errors/sdkError';
import { checkoutNavigation } from '../rules/checkoutNavigation';
import { needsReauthentication } from '../rules/checkoutStatus';
import type { CheckoutStatus } from '../rules/checkoutStatus';
import { transactionTypeFromId } from '../rules/transactionTypeFromId';
import type { TransactionType } from '../rules/transactionTypeFromId';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import type { PaymentSession } from '../schemas/purchaseApi';
import type { PaymentResult } from '../payments/paymentProvider';
import { IDLE } from './checkoutState';
import { transactionOutcome } from './transactionStatus';
import type { TransactionDetails, TransactionOutcome } from './transactionStatus';

/** Where the shop should go next; paths are relative to the base path and locale. */
export type CheckoutTarget =
  /** The checkout page of a created transaction: `/checkout/{id}`. */
  | { type: 'checkout'; transactionId: string }
  /** The transaction result page: `/checkout/transaction/{id}` (spec §4). */
  | { type: 'transaction'; transactionId: string }
  /** spec §4 mfa_pending: sign in again (step-up), then come back to `returnTo`. */
  | { type: 'reauthenticate'; returnTo: string; redirectUrl?: string }
  /** A product start page or `/` after a failure (spec §4). */
  | { type: 'route'; route: string };

/** The transaction a state is about. */
export interface CheckoutTransaction {
  transactionId: string;
  /**
   * Its product (spec §4: from the id prefix; `generic` for a prefix that names none), so
   * that no reader of the snapshot turns the id into a product itself.
   */
  productType: TransactionType;
}

export type CheckoutState =
  | { status: 'idle' }
  | { status: 'editing'; draft: CheckoutDraft }
  | { status: 'submitting'; draft: CheckoutDraft }
  | ({ status: 'loading' } & CheckoutTransaction)
  | ({
      status: 'payment';
      details: TransactionDetails;
      session?: PaymentSession;
      error?: SdkError;
    } & CheckoutTransaction)
  | ({
      status: 'paying';
      details: TransactionDetails;
      session: PaymentSession;
      step: 'card' | 'challenge';
    } & CheckoutTransaction)
  | ({
      status: 'challenge';
      details: TransactionDetails;
      session: PaymentSession;
      error?: SdkError;
    } & CheckoutTransaction)
  | ({
      status: 'polling';
      checkoutStatus?: CheckoutStatus | 'unhandled';
      details?: TransactionDetails;
      /** Set once a check answers failed, before polling stops. */
      outcome?: TransactionOutcome;
    } & CheckoutTransaction)
  | ({
      status: 'finished';
      checkoutStatus: 'done' | 'failed';
      details: TransactionDetails;
      outcome: TransactionOutcome;
    } & CheckoutTransaction)
  /**
   * Polling gave up (spec §4: more than 3 failed fetches) before the outcome was known. The
   * member may have paid: this is "not known yet", never "failed", and a new `poll` may
   * start again at any time.
   */
  | ({ status: 'unknown'; error: SdkError } & CheckoutTransaction)
  | ({ status: 'navigating'; target: CheckoutTarget; error?: SdkError } & MaybeTransaction)
  | ({ status: 'error'; error: SdkError; draft?: CheckoutDraft } & MaybeTransaction);

/** A state that may be about a transaction: with both its fields, or with neither. */
type MaybeTransaction =
  CheckoutTransaction | { transactionId?: undefined; productType?: undefined };

export type CheckoutStateStatus = CheckoutState['status'];

export type CheckoutEvent =
  | { type: 'start'; draft: CheckoutDraft }
  | { type: 'edit'; draft: CheckoutDraft }
  | { type: 'submit' }
  /**
   * The draft's transaction exists (created now, or before a reload); `redirectUrl` and
   * `followRedirect` are the create answer's (spec §4 mfa_pending).
   */
  | {
      type: 'submit_done';
      transactionId: string;
      redirectUrl?: string | null | undefined;
      followRedirect?: boolean | null | undefined;
    }
  | { type: 'submit_failed'; error: SdkError }
  | { type: 'open'; transactionId: string }
  | {
      type: 'open_done';
      transactionId: string;
      details: TransactionDetails;
      /**
       * spec §4 "Opening checkout": the status decides where the member goes (the step
       * reports an unhandled one as `open_failed`).
       */
      checkoutStatus: CheckoutStatus | 'unhandled';
      /** The stored draft's `redirectUrl`, where an mfa_pending member signs in again. */
      redirectUrl?: string | null | undefined;
      session?: PaymentSession;
    }
  | { type: 'open_failed'; transactionId: string; error: SdkError; target?: CheckoutTarget }
  | { type: 'pay' }
  | { type: 'pay_done'; transactionId: string; result: PaymentResult }
  | { type: 'pay_failed'; transactionId: string; error: SdkError; target?: CheckoutTarget }
  | { type: 'poll'; transactionId: string }
  | {
      type: 'poll_update';
      transactionId: string;
      checkoutStatus: CheckoutStatus | 'unhandled';
      details: TransactionDetails;
    }
  | {
      type: 'poll_done';
      transactionId: string;
      checkoutStatus: 'done' | 'failed';
      details: TransactionDetails;
    }
  | { type: 'poll_failed'; transactionId: string; error: SdkError }
  /** spec §8: the transaction cannot be loaded; the member goes back to the product start. */
  | { type: 'poll_missing'; transactionId: string; error: SdkError; target: CheckoutTarget }
  | { type: 'reset' };

export { IDLE };

/** States that own a call in flight; new work waits for them. */
const BUSY: readonly CheckoutStateStatus[] = ['submitting', 'paying'];

const transactionOf = (state: CheckoutState): string | undefined =>
  'transactionId' in state ? state.transactionId : undefined;

/** The transaction `transactionId` and its product (spec §4: the id prefix names it). */
const about = (transactionId: string): CheckoutTransaction => ({
  transactionId,
  productType: transactionTypeFromId(transactionId),
});

/**
 * spec §4 mfa_pending: the member signs in again (step-up) at the create answer's
 * `redirectUrl`, then comes back to the transaction's checkout.
 */
function reauthenticate(transactionId: string, redirectUrl: string | null | undefined) {
  const target: CheckoutTarget = {
    type: 'reauthenticate',
    returnTo: `/checkout/${encodeURIComponent(transactionId)}`,
    ...(redirectUrl ? { redirectUrl } : {}),
  };
  return target;
}

/**
 * spec §4 "Opening checkout": mfa_pending signs in again and comes back; payment_started,
 * done and failed go to the result page; payment_pending stays for the payment step.
 */
function opened(
  state: Extract<CheckoutState, { status: 'loading' }>,
  event: Extract<CheckoutEvent, { type: 'open_done' }>,
): CheckoutState {
  const { transactionId, productType } = state;
  switch (checkoutNavigation(event.checkoutStatus)) {
    case 'reauthenticate': {
      const target = reauthenticate(transactionId, event.redirectUrl);
      return { status: 'navigating', target, transactionId, productType };
    }
    case 'transaction-page': {
      const target: CheckoutTarget = { type: 'transaction', transactionId };
      return { status: 'navigating', target, transactionId, productType };
    }
    case 'stay': {
      const { details } = event;
      const payment: CheckoutState = { status: 'payment', transactionId, productType, details };
      if (event.session) payment.session = event.session;
      return payment;
    }
    case 'error':
      return state;
  }
}

/**
 * The next checkout state. Events that do not fit the current state (a late answer for
 * another transaction, a second submit) return the same state object.
 */
export function transition(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  const busy = BUSY.includes(state.status);
  switch (event.type) {
    case 'start':
      return busy ? state : { status: 'editing', draft: event.draft };
    case 'edit':
      if (state.status === 'editing') return { status: 'editing', draft: event.draft };
      if (state.status === 'error' && state.draft) return { status: 'editing', draft: event.draft };
      return state;
    case 'submit':
      if (state.status === 'editing') return { status: 'submitting', draft: state.draft };
      if (state.status === 'error' && state.draft)
        return { status: 'submitting', draft: state.draft };
      return state;
    case 'submit_done': {
      if (state.status !== 'submitting') return state;
      const { transactionId, redirectUrl, followRedirect } = event;
      const productType = state.draft.type;
      const mfa = needsReauthentication({ productType, redirectUrl, followRedirect });
      const target: CheckoutTarget = mfa
        ? reauthenticate(transactionId, redirectUrl)
        : { type: 'checkout', transactionId };
      return { status: 'navigating', target, ...about(transactionId) };
    }
    case 'submit_failed':
      return state.status === 'submitting'
        ? { status: 'error', error: event.error, draft: state.draft }
        : state;
    case 'open':
      return busy ? state : { status: 'loading', ...about(event.transactionId) };
    case 'open_done':
      if (state.status !== 'loading' || state.transactionId !== event.transactionId) return state;
      return opened(state, event);
    case 'open_failed': {
      if (state.status !== 'loading' || state.transactionId !== event.transactionId) return state;
      const { transactionId, productType } = state;
      const { error, target } = event;
      return target
        ? { status: 'navigating', target, transactionId, productType, error }
        : { status: 'error', error, transactionId, productType };
    }
    case 'pay':
      if ((state.status === 'payment' || state.status === 'challenge') && state.session) {
        return {
          status: 'paying',
          transactionId: state.transactionId,
          productType: state.productType,
          details: state.details,
          session: state.session,
          step: state.status === 'payment' ? 'card' : 'challenge',
        };
      }
      return state;
    case 'pay_done': {
      if (state.status !== 'paying' || state.transactionId !== event.transactionId) return state;
      const { transactionId, productType, details, session } = state;
      if (event.result.status === 'challenge') {
        return { status: 'challenge', transactionId, productType, details, session };
      }
      // spec §4: authorised or refused, the result page polls the outcome
      const target: CheckoutTarget = { type: 'transaction', transactionId };
      return { status: 'navigating', target, transactionId, productType };
    }
    case 'pay_failed': {
      if (state.status !== 'paying' || state.transactionId !== event.transactionId) return state;
      const { transactionId, productType, details, session } = state;
      const { error, target } = event;
      if (target) return { status: 'navigating', target, transactionId, productType, error };
      return state.step === 'card'
        ? { status: 'payment', transactionId, productType, details, session, error }
        : { status: 'challenge', transactionId, productType, details, session, error };
    }
    case 'poll':
      return busy ? state : { status: 'polling', ...about(event.transactionId) };
    case 'poll_update':
      if (state.status !== 'polling' || state.transactionId !== event.transactionId) return state;
      return {
        status: 'polling',
        transactionId: state.transactionId,
        productType: state.productType,
        checkoutStatus: event.checkoutStatus,
        details: event.details,
        ...(event.checkoutStatus === 'failed'
          ? { outcome: transactionOutcome('failed', event.details) }
          : {}),
      };
    case 'poll_done':
      if (state.status !== 'polling' || state.transactionId !== event.transactionId) return state;
      return {
        status: 'finished',
        transactionId: state.transactionId,
        productType: state.productType,
        checkoutStatus: event.checkoutStatus,
        details: event.details,
        outcome: transactionOutcome(event.checkoutStatus, event.details),
      };
    case 'poll_failed':
      if (state.status !== 'polling' || transactionOf(state) !== event.transactionId) return state;
      // the payment may have gone through: the outcome is unknown, not failed
      return { status: 'unknown', error: event.error, ...about(event.transactionId) };
    case 'poll_missing':
      if (state.status !== 'polling' || transactionOf(state) !== event.transactionId) return state;
      return { status: 'navigating', target: event.target, ...about(event.transactionId) };
    case 'reset':
      return state.status === 'idle' ? state : IDLE;
  }
}
