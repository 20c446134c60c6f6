// What the checkout's steps share (checkoutController.ts composes them): the state behind
// the pure machine, the error store, the stored draft and the transaction read by its id.
import type { ApiClient } from '../api/apiClient';
import type { GenericTransactionClient } from '../api/genericTransactionClient';
import type { ErrorStore } from '../errors/errorStore';
import { SdkError, isSdkError } from '../errors/sdkError';
import { fallbackRouteForFailedLoad } from '../rules/fallbackRouteForFailedLoad';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import { IDLE, transition } from './checkoutMachine';
import type { CheckoutEvent, CheckoutState, CheckoutTarget } from './checkoutMachine';
import type { DraftStore } from './draftStore';
import { readTransaction } from './readTransaction';
import type { TransactionDetails } from './transactionStatus';

export interface CheckoutCoreOptions {
  api: ApiClient;
  generic: GenericTransactionClient;
  draftStore: DraftStore;
  errors?: ErrorStore;
  /** The state to start in. Defaults to idle. */
  initialState?: CheckoutState;
}

export interface CheckoutCore {
  readonly draftStore: DraftStore;
  readonly errors: ErrorStore | undefined;
  subscribe(listener: () => void): () => void;
  getState(): CheckoutState;
  /** Moves the machine; subscribers hear only a real change. Returns the state after. */
  send(event: CheckoutEvent): CheckoutState;
  /** Dispatches the error to the error store and returns it as an `SdkError`. */
  report(error: unknown): SdkError;
  /** The stored draft when it belongs to this transaction. */
  draftFor(transactionId: string): CheckoutDraft | undefined;
  /** Reads the transaction (or subscription) through the client its id prefix names. */
  fetchDetails(transactionId: string): Promise<TransactionDetails>;
  /** spec §4: with an id, back to its product; else the draft's step; else /. */
  fallbackTarget(transactionId: string | undefined): CheckoutTarget;
}

export function asSdkError(error: unknown): SdkError {
  return isSdkError(error)
    ? error
    : new SdkError('unhandled_error', { message: 'Checkout failed', cause: error });
}

/** spec §8 missing_transaction: the API has no such transaction, or not for this member. */
export function isMissingTransaction(error: unknown): boolean {
  const status = isSdkError(error) ? error.status : undefined;
  return status === 404 || status === 403;
}

export function createCheckoutCore(options: CheckoutCoreOptions): CheckoutCore {
  const { api, generic, draftStore, errors } = options;
  let state: CheckoutState = options.initialState ?? IDLE;
  const listeners = new Set<() => void>();

  return {
    draftStore,
    errors,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => state,
    send(event) {
      const next = transition(state, event);
      if (next !== state) {
        state = next;
        for (const listener of [...listeners]) listener();
      }
      return state;
    },
    report(error) {
      const sdkError = asSdkError(error);
      errors?.dispatch(sdkError);
      return sdkError;
    },
    draftFor(transactionId) {
      const draft = draftStore.read();
      return draft?.transactionId === transactionId ? draft : undefined;
    },
    fetchDetails: (transactionId) => readTransaction({ api, generic }, transactionId),
    fallbackTarget: (transactionId) => ({
      type: 'route',
      route: fallbackRouteForFailedLoad({ transactionId, draftType: draftStore.read()?.type }),
    }),
  };
}
