// Cached reads of the purchase API on TanStack Query (spec §9 stale time, §8 retry) and the
// query-option factories the screens use.
import { QueryCache, QueryClient } from '@tanstack/query-core';
import type { QueryKey } from '@tanstack/query-core';
import { isSdkError } from '../errors/sdkError';
import type { Language, Partner, ProductType } from '../rules/constants';
import { MAX_QUERY_ATTEMPTS, STALE_TIME_MS } from '../rules/constants';
import type {
  Balance,
  BoosterOptions,
  Enrolment,
  PriceBand,
  SubscriptionPackage,
  TransactionState,
  User,
  UserStats,
  UserSubscription,
} from '../schemas/purchaseApi';
import type { ApiClient, BoosterOptionsQuery, PriceProduct, PriceQuery } from './apiClient';
import type { StatsClient } from './statsClient';

/** Root of every SDK query key; invalidating it refreshes every SDK read. */
export const QUERY_KEY_ROOT = 'avios';

/**
 * spec §8: errors worth a retry. Business answers (4xx with an errorCode), auth failures
 * (401/403), other 4xx, schema failures and cancellations fail at once; network failures,
 * timeouts of the server (408), throttling (429) and 5xx are retried.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isSdkError(error)) return true;
  if (error.code === 'schema_validation_failed' || error.code === 'network_error_cancel') {
    return false;
  }
  if (error.code.startsWith('api_error_')) return false;
  const status = error.status;
  if (status === undefined) return error.code === 'network_error_unhandled';
  if (status === 408 || status === 429) return true;
  return status >= 500;
}

export interface QueryClientOptions {
  /** Called with every failed query (after its retries), e.g. to dispatch it to the error store. */
  onError?: (error: unknown) => void;
  /** Delay between retries in ms, or a function of the failure count. Defaults to TanStack's exponential back-off. */
  retryDelay?: number | ((failureCount: number, error: unknown) => number);
}

/** A `QueryClient` with the spec's defaults: 5 minutes stale time and up to 3 retries. */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    ...(options.onError ? { queryCache: new QueryCache({ onError: options.onError }) } : {}),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS, // spec §9
        // TanStack counts failures so far: retrying while fewer than 3 have failed would make
        // a 4th attempt; spec §8 allows 3 attempts in all
        retry: (failureCount, error) =>
          failureCount + 1 < MAX_QUERY_ATTEMPTS && isRetryableError(error),
        ...(options.retryDelay !== undefined ? { retryDelay: options.retryDelay } : {}),
      },
    },
  });
}

/** What every key carries so that answers for another partner, language or member never mix. */
export interface QueryKeyContext {
  partner: Partner;
  language: Language | string;
  signedIn: boolean;
}

/** A query's key and fetch function, ready for `queryClient.fetchQuery` or `useQuery`. */
export interface AviosQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

export interface Queries {
  products(): AviosQueryOptions<ProductType[]>;
  user(): AviosQueryOptions<User>;
  balance(): AviosQueryOptions<Balance>;
  /** Anonymous visitors always get generic prices (spec §6). */
  prices(product: PriceProduct, query?: PriceQuery): AviosQueryOptions<PriceBand[]>;
  /** Anonymous visitors always get generic options (spec §6). */
  boosterOptions(query?: BoosterOptionsQuery): AviosQueryOptions<BoosterOptions>;
  subscriptionPackages(): AviosQueryOptions<SubscriptionPackage[]>;
  userSubscriptions(): AviosQueryOptions<UserSubscription[]>;
  stats(): AviosQueryOptions<UserStats>;
  enrolments(): AviosQueryOptions<Enrolment[]>;
  transactionState(id: string): AviosQueryOptions<TransactionState>;
  /**
   * One read of `query` through the cache, outside any screen's subscription: a fresh cached
   * answer (spec §9 stale time) is used, else it is fetched and cached.
   */
  fetch<T>(query: AviosQueryOptions<T>): Promise<T>;
  /**
   * Tells `listener` of every failed attempt of a read or a change run through the cache, as
   * it happens (spec §8: before the retries end). Returns the function that stops it.
   */
  onFailedAttempt(listener: (error: unknown) => void): () => void;
  /**
   * spec §4 Auth: after sign-in, invalidate cached queries and refetch the active ones. A
   * refetch failure is only logged; the returned promise never rejects.
   */
  invalidateAfterSignIn(): Promise<void>;
}

export interface QueriesOptions {
  api: ApiClient;
  /** The stats endpoint's own client (spec §7 "separate client"). */
  stats: StatsClient;
  queryClient: QueryClient;
  /** Read on every factory call. */
  getKeyContext: () => QueryKeyContext;
  /** Where a refetch failure is logged. Defaults to `console`. */
  logger?: Pick<Console, 'warn'>;
}

export function createQueries(options: QueriesOptions): Queries {
  const { api, stats, queryClient, getKeyContext, logger = console } = options;

  const key = (name: string, ...params: unknown[]): QueryKey => {
    const { partner, language, signedIn } = getKeyContext();
    return [QUERY_KEY_ROOT, name, { partner, language, signedIn }, ...params];
  };

  return {
    products: () => ({
      queryKey: key('products'),
      queryFn: ({ signal }) => api.getProducts({ signal }),
    }),
    user: () => ({ queryKey: key('user'), queryFn: ({ signal }) => api.getUser({ signal }) }),
    balance: () => ({
      queryKey: key('balance'),
      queryFn: ({ signal }) => api.getBalance({ signal }),
    }),
    prices: (product, query = {}) => {
      const generic = query.generic === true || !getKeyContext().signedIn;
      const params: PriceQuery = generic
        ? { generic }
        : { aviosAmount: query.aviosAmount, targetFfpNumber: query.targetFfpNumber };
      return {
        queryKey: key('prices', product, params),
        queryFn: ({ signal }) => api.getPrices(product, params, { signal }),
      };
    },
    boosterOptions: (query = {}) => {
      const generic = query.generic === true || !getKeyContext().signedIn;
      const params: BoosterOptionsQuery = generic
        ? { generic }
        : { aviosAmount: query.aviosAmount };
      return {
        queryKey: key('boosterOptions', params),
        queryFn: ({ signal }) => api.getBoosterOptions(params, { signal }),
      };
    },
    subscriptionPackages: () => ({
      queryKey: key('subscriptionPackages'),
      queryFn: ({ signal }) => api.getSubscriptionPackages({ signal }),
    }),
    userSubscriptions: () => ({
      queryKey: key('userSubscriptions'),
      queryFn: ({ signal }) => api.getUserSubscriptions({ signal }),
    }),
    stats: () => ({ queryKey: key('stats'), queryFn: ({ signal }) => stats.getStats({ signal }) }),
    enrolments: () => ({
      queryKey: key('enrolments'),
      queryFn: ({ signal }) => api.getEnrolments({ signal }),
    }),
    transactionState: (id) => ({
      queryKey: key('transactionState', id),
      queryFn: ({ signal }) => api.getTransactionState(id, { signal }),
    }),
    fetch: (query) => queryClient.fetchQuery(query),
    onFailedAttempt(listener) {
      const failed = (event: { type: string; action?: { type: string; error?: unknown } }) => {
        const { action } = event;
        if (event.type !== 'updated' || action === undefined) return;
        if (action.type === 'failed' || action.type === 'error') listener(action.error);
      };
      const stops = [
        queryClient.getQueryCache().subscribe(failed),
        queryClient.getMutationCache().subscribe(failed),
      ];
      return () => stops.forEach((stop) => stop());
    },
    async invalidateAfterSignIn() {
      try {
        await queryClient.invalidateQueries(
          { queryKey: [QUERY_KEY_ROOT], refetchType: 'active' },
          { throwOnError: true },
        );
      } catch (error) {
        logger.warn('[avios] refetch after sign-in failed', error);
      }
    },
  };
}

/** What gates the member-only reads (spec §6). */
export interface EnabledInput {
  signedIn: boolean;
  /** Product types available to the member, once loaded. */
  products?: readonly ProductType[] | undefined;
}

/** spec §6: user, balance and enrolments load only for a signed-in member. */
export function isMemberDataEnabled({ signedIn }: EnabledInput): boolean {
  return signedIn;
}

/** spec §6: user stats load only when signed in and the account has the booster product. */
export function isStatsEnabled({ signedIn, products }: EnabledInput): boolean {
  return signedIn && (products?.includes('booster') ?? false);
}

/** spec §6: subscription data loads only when signed in and with the subscription product. */
export function isUserSubscriptionsEnabled({ signedIn, products }: EnabledInput): boolean {
  return signedIn && (products?.includes('subscription') ?? false);
}
