import { useEffect } from 'react';
import type { TransactionDetails } from '@avios/sdk';
import { useCheckout } from './useCheckout';

export type TransactionStatusState =
  | { status: 'pending'; details?: TransactionDetails | undefined }
  | { status: 'done'; details: TransactionDetails }
  | { status: 'failed'; details?: TransactionDetails | undefined; errorCode?: number | undefined };

function errorCodeOf(details: TransactionDetails | undefined): number | undefined {
  if (!details) return undefined;
  if ('payload' in details) return details.payload.errorCode;
  return 'errorCode' in details && typeof details.errorCode === 'number'
    ? details.errorCode
    : undefined;
}

/**
 * Polls a transaction through the SDK checkout controller (spec §4: every 3000 ms until done
 * or failed, or more than 3 failed fetches) and reads the outcome from its snapshot.
 */
export function useTransactionStatus(transactionId: string | undefined): TransactionStatusState {
  const { state, checkout } = useCheckout();
  useEffect(() => {
    if (!transactionId) return;
    return checkout.poll(transactionId);
  }, [checkout, transactionId]);
  const mine = 'transactionId' in state && state.transactionId === transactionId;
  if (!mine) return { status: 'pending' };
  if (state.status === 'finished') {
    return state.checkoutStatus === 'done'
      ? { status: 'done', details: state.details }
      : { status: 'failed', details: state.details, errorCode: errorCodeOf(state.details) };
  }
  if (state.status === 'error') return { status: 'failed' };
  if (state.status === 'polling') {
    if (state.checkoutStatus === 'failed') {
      return { status: 'failed', details: state.details, errorCode: errorCodeOf(state.details) };
    }
    return { status: 'pending', details: state.details };
  }
  return { status: 'pending' };
}
