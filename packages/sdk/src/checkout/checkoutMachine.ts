// The checkout as a pure machine (XState style): `transition(state, event) -> state`, with no
// timers or network. The controller runs the calls and feeds their outcomes in as events.
import type { SdkError } from '../errors/sdkError';
import type { CheckoutStatus } from '../rules/checkoutStatus';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import type { PaymentSession } from '../schemas/purchaseApi';
import type { PaymentResult } from '../payments/paymentProvider';
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

export type CheckoutState =
  | { status: 'idle' }
  | { status: 'editing'; draft: CheckoutDraft }
  | { status: 'submitting'; draft: CheckoutDraft }
  | { status: 'loading'; transactionId: string }
  | {
      status: 'payment';
      transactionId: string;
      details: TransactionDetails;
      session?: PaymentSession;
      error?: SdkError;
    }
  | {
      status: 'paying';
      transactionId: string;
      details: TransactionDetails;
      session: PaymentSession;
      step: 'card' | 'challenge';
    }
  | {
      status: 'challenge';
      transactionId: string;
      details: TransactionDetails;
      session: PaymentSession;
      error?: SdkError;
    }
  | {
      status: 'polling';
      transactionId: string;
      checkoutStatus?: CheckoutStatus | 'unhandled';
      details?: TransactionDetails;
      /** Set once a check answers failed, before polling stops. */
      outcome?: TransactionOutcome;
    }
  | {
      status: 'finished';
      transactionId: string;
      checkoutStatus: 'done' | 'failed';
      details: TransactionDetails;
      outcome: TransactionOutcome;
    }
  /**
   * Polling gave up (spec §4: more than 3 failed fetches) before the outcome was known. The
   * member may have paid: this is "not known yet", never "failed", and a new `poll` may
   * start again at any time.
   */
  | { status: 'unknown'; transactionId: string; error: SdkError }
  | { status: 'navigating'; target: CheckoutTarget; transactionId?: string; error?: SdkError }
  | { status: 'error'; error: SdkError; transactionId?: string; draft?: CheckoutDraft };

export type CheckoutStateStatus = CheckoutState['status'];

export type CheckoutEvent =
  | { type: 'start'; draft: CheckoutDraft }
  | { type: 'edit'; draft: CheckoutDraft }
  | { type: 'submit' }
  | { type: 'submit_done'; transactionId: string; target: CheckoutTarget }
  | { type: 'submit_failed'; error: SdkError }
  | { type: 'open'; transactionId: string }
  | {
      type: 'open_done';
      transactionId: string;
      details: TransactionDetails;
      /** Present when the status leads elsewhere; absent for payment_pending (stay). */
      target?: CheckoutTarget;
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

export const IDLE: CheckoutState = Object.freeze({ status: 'idle' });

/** States that own a call in flight; new work waits for them. */
const BUSY: readonly CheckoutStateStatus[] = ['submitting', 'paying'];

const transactionOf = (state: CheckoutState): string | undefined =>
  'transactionId' in state ? state.transactionId : undefined;

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
    case 'submit_done':
      return state.status === 'submitting'
        ? { status: 'navigating', target: event.target, transactionId: event.transactionId }
        : state;
    case 'submit_failed':
      return state.status === 'submitting'
        ? { status: 'error', error: event.error, draft: state.draft }
        : state;
    case 'open':
      return busy ? state : { status: 'loading', transactionId: event.transactionId };
    case 'open_done': {
      if (state.status !== 'loading' || state.transactionId !== event.transactionId) return state;
      if (event.target) {
        return { status: 'navigating', target: event.target, transactionId: event.transactionId };
      }
      const payment: CheckoutState = {
        status: 'payment',
        transactionId: event.transactionId,
        details: event.details,
      };
      if (event.session) payment.session = event.session;
      return payment;
    }
    case 'open_failed':
      if (state.status !== 'loading' || state.transactionId !== event.transactionId) return state;
      return event.target
        ? {
            status: 'navigating',
            target: event.target,
            transactionId: event.transactionId,
            error: event.error,
          }
        : { status: 'error', error: event.error, transactionId: event.transactionId };
    case 'pay':
      if ((state.status === 'payment' || state.status === 'challenge') && state.session) {
        return {
          status: 'paying',
          transactionId: state.transactionId,
          details: state.details,
          session: state.session,
          step: state.status === 'payment' ? 'card' : 'challenge',
        };
      }
      return state;
    case 'pay_done': {
      if (state.status !== 'paying' || state.transactionId !== event.transactionId) return state;
      if (event.result.status === 'challenge') {
        const { transactionId, details, session } = state;
        return { status: 'challenge', transactionId, details, session };
      }
      // spec §4: authorised or refused, the result page polls the outcome
      const target: CheckoutTarget = { type: 'transaction', transactionId: state.transactionId };
      return { status: 'navigating', target, transactionId: state.transactionId };
    }
    case 'pay_failed': {
      if (state.status !== 'paying' || state.transactionId !== event.transactionId) return state;
      const { transactionId, details, session } = state;
      if (event.target)
        return { status: 'navigating', target: event.target, transactionId, error: event.error };
      return state.step === 'card'
        ? { status: 'payment', transactionId, details, session, error: event.error }
        : { status: 'challenge', transactionId, details, session, error: event.error };
    }
    case 'poll':
      return busy ? state : { status: 'polling', transactionId: event.transactionId };
    case 'poll_update':
      if (state.status !== 'polling' || state.transactionId !== event.transactionId) return state;
      return {
        status: 'polling',
        transactionId: state.transactionId,
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
        transactionId: event.transactionId,
        checkoutStatus: event.checkoutStatus,
        details: event.details,
        outcome: transactionOutcome(event.checkoutStatus, event.details),
      };
    case 'poll_failed':
      if (state.status !== 'polling' || transactionOf(state) !== event.transactionId) return state;
      // the payment may have gone through: the outcome is unknown, not failed
      return { status: 'unknown', error: event.error, transactionId: event.transactionId };
    case 'poll_missing':
      if (state.status !== 'polling' || transactionOf(state) !== event.transactionId) return state;
      return { status: 'navigating', target: event.target, transactionId: event.transactionId };
    case 'reset':
      return state.status === 'idle' ? state : IDLE;
  }
}
