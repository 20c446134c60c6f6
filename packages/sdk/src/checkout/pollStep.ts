// The result step of checkout (spec §4): the transaction is polled until done or failed, and
// the stored draft cleared when polling ends. One poll at a time.
import { SdkError } from '../errors/sdkError';
import { asSdkError, isMissingTransaction } from './checkoutCore';
import type { CheckoutCore } from './checkoutCore';
import { transition } from './checkoutMachine';
import { pollTransactionStatus } from './statusPoller';
import type { StatusPoller } from './statusPoller';

export interface PollStep {
  /** Starts polling `transactionId` (stopping any other poll); returns its stop function. */
  poll(transactionId: string): () => void;
  /** Stops the running poll, if any. */
  stop(): void;
}

/** `pollIntervalMs` defaults to the poller's own (spec §9: 3000 ms). */
export function createPollStep(core: CheckoutCore, pollIntervalMs?: number): PollStep {
  const { send, draftStore, errors, fallbackTarget } = core;
  let poller: StatusPoller | undefined;

  const stop = () => {
    poller?.stop();
    poller = undefined;
  };

  function poll(transactionId: string): () => void {
    stop();
    const state = core.getState();
    if (transition(state, { type: 'poll', transactionId }) === state) return () => {};
    const polling = send({ type: 'poll', transactionId });
    if (polling.status !== 'polling') return () => {};
    const draft = core.draftFor(transactionId);
    const startDraftId = draftStore.read()?.id;
    const handle = pollTransactionStatus({
      id: transactionId,
      fetchState: core.fetchDetails,
      productType: polling.productType,
      redirectUrl: draft?.redirectUrl ?? null,
      followRedirect: draft?.followRedirect ?? false,
      ...(pollIntervalMs !== undefined ? { intervalMs: pollIntervalMs } : {}),
      onUpdate: ({ status, details }) =>
        send({ type: 'poll_update', transactionId, checkoutStatus: status, details }),
      // spec §8: a transaction that cannot be loaded (not found, or not this member's)
      // sends the member back to the product start at once
      isMissing: isMissingTransaction,
      onFinish: (result) => {
        if (poller === handle) poller = undefined;
        if (result.reason === 'missing') {
          const error = asSdkError(result.error);
          errors?.dispatch(new SdkError('missing_transaction', { cause: error }));
          send({
            type: 'poll_missing',
            transactionId,
            error,
            target: fallbackTarget(transactionId),
          });
        } else if (result.reason === 'too_many_failures') {
          // Not dispatched to the error store: a failed status check is not a failed order
          // (nor a reason to leave the result page for maintenance); the snapshot says
          // 'unknown' and the result page keeps checking.
          send({ type: 'poll_failed', transactionId, error: asSdkError(result.error) });
        } else {
          send({
            type: 'poll_done',
            transactionId,
            checkoutStatus: result.reason,
            details: result.details,
          });
        }
      },
      // spec §4: the stored draft is cleared when polling ends, unless a new checkout
      // started meanwhile
      clearDraft: () => {
        const stored = draftStore.read();
        if (stored && (stored.transactionId === transactionId || stored.id === startDraftId)) {
          draftStore.clear();
        }
      },
    });
    poller = handle;
    return () => {
      if (poller === handle) stop();
    };
  }

  return { poll, stop };
}
