// The purchase API (spec §7): one fetch wrapper that adds partner, application headers,
// bearer token and a timeout, and one typed method per call, each answer schema-checked.
import type { Partner, ProductType } from '../rules/constants';
import {
  boosterOptionsSchema,
  priceBandsSchema,
  productsSchema,
  subscriptionPackagesSchema,
} from '../schemas/purchaseApi';
import { checkLater } from '../schemas/laterSchemas';
import type { LaterSchemaName } from '../schemas/laterSchemas';
import type {
  Balance,
  BoosterOptions,
  Enrolment,
  PriceBand,
  SubscriptionCreated,
  SubscriptionDetail,
  SubscriptionPackage,
  TransactionCreated,
  TransactionState,
  User,
  UserSubscription,
} from '../schemas/purchaseApi';
import type { SubscriptionBody, TransactionBodies, TransactionProduct } from './requestBodies';
import type { ProofOfPossession } from '../session/dpop';
import { needsStepUp } from '../rules/products';
import { createTransport } from './transport';
import { PRODUCTS_ROUTE, genericPricesRoute } from './request';
import type { Transport } from './transport';

export interface ApiClientOptions {
  /** Origin of the loyalty API host, such as `http://localhost:4010`. */
  baseUrl: string;
  /** Versioned path of the purchase API. Defaults to `/purchase/v1`. */
  path?: string;
  /** Sent as `X-Application-Name`. Defaults to `location.origin` in a browser, else omitted. */
  applicationName?: string;
  /** Current language, sent as `X-Application-Language` (spec §7). */
  getLanguage: () => string;
  /** Current partner, sent lower-cased as the `partner` query (spec §7). */
  getPartner: () => Partner;
  /**
   * Access token for the bearer header; `undefined` (or a rejection) sends no header.
   * `stepUp` is `true` for calls that move points away from the member (a transfer, spec §6).
   */
  getToken?: (request: { stepUp: boolean }) => Promise<string | undefined>;
  /**
   * spec §7 proof header: DPoP proofs of the token's key (the session's `dpop`); the token
   * then goes as `Authorization: DPoP` with a `DPoP` proof, and a nonce demand is retried
   * once. Defaults to none: the token goes as a plain bearer.
   */
  dpop?: ProofOfPossession;
  /** Abort a call after this many milliseconds. Defaults to `10_000` (spec §9). */
  timeoutMs?: number;
  /** Fetch implementation. Defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

/** Per-call options. */
export interface RequestOptions {
  /** Cancels the call (TanStack Query passes one); the error is `network_error_cancel`. */
  signal?: AbortSignal;
}

export interface IdempotentRequestOptions extends RequestOptions {
  /** Sent as `Idempotency-Key`; use the draft id so a retry never charges twice. */
  idempotencyKey: string;
}

export interface PriceQuery {
  /** Ask for the prices every visitor sees, even when signed in (spec §6). */
  generic?: boolean;
  aviosAmount?: number;
  targetFfpNumber?: string;
}

export interface BoosterOptionsQuery {
  /** Ask for the generic options (anonymous visitors, spec §6). */
  generic?: boolean;
  aviosAmount?: number;
}

export type PriceProduct = Extract<ProductType, 'purchase' | 'gift' | 'transfer'>;

export interface ApiClient {
  getProducts(options?: RequestOptions): Promise<ProductType[]>;
  getUser(options?: RequestOptions): Promise<User>;
  getBalance(options?: RequestOptions): Promise<Balance>;
  /**
   * `POST /saveToken` with an empty body; sent after each token acquisition with that token
   * (`token`), else with the usual bearer.
   */
  saveToken(options?: RequestOptions & { token?: string }): Promise<void>;
  getBoosterOptions(query?: BoosterOptionsQuery, options?: RequestOptions): Promise<BoosterOptions>;
  getPrices(
    product: PriceProduct,
    query?: PriceQuery,
    options?: RequestOptions,
  ): Promise<PriceBand[]>;
  getEnrolments(options?: RequestOptions): Promise<Enrolment[]>;
  enrol(campaignCode: string, options?: RequestOptions): Promise<Enrolment[]>;
  getSubscriptionPackages(options?: RequestOptions): Promise<SubscriptionPackage[]>;
  getUserSubscriptions(options?: RequestOptions): Promise<UserSubscription[]>;
  createTransaction<P extends TransactionProduct>(
    product: P,
    body: TransactionBodies[P],
    options: IdempotentRequestOptions,
  ): Promise<TransactionCreated>;
  getTransactionState(id: string, options?: RequestOptions): Promise<TransactionState>;
  createSubscription(
    body: SubscriptionBody,
    options: IdempotentRequestOptions,
  ): Promise<SubscriptionCreated>;
  getSubscription(id: string, options?: RequestOptions): Promise<SubscriptionDetail>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { send, get } = createTransport(options);
  const id = (value: string) => encodeURIComponent(value);
  // the first screens' answers are checked with schemas in hand; the member's and the later
  // steps' with schemas fetched alongside the call (schemas/laterSchemas.ts)
  const later = <K extends LaterSchemaName>(name: K, call: Parameters<Transport['send']>[0]) =>
    checkLater(name, send(call), `${call.method} ${call.route}`);

  return {
    async getProducts(o = {}) {
      return (await get(productsSchema, { route: PRODUCTS_ROUTE, signal: o.signal }))
        .availableProducts;
    },
    getUser: (o = {}) =>
      later('userSchema', { method: 'GET', route: '/users/current', signal: o.signal }),
    getBalance: (o = {}) =>
      later('balanceSchema', { method: 'GET', route: '/users/current/balance', signal: o.signal }),
    async saveToken(o = {}) {
      await send({
        method: 'POST',
        route: '/saveToken',
        body: {},
        signal: o.signal,
        token: o.token,
      });
    },
    getBoosterOptions: (q = {}, o = {}) =>
      q.generic
        ? get(boosterOptionsSchema, {
            route: '/products/booster/options/generic',
            signal: o.signal,
          })
        : get(boosterOptionsSchema, {
            route: '/products/booster/options',
            query: { aviosAmount: q.aviosAmount },
            signal: o.signal,
          }),
    getPrices: (product, q = {}, o = {}) =>
      q.generic
        ? get(priceBandsSchema, {
            route: genericPricesRoute(product),
            signal: o.signal,
          })
        : get(priceBandsSchema, {
            route: `/products/${id(product)}/prices`,
            query: { aviosAmount: q.aviosAmount, targetFfpNumber: q.targetFfpNumber },
            signal: o.signal,
          }),
    getEnrolments: (o = {}) =>
      later('enrolmentsSchema', {
        method: 'GET',
        route: '/stickycampaignenrolment',
        signal: o.signal,
      }),
    enrol: (campaignCode, o = {}) =>
      later('enrolmentsSchema', {
        method: 'POST',
        route: '/stickycampaignenrolment',
        body: { campaignCode },
        signal: o.signal,
      }),
    getSubscriptionPackages: (o = {}) =>
      get(subscriptionPackagesSchema, { route: '/subscriptionsPackages', signal: o.signal }),
    getUserSubscriptions: (o = {}) =>
      later('userSubscriptionsSchema', {
        method: 'GET',
        route: '/users/current/subscriptions',
        query: { isPrimary: true },
        signal: o.signal,
      }),
    createTransaction: (product, body, o) =>
      later('transactionCreatedSchema', {
        method: 'POST',
        route: '/transactions',
        query: { product },
        body,
        headers: { 'Idempotency-Key': o.idempotencyKey },
        signal: o.signal,
        stepUp: needsStepUp(product), // spec §6: a transfer needs the step-up token
      }),
    getTransactionState: (transactionId, o = {}) =>
      later('transactionStateSchema', {
        method: 'GET',
        route: `/transactions/${id(transactionId)}/state`,
        signal: o.signal,
      }),
    createSubscription: (body, o) =>
      later('subscriptionCreatedSchema', {
        method: 'POST',
        route: '/subscriptions',
        body,
        headers: { 'Idempotency-Key': o.idempotencyKey },
        signal: o.signal,
      }),
    getSubscription: (subscriptionId, o = {}) =>
      later('subscriptionDetailSchema', {
        method: 'GET',
        route: `/subscriptions/${id(subscriptionId)}`,
        signal: o.signal,
      }),
  };
}
