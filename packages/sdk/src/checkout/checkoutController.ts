// The checkout as the screens use it: the pure machine plus the calls it needs (spec §4
// "Opening checkout", §5, §7). Every outcome, errors included, ends in the snapshot. The
// steps are their own modules: create (submitStep.ts), open (openStep.ts), payment
// (paymentStep.ts) and result (pollStep.ts), sharing the state through checkoutCore.ts.
import type { ApiClient } from '../api/apiClient';
import type { GenericTransactionClient } from '../api/genericTransactionClient';
import type { ErrorStore } from '../errors/errorStore';
import type { Currency } from '../rules/constants';
import type { CheckoutData, CheckoutDraft, CheckoutType } from '../schemas/checkoutDraft';
import type {
  CardDetails,
  PaymentProvider,
  PaymentResult,
  WalletKind,
} from '../payments/paymentProvider';
import { createCheckoutCore } from './checkoutCore';
import type { CheckoutState } from './checkoutMachine';
import type { DraftOf, DraftPatch, DraftStore } from './draftStore';
import { openTransaction } from './openStep';
import { createPaymentStep } from './paymentStep';
import { createPollStep } from './pollStep';
import { submitDraft } from './submitStep';

export interface CheckoutOptions {
  api: ApiClient;
  /**
   * spec §4/§7: the generic endpoint's own client, for ids whose prefix names no product
   * and drafts whose type has no product endpoint.
   */
  generic: GenericTransactionClient;
  draftStore: DraftStore;
  /** The payment step. Without one, `pay()` and `challenge()` leave the state unchanged. */
  payments?: PaymentProvider;
  /** Errors are dispatched here as well as kept in the snapshot. */
  errors?: ErrorStore;
  /** Polling interval in ms. Defaults to `3000` (spec §9). */
  pollIntervalMs?: number;
  /** Where 'Unhandled transaction status' is logged. Defaults to `console`. */
  logger?: Pick<Console, 'error'>;
  /**
   * The state to start in: the one a facade kept while this module was being fetched
   * (lazyCheckout.ts). Defaults to idle.
   */
  initialState?: CheckoutState;
}

export interface Checkout {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CheckoutState;
  /** The stored draft, if a valid one exists (spec §5). */
  getDraft(): CheckoutDraft | undefined;
  /** Creates or reuses the draft of `type` (spec §4) and starts editing it. */
  start<T extends CheckoutType>(
    type: T,
    data?: CheckoutData<T>,
    options?: { currency?: Currency },
  ): DraftOf<T>;
  /** Changes the draft being edited; `undefined` when there is none. */
  update(patch: DraftPatch): CheckoutDraft | undefined;
  /**
   * Creates the transaction (or subscription) for the draft, with the draft id as
   * idempotency key. A second call while one is in flight returns the same promise; a draft
   * already submitted is not posted again. Resolves with the resulting state.
   */
  submit(): Promise<CheckoutState>;
  /** spec §4 Opening checkout: fetches the transaction and decides where to go. */
  open(transactionId: string): Promise<CheckoutState>;
  /** Pays the open transaction's session with a card (card-form providers). */
  pay(card: CardDetails): Promise<CheckoutState>;
  /** Answers a 3-D Secure challenge. */
  challenge(code: string): Promise<CheckoutState>;
  /**
   * Pays with a wallet (spec §2 wallet pay buttons); call it inside the member's click, as
   * the wallet's sheet opens. A cancelled sheet is the silent `checkout_payment_form_cancel`:
   * the member stays on the payment step and can pay another way.
   */
  payWithWallet(wallet: WalletKind): Promise<CheckoutState>;
  /**
   * Records what a drop-in provider's form did (its `mount` handlers): a result, or an error
   * (`checkout_payment_form_failed_to_load` leaves checkout, as `pay` does).
   */
  settleDropIn(outcome: { result: PaymentResult } | { error: unknown }): Promise<CheckoutState>;
  /**
   * Polls the transaction until done or failed (spec §4); returns a stop function. When the
   * checks keep failing the state becomes `unknown` (never `failed`); call `poll` again to
   * resume checking.
   */
  poll(transactionId: string): () => void;
  /** Stops polling and returns to idle; the draft stays stored. */
  reset(): void;
}

export function createCheckout(options: CheckoutOptions): Checkout {
  const { api, generic, draftStore, payments, errors, pollIntervalMs, logger = console } = options;
  const { initialState } = options;
  const core = createCheckoutCore({ api, generic, draftStore, errors, initialState });
  const { send } = core;
  const polling = createPollStep(core, pollIntervalMs);
  let submitting: Promise<CheckoutState> | undefined;

  return {
    subscribe: core.subscribe,
    getSnapshot: core.getState,
    getDraft: () => draftStore.read(),
    start(type, data, startOptions) {
      const draft = draftStore.create(type, data, startOptions);
      polling.stop();
      send({ type: 'start', draft });
      return draft;
    },
    update(patch) {
      const draft = draftStore.update(patch);
      if (draft) send({ type: 'edit', draft });
      return draft;
    },
    submit() {
      if (submitting) return submitting;
      const state = core.getState();
      const draft =
        state.status === 'editing' || (state.status === 'error' && state.draft)
          ? (draftStore.read() ?? (state as { draft: CheckoutDraft }).draft)
          : undefined;
      if (!draft) return Promise.resolve(state);
      send({ type: 'submit' });
      submitting = submitDraft(core, { api, generic }, draft).finally(() => {
        submitting = undefined;
      });
      return submitting;
    },
    open(transactionId) {
      polling.stop();
      return openTransaction(core, transactionId, { payments, logger });
    },
    ...createPaymentStep(core, payments),
    poll: polling.poll,
    reset() {
      polling.stop();
      send({ type: 'reset' });
    },
  };
}
