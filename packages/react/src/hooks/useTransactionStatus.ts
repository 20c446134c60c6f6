import { useCallback, useEffect, useRef } from 'react';
import type { ErrorCode, SdkError } from '@avios/sdk';
import type { TransactionDetails, TransactionOutcome } from '@avios/sdk/checkout';
import { useCheckout } from './useCheckout';

export type TransactionStatusState =
  | { status: 'pending'; details?: TransactionDetails | undefined }
  | { status: 'done'; details: TransactionDetails }
  | {
      status: 'failed';
      details?: TransactionDetails | undefined;
      /** The purchase API's numeric code, when it gave one (spec §8). */
      errorCode?: number | undefined;
      /** The catalogue code whose message the failure shows (the SDK's transaction outcome). */
      code: ErrorCode;
    }
  /**
   * The status checks kept failing (offline, maintenance, a timeout) before the outcome was
   * known. The member may have paid: say so, keep checking, never offer to buy again.
   */
  | { status: 'unknown'; error: SdkError };

export type TransactionStatus = TransactionStatusState & {
  /** Checks the status again (polling restarts); a no-op while a check is running. */
  recheck(): void;
};

/**
 * Polls a transaction through the SDK checkout controller (spec §4: every 3000 ms until done
 * or failed, or more than 3 failed fetches) and reads the outcome from its snapshot. When
 * polling gives up the outcome is `unknown`, and checking starts again by itself when the
 * browser comes back online or the member returns to the page, or on `recheck()`.
 */
export function useTransactionStatus(transactionId: string | undefined): TransactionStatus {
  const { state, checkout } = useCheckout();
  const stopRef = useRef<(() => void) | undefined>(undefined);

  const start = useCallback(() => {
    if (!transactionId) return;
    stopRef.current?.();
    stopRef.current = checkout.poll(transactionId);
  }, [checkout, transactionId]);

  useEffect(() => {
    start();
    return () => {
      stopRef.current?.();
      stopRef.current = undefined;
    };
  }, [start]);

  const mine = 'transactionId' in state && state.transactionId === transactionId;
  const unknown = mine && state.status === 'unknown';
  useEffect(() => {
    if (!unknown || typeof window === 'undefined') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') start();
    };
    window.addEventListener('online', start);
    window.addEventListener('pageshow', start);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', start);
      window.removeEventListener('pageshow', start);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [unknown, start]);

  const recheck = useCallback(() => {
    if (checkout.getSnapshot().status !== 'polling') start();
  }, [checkout, start]);

  return { ...readStatus(state, mine), recheck };
}

function readStatus(
  state: ReturnType<typeof useCheckout>['state'],
  mine: boolean,
): TransactionStatusState {
  if (!mine) return { status: 'pending' };
  switch (state.status) {
    case 'finished':
      return state.outcome.status === 'done'
        ? { status: 'done', details: state.details }
        : failed(state.details, state.outcome);
    case 'unknown':
      return { status: 'unknown', error: state.error };
    case 'error':
      return { status: 'failed', code: 'missing_transaction' };
    case 'polling':
      if (state.outcome) return failed(state.details, state.outcome);
      return { status: 'pending', details: state.details };
    default:
      return { status: 'pending' };
  }
}

function failed(
  details: TransactionDetails | undefined,
  outcome: TransactionOutcome,
): TransactionStatusState {
  return {
    status: 'failed',
    details,
    errorCode: outcome.errorCode,
    code: outcome.code ?? 'missing_transaction',
  };
}
