// One call that builds the whole SDK for a shop: context, session, purchase API, queries,
// content, checkout, errors and payments, wired together. Nothing runs until `init()`.
import type { QueryClient } from '@tanstack/query-core';
import { createApiClient } from './api/apiClient';
import type { ApiClient, ApiClientOptions } from './api/apiClient';
import { createMutations } from './api/mutations';
import type { Mutations } from './api/mutations';
import { createQueries, createQueryClient } from './api/queries';
import { createGenericTransactionClient } from './api/genericTransactionClient';
import type { GenericTransactionClient } from './api/genericTransactionClient';
import { createStatsClient } from './api/statsClient';
import { createSubscriptionAreaClient } from './api/subscriptionArea';
import type { SubscriptionAreaClient, SubscriptionAreaOptions } from './api/subscriptionArea';
import type { Queries } from './api/queries';
import type { Checkout } from './checkout/checkoutController';
import { createDraftStore } from './checkout/draftStore';
import type { DraftStore } from './checkout/draftStore';
import { createLazyCheckout } from './checkout/lazyCheckout';
import { createContent } from './content/content';
import type { Content, ContentOptions } from './content/content';
import { createContextStore } from './context/contextStore';
import type { ContextStore, ShopContext } from './context/contextStore';
import type { CookieJar } from './context/cookieJar';
import { createErrorStore } from './errors/errorStore';
import type { ErrorStore } from './errors/errorStore';
import { withErrorReporting } from './errors/reporting';
import { SdkError, isSdkError } from './errors/sdkError';
import type { ErrorReportHandler } from './errors/reporting';
import { laterModule, whenIdle } from './later';
import type { PaymentProvider } from './payments/paymentProvider';
import { lazySandboxPayments } from './payments/lazySandboxPayments';
import { createSession } from './session/session';
import type { Session, SessionOptions } from './session/sessionTypes';
import type { ProofOfPossession } from './session/dpop';

export interface AviosOptions {
  /** The build's default partner when no cookie says otherwise. Defaults to `IB` (spec §9). */
  partner?: ShopContext['partner'];
  /** The build's default language. Defaults to the partner's first (`es-ES` for IB). */
  language?: ShopContext['language'];
  /** The build's default market. Defaults to the partner's first (`ES` for IB). */
  market?: ShopContext['market'];
  /** The purchase API. */
  api: Pick<ApiClientOptions, 'baseUrl' | 'path' | 'applicationName' | 'timeoutMs' | 'fetch'>;
  /**
   * The shop's own backend-for-frontend (spec §7 "clients for /api and /api/subscriptions
   * on the own origin"): the subscription area's cancel, plan change, renew and refund.
   * Defaults to `/api` on the page's origin (docs/api-contract.md).
   */
  ownApi?: Pick<SubscriptionAreaOptions, 'baseUrl' | 'path'>;
  /**
   * The generic transaction endpoint's own client (spec §7 "POST /transaction/new (separate
   * client, generic fallback)", `GET /transaction/data`): its address, timeout and extra
   * headers. Each defaults to the purchase API's (`api.baseUrl`, `api.path`, `api.timeoutMs`;
   * no extra headers).
   */
  genericApi?: SeparateApiOptions;
  /**
   * The stats endpoint's own client (spec §7 "GET /users/current/stats (separate client)"):
   * its address, timeout and extra headers, each defaulting to the purchase API's as
   * `genericApi`'s do.
   */
  statsApi?: SeparateApiOptions;
  /** Sign-in. Partner, token saving and sign-in refresh are wired here. */
  auth: Omit<SessionOptions, 'getPartner' | 'saveToken'>;
  /** Page copy. Locale and partner follow the context. */
  content: Omit<ContentOptions, 'getLocale' | 'getPartner'>;
  /**
   * The payment step, chosen explicitly: a production provider (`createAdyenPayments`,
   * docs/payments.md), or `{ baseUrl, timeoutMs }` of the sandbox card form's service
   * (`SANDBOX_ENVIRONMENT.paymentsUrl` locally). There is no default: a shop that forgot it
   * gets an error naming it, never a card form posting to the sandbox. `timeoutMs` defaults
   * to the API's (`api.timeoutMs`, else spec §9's 10 s).
   */
  payments: PaymentProvider | { baseUrl: string; timeoutMs?: number };
  /** Where the checkout draft is kept. Defaults to `localStorage`. */
  storage?: Storage;
  /** Where the context cookies live. Defaults to `document.cookie`. */
  cookies?: CookieJar;
  /** A query client of your own. Defaults to one with the spec's stale time and retries. */
  queryClient?: QueryClient;
  /** Where background failures are logged. Defaults to `console`. */
  logger?: Pick<Console, 'warn' | 'error'>;
  /**
   * Status polling interval in ms. Defaults to `3000` (spec §9); a shorter one is for test
   * runs against the sandbox only.
   */
  pollIntervalMs?: number;
  /**
   * Error reporting (spec §9): called once for each dispatched error of severity `error`,
   * with a report that carries no token or personal data (`toErrorReport`). What it throws
   * is ignored. Defaults to none.
   */
  onErrorReport?: ErrorReportHandler;
}

/** Where a separate client of the purchase API's calls goes, and what it adds. */
export interface SeparateApiOptions {
  baseUrl?: string;
  path?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface Avios {
  context: ContextStore;
  session: Session;
  api: ApiClient;
  /** The subscription area's own-origin calls (see `AviosOptions.ownApi`). */
  subscriptionArea: SubscriptionAreaClient;
  /** The generic transaction endpoint (see `AviosOptions.genericApi`). */
  genericTransactions: GenericTransactionClient;
  queryClient: QueryClient;
  queries: Queries;
  /** The member's changes with their cache effects (subscription area, campaign enrolment). */
  mutations: Mutations;
  content: Content;
  checkout: Checkout;
  drafts: DraftStore;
  errors: ErrorStore;
  payments: PaymentProvider;
  /**
   * Reads the context cookies, mounts the query client and restores the session (handling a
   * login callback). The checkout controller and the sign-in actions are fetched when the
   * browser is next idle. The first call does the work; later calls return the same promise.
   */
  init(): Promise<void>;
  /** Stops background work: checkout polling, query client listeners, error effects. */
  destroy(): void;
}

/** Builds the SDK. Makes no request and touches no browser API until `init()`. */
export function createAvios(options: AviosOptions): Avios {
  const logger = options.logger ?? console;
  const errors = withErrorReporting(createErrorStore(), options.onErrorReport);
  const context = createContextStore({
    initial: {
      ...(options.partner ? { partner: options.partner } : {}),
      ...(options.language ? { language: options.language } : {}),
      ...(options.market ? { market: options.market } : {}),
    },
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
  const getPartner = () => context.current().partner;
  const getLanguage = () => context.current().language;

  // The session and the API need each other (bearer token one way, saveToken the other);
  // both only call through at request time, after `session` below exists.
  // spec §8 fallback 'Get access token failed': a signed-in member whose token cannot be had
  // (a session that has ended signs out instead) is told, once until a token comes again;
  // the call itself goes on without a bearer (spec §7 "when available").
  // A member-only call sent without a bearer then answers 401, whose silent should_logout
  // sign-out (below) would take the message's place: the sign-out ends by saying it again.
  let tokenFailed = false;
  let tokenFailure: SdkError | undefined;
  const getToken = async ({ stepUp }: { stepUp: boolean }) => {
    try {
      const token = await session.getAccessToken({ stepUp });
      // said again only once a token comes (a visitor's call has none to come)
      if (token !== undefined) {
        tokenFailed = false;
        tokenFailure = undefined;
      }
      return token;
    } catch (error) {
      if (!tokenFailed && isSdkError(error) && error.code === 'get_access_token_failed') {
        tokenFailed = true;
        tokenFailure = error;
        errors.dispatch(error);
      }
      throw error;
    }
  };
  // spec §7 proof header: the session's DPoP proofs of its tokens' key, read at request time
  const dpop: ProofOfPossession = {
    proof: async (request) => session.dpop?.proof(request),
    rememberNonce: async (url, nonce) => session.dpop?.rememberNonce(url, nonce),
  };
  const api = createApiClient({
    ...options.api,
    getPartner,
    getLanguage,
    getToken,
    dpop,
  });

  const subscriptionArea = createSubscriptionAreaClient({
    ...options.ownApi,
    ...(options.api.applicationName ? { applicationName: options.api.applicationName } : {}),
    ...(options.api.timeoutMs ? { timeoutMs: options.api.timeoutMs } : {}),
    ...(options.api.fetch ? { fetch: options.api.fetch } : {}),
    getPartner,
    getLanguage,
    getToken,
    dpop,
  });

  const genericTransactions = createGenericTransactionClient({
    ...options.api,
    ...definedOnly(options.genericApi ?? {}),
    getPartner,
    getLanguage,
    getToken,
    dpop,
  });

  const stats = createStatsClient({
    ...options.api,
    ...definedOnly(options.statsApi ?? {}),
    getPartner,
    getLanguage,
    getToken,
    dpop,
  });

  const queryClient =
    options.queryClient ?? createQueryClient({ onError: (error) => errors.dispatch(error) });
  const queries = createQueries({
    api,
    stats,
    queryClient,
    logger,
    getKeyContext: () => ({
      partner: getPartner(),
      language: getLanguage(),
      signedIn: session.getSnapshot().status === 'authenticated',
    }),
  });
  const mutations = createMutations({ api, subscriptionArea, queryClient, queries, errors });

  const signedInSession: Session = createSession({
    ...options.auth,
    onWorkerUnavailable: (error) => {
      errors.dispatch(
        new SdkError('token_worker_unavailable', { message: error.message, cause: error }),
      );
      options.auth.onWorkerUnavailable?.(error);
    },
    getPartner,
    saveToken: (token) => api.saveToken({ token }),
    onSignedIn: () => {
      // spec §4 Auth: after sign-in, invalidate and refetch; a failure is only logged
      void queries.invalidateAfterSignIn();
      options.auth.onSignedIn?.();
    },
  });

  /** The member's own answers (queries keyed `signedIn: true`) must not outlive the session. */
  const forgetMemberAnswers = () =>
    queryClient.removeQueries({
      predicate: (query) =>
        (query.queryKey[2] as { signedIn?: boolean } | undefined)?.signedIn === true,
    });
  // Signing out on purpose also forgets the member's checkout draft (nothing of theirs stays
  // in this browser for the next person); an auth error's sign-out below keeps it (spec §8).
  const session: Session = {
    ...signedInSession,
    async logout(logoutOptions) {
      checkout.reset();
      drafts.clear();
      forgetMemberAnswers();
      return signedInSession.logout(logoutOptions);
    },
  };

  const content = createContent({ ...options.content, getLocale: getLanguage, getPartner });
  const payments: PaymentProvider = paymentProviderOf(options.payments, options.api.timeoutMs);
  const drafts = createDraftStore({
    ...(options.storage ? { storage: options.storage } : {}),
    getOwner: () => {
      const snapshot = session.getSnapshot();
      return snapshot.status === 'authenticated' ? snapshot.user?.sub : undefined;
    },
  });
  // The checkout controller is what only a member who continues needs: fetched when the
  // browser is first idle after `init()`, or by the first call that needs it (lazyCheckout.ts)
  const checkoutController = laterModule(() => import('./checkout/checkoutController'), {
    warm: false,
  });
  const checkout = createLazyCheckout(checkoutController, {
    api,
    generic: genericTransactions,
    draftStore: drafts,
    errors,
    logger,
    payments,
    ...(options.pollIntervalMs !== undefined ? { pollIntervalMs: options.pollIntervalMs } : {}),
  });

  // spec §8 should_logout: a 401/403 answer (or login_required) signs the member out here.
  let handledLogout = 0;
  const stopEffects = errors.subscribe(() => {
    const snapshot = errors.getSnapshot();
    for (const active of [snapshot.global, snapshot.page]) {
      if (!active || active.id <= handledLogout) continue;
      if (!active.entry.effects.includes('should_logout')) continue;
      handledLogout = active.id;
      session
        .signOutLocally()
        .catch((error: unknown) =>
          logger.warn('[avios] sign-out after an auth error failed', error),
        )
        .finally(() => {
          errors.dismiss(active.id);
          forgetMemberAnswers();
          const shown = errors.getSnapshot().global;
          if (tokenFailure && (!shown || shown.entry.effects.includes('should_logout'))) {
            errors.dispatch(tokenFailure);
          }
        });
    }
  });

  // spec §8 auth errors reach the member: a sign-in failure the session records (state
  // mismatch, login failed, login_required, popup closed, timeout, missing refresh token…)
  // goes to the error store once, where the catalogue decides how it shows.
  let lastAuthError = session.getSnapshot().error;
  const stopAuthErrors = session.subscribe(() => {
    const error = session.getSnapshot().error;
    if (!error || error === lastAuthError) {
      lastAuthError = error;
      return;
    }
    lastAuthError = error;
    errors.dispatch(error);
  });

  let started: Promise<void> | undefined;
  let unmount: (() => void) | undefined;

  return {
    context,
    session,
    api,
    subscriptionArea,
    genericTransactions,
    queryClient,
    queries,
    mutations,
    content,
    checkout,
    drafts,
    errors,
    payments,
    init() {
      started ??= (async () => {
        context.init();
        queryClient.mount();
        whenIdle(() => void checkoutController.load().catch(() => undefined));
        unmount = () => queryClient.unmount();
        await session.init();
      })().catch((error: unknown) => {
        // a failed start may be tried again
        started = undefined;
        throw error;
      });
      return started;
    },
    destroy() {
      stopEffects();
      stopAuthErrors();
      checkout.reset();
      unmount?.();
      unmount = undefined;
    },
  };
}

/** The options that are set: an `undefined` one keeps the default it would otherwise replace. */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The provider `AviosOptions.payments` names: itself, or the card form at `baseUrl`. */
function paymentProviderOf(
  payments: AviosOptions['payments'] | undefined,
  apiTimeoutMs: number | undefined,
): PaymentProvider {
  if (payments && 'kind' in payments) return payments;
  const baseUrl = payments && typeof payments.baseUrl === 'string' ? payments.baseUrl.trim() : '';
  if (!baseUrl) {
    throw new SdkError('unhandled_error', {
      message:
        'createAvios needs `payments`: a payment provider (createAdyenPayments, docs/payments.md) ' +
        'or, for the sandbox card form, { baseUrl: SANDBOX_ENVIRONMENT.paymentsUrl }.',
    });
  }
  const timeoutMs = payments?.timeoutMs ?? apiTimeoutMs;
  return lazySandboxPayments({ url: baseUrl, ...(timeoutMs ? { timeoutMs } : {}) });
}
