// The checkout as the screens use it: the pure machine plus the calls it needs (spec §4
// "Opening checkout", §5, §7). Every outcome, errors included, ends in the snapshot.
import type { ApiClient } from '../api/apiClient';
import type { GenericTransactionClient } from '../api/genericTransactionClient';
import type { TransactionProduct } from '../api/requestBodies';
import type { ErrorStore } from '../errors/errorStore';
import { signsOut } from '../errors/catalogue';
import { SdkError, isSdkError } from '../errors/sdkError';
import { checkoutNavigation } from '../rules/checkoutNavigation';
import { needsReauthentication } from '../rules/checkoutStatus';
import type { Currency } from '../rules/constants';
import { fallbackRouteForFailedLoad } from '../rules/fallbackRouteForFailedLoad';
import { transactionTypeFromId } from '../rules/transactionTypeFromId';
import type { CheckoutData, CheckoutDraft, CheckoutType } from '../schemas/checkoutDraft';
import type {
  CardDetails,
  PaymentProvider,
  PaymentResult,
  WalletKind,
} from '../payments/paymentProvider';
import { IDLE, transition } from './checkoutMachine';
import type { CheckoutEvent, CheckoutState, CheckoutTarget } from './checkoutMachine';
import type { DraftOf, DraftPatch, DraftStore } from './draftStore';
import { pollTransactionStatus } from './statusPoller';
import type { StatusPoller } from './statusPoller';
import { transactionRequestFromDraft } from './transactionRequest';
import { paymentSessionOf, transactionStatus } from './transactionStatus';
import type { TransactionDetails } from './transactionStatus';

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

/** spec §2 path of a target, relative to the base path; `external` uses the /external layout. */
export function checkoutTargetPath(
  target: CheckoutTarget,
  options: { external?: boolean } = {},
): string {
  const prefix = options.external ? '/external' : '';
  switch (target.type) {
    case 'checkout':
      return `${prefix}/checkout/${encodeURIComponent(target.transactionId)}`;
    case 'transaction':
      return `${prefix}/checkout/transaction/${encodeURIComponent(target.transactionId)}`;
    case 'reauthenticate':
      return target.returnTo;
    case 'route':
      return target.route;
  }
}

/**
 * Creating a transaction that fails for a reason that is not the member's (a 500, a
 * timeout, a malformed answer, a dropped connection) says so with `checkout_create_failed`
 * ("nothing has been charged, try again") instead of the silent generic code. Business
 * errors (`api_error_*`), sign-out (401/403) and maintenance (503) keep their own; a
 * cancel here can only be the 10 s timeout (nothing else aborts a create), so it says so too.
 */
function createFailure(error: unknown): unknown {
  const code = isSdkError(error) ? error.code : 'unhandled_error';
  const own = code.startsWith('api_error_') || code === 'network_error_503' || signsOut(error);
  if (own) return error;
  return new SdkError('checkout_create_failed', {
    message: 'The transaction could not be created',
    cause: error,
  });
}

function asSdkError(error: unknown): SdkError {
  return isSdkError(error)
    ? error
    : new SdkError('unhandled_error', { message: 'Checkout failed', cause: error });
}

export function createCheckout(options: CheckoutOptions): Checkout {
  const { api, generic, draftStore, payments, errors, pollIntervalMs, logger = console } = options;
  let state: CheckoutState = IDLE;
  const listeners = new Set<() => void>();
  let submitting: Promise<CheckoutState> | undefined;
  let poller: StatusPoller | undefined;

  const send = (event: CheckoutEvent): CheckoutState => {
    const next = transition(state, event);
    if (next !== state) {
      state = next;
      for (const listener of [...listeners]) listener();
    }
    return state;
  };

  const report = (error: unknown): SdkError => {
    const sdkError = asSdkError(error);
    errors?.dispatch(sdkError);
    return sdkError;
  };

  /** The stored draft when it belongs to this transaction. */
  const draftFor = (transactionId: string) => {
    const draft = draftStore.read();
    return draft?.transactionId === transactionId ? draft : undefined;
  };

  const fetchDetails = (transactionId: string): Promise<TransactionDetails> => {
    const type = transactionTypeFromId(transactionId);
    if (type === 'subscription') return api.getSubscription(transactionId);
    if (type === 'generic') return generic.getData(transactionId);
    return api.getTransactionState(transactionId);
  };

  const stopPolling = () => {
    poller?.stop();
    poller = undefined;
  };

  /** spec §8 missing_transaction: the API has no such transaction, or not for this member. */
  const isMissingTransaction = (error: unknown): boolean => {
    const status = isSdkError(error) ? error.status : undefined;
    return status === 404 || status === 403;
  };

  const fallbackTarget = (transactionId: string | undefined): CheckoutTarget => ({
    type: 'route',
    route: fallbackRouteForFailedLoad({ transactionId, draftType: draftStore.read()?.type }),
  });

  async function doSubmit(draft: CheckoutDraft): Promise<CheckoutState> {
    if (draft.transactionId) {
      // already created (a reload after submit): never post twice
      const target: CheckoutTarget = { type: 'checkout', transactionId: draft.transactionId };
      return send({ type: 'submit_done', transactionId: draft.transactionId, target });
    }
    let request: ReturnType<typeof transactionRequestFromDraft>;
    try {
      request = transactionRequestFromDraft(draft);
    } catch (error) {
      // an incomplete draft: the screen's own step is missing, not the server's fault
      return send({ type: 'submit_failed', error: report(error) });
    }
    try {
      const idempotencyKey = draft.id;
      const created =
        request.kind === 'subscription'
          ? { id: (await api.createSubscription(request.body, { idempotencyKey })).subscriptionID }
          : request.kind === 'generic'
            ? await generic.create(request.body, { idempotencyKey })
            : await api.createTransaction<TransactionProduct>(request.product, request.body, {
                idempotencyKey,
              });
      const redirectUrl = 'redirectUrl' in created ? created.redirectUrl : undefined;
      const followRedirect = 'followRedirect' in created ? created.followRedirect : undefined;
      const mfa = needsReauthentication({ productType: draft.type, redirectUrl, followRedirect });
      draftStore.update({
        transactionId: created.id,
        ...('redirectUrl' in created ? { redirectUrl: created.redirectUrl ?? null } : {}),
        ...('encodedAuthState' in created
          ? { encodedAuthState: created.encodedAuthState ?? null }
          : {}),
        // spec §4 mfa_pending: the member is sent to sign in once; coming back continues
        ...(followRedirect !== undefined ? { followRedirect: mfa ? false : followRedirect } : {}),
        ...(mfa ? { status: 'mfa_pending' as const } : {}),
      });
      const target: CheckoutTarget = mfa
        ? {
            type: 'reauthenticate',
            returnTo: `/checkout/${encodeURIComponent(created.id)}`,
            redirectUrl: redirectUrl!,
          }
        : { type: 'checkout', transactionId: created.id };
      return send({ type: 'submit_done', transactionId: created.id, target });
    } catch (error) {
      return send({ type: 'submit_failed', error: report(createFailure(error)) });
    }
  }

  /** Whether the transaction moved past payment (its result page has the outcome). */
  async function paidMeanwhile(transactionId: string): Promise<boolean> {
    try {
      const details = await fetchDetails(transactionId);
      const status = transactionStatus(details, {
        productType: transactionTypeFromId(transactionId),
      });
      if (checkoutNavigation(status) === 'transaction-page') return true;
      // spec §4 reads these steps as still pending, but the card has been charged by then
      const step =
        'statusName' in details && typeof details.statusName === 'string'
          ? details.statusName.toLowerCase().replace(/[\s-]+/g, '_')
          : '';
      return step === 'payment_authorised' || step === 'credit_points';
    } catch {
      return false;
    }
  }

  async function doPay(
    run: (session: { id: string; sessionData: string }) => Promise<PaymentResult>,
  ) {
    const before = state;
    if (
      !payments ||
      !(before.status === 'payment' || before.status === 'challenge') ||
      !before.session
    ) {
      return state;
    }
    const { transactionId, session } = before;
    send({ type: 'pay' });
    try {
      const result = await run(session);
      // a warning of an earlier try (a wrong card, a service that did not answer) must not
      // follow the member to the result page
      if (result.status !== 'challenge') errors?.clear('page');
      return send({ type: 'pay_done', transactionId, result });
    } catch (error) {
      if (isSdkError(error) && error.code === 'checkout_payment_service_failed') {
        // The answer may have been lost after the charge: the transaction knows. Paid, the
        // result page shows it; not paid, the member is told and may pay again (the same
        // session never charges twice).
        if (await paidMeanwhile(transactionId)) {
          errors?.clear('page');
          const target: CheckoutTarget = { type: 'transaction', transactionId };
          return send({ type: 'pay_failed', transactionId, error, target });
        }
      }
      const sdkError = report(error);
      // spec §8: a payment form that cannot load sends the member out of checkout
      const leave = sdkError.code === 'checkout_payment_form_failed_to_load';
      if (leave && draftStore.read()?.transactionId === transactionId) draftStore.release();
      return send({
        type: 'pay_failed',
        transactionId,
        error: sdkError,
        ...(leave ? { target: fallbackTarget(transactionId) } : {}),
      });
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    getDraft: () => draftStore.read(),
    start(type, data, startOptions) {
      const draft = draftStore.create(type, data, startOptions);
      stopPolling();
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
      const draft =
        state.status === 'editing' || (state.status === 'error' && state.draft)
          ? (draftStore.read() ?? (state as { draft: CheckoutDraft }).draft)
          : undefined;
      if (!draft) return Promise.resolve(state);
      send({ type: 'submit' });
      submitting = doSubmit(draft).finally(() => {
        submitting = undefined;
      });
      return submitting;
    },
    async open(transactionId) {
      stopPolling();
      if (transition(state, { type: 'open', transactionId }) === state) return state;
      send({ type: 'open', transactionId });
      const draft = draftFor(transactionId);
      let details: TransactionDetails;
      try {
        details = await fetchDetails(transactionId);
      } catch (error) {
        // spec §4: with an id, back to its product; else the draft's step; else /. spec §8: a
        // transaction that cannot be found (or is not this member's) says so on the way
        const target = fallbackTarget(transactionId);
        const failure = isMissingTransaction(error)
          ? new SdkError('missing_transaction', { cause: asSdkError(error) })
          : error;
        return send({ type: 'open_failed', transactionId, error: report(failure), target });
      }
      const status = transactionStatus(details, {
        productType: transactionTypeFromId(transactionId),
        redirectUrl: draft?.redirectUrl,
        followRedirect: draft?.followRedirect,
      });
      const session = paymentSessionOf(details);
      switch (checkoutNavigation(status)) {
        case 'reauthenticate': {
          if (draft) draftStore.update({ followRedirect: false, status: 'mfa_pending' });
          const target: CheckoutTarget = {
            type: 'reauthenticate',
            returnTo: `/checkout/${encodeURIComponent(transactionId)}`,
            ...(draft?.redirectUrl ? { redirectUrl: draft.redirectUrl } : {}),
          };
          return send({ type: 'open_done', transactionId, details, target });
        }
        case 'transaction-page':
          if (draft && status !== 'unhandled') draftStore.update({ status });
          return send({
            type: 'open_done',
            transactionId,
            details,
            target: { type: 'transaction', transactionId },
          });
        case 'stay':
          if (draft)
            draftStore.update({
              status: 'payment_pending',
              ...(session ? { payment: session } : {}),
            });
          // spec §8: a payment form that cannot load (configuration, implementation, network,
          // expired session) takes the member out of checkout to the product, draft kept
          if (session && payments?.load) {
            try {
              await payments.load(session);
            } catch (error) {
              const failure =
                isSdkError(error) && error.code === 'checkout_payment_form_failed_to_load'
                  ? error
                  : new SdkError('checkout_payment_form_failed_to_load', { cause: error });
              // the member's choice stays for the product page; the next try is a new order
              if (draft) draftStore.release();
              return send({
                type: 'open_failed',
                transactionId,
                error: report(failure),
                target: fallbackTarget(transactionId),
              });
            }
          }
          return send({
            type: 'open_done',
            transactionId,
            details,
            ...(session ? { session } : {}),
          });
        case 'error': {
          logger.error('Unhandled transaction status', status, transactionId);
          const error = report(
            new SdkError('unhandled_error', { message: `Unhandled transaction status: ${status}` }),
          );
          return send({ type: 'open_failed', transactionId, error });
        }
      }
    },
    pay(card) {
      return doPay((session) => {
        if (!payments?.authorise)
          throw new SdkError('checkout_payment_form_failed_to_load', {
            message: 'The payment provider takes no card',
          });
        return payments.authorise(session, card);
      });
    },
    challenge(code) {
      if (!payments?.challenge) return Promise.resolve(state);
      const answer = payments.challenge.bind(payments);
      return doPay((session) => answer(session, code));
    },
    payWithWallet(wallet) {
      if (!payments?.payWithWallet || !payments.wallets?.includes(wallet)) {
        return Promise.resolve(state);
      }
      const sheet = payments.payWithWallet.bind(payments);
      return doPay((session) => sheet(session, wallet));
    },
    settleDropIn(outcome) {
      return doPay(() =>
        'result' in outcome ? Promise.resolve(outcome.result) : Promise.reject(outcome.error),
      );
    },
    poll(transactionId) {
      stopPolling();
      if (transition(state, { type: 'poll', transactionId }) === state) return () => {};
      send({ type: 'poll', transactionId });
      const draft = draftFor(transactionId);
      const startDraftId = draftStore.read()?.id;
      const handle = pollTransactionStatus({
        id: transactionId,
        fetchState: fetchDetails,
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
        if (poller === handle) stopPolling();
      };
    },
    reset() {
      stopPolling();
      send({ type: 'reset' });
    },
  };
}
