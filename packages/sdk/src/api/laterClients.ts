// The clients only later steps call, in a chunk of their own (lazyClients.ts fetches it when
// the browser is first idle after `init()`, or with the first call that needs it): the
// subscription area's own-origin calls, the generic transaction endpoint, the booster stats
// and the member's changes with their cache effects. A first render (packages and prices)
// calls none of them.
import type { AviosOptions } from '../createAvios';
import type { ApiClientOptions } from './apiClient';
import { createGenericTransactionClient } from './genericTransactionClient';
import type { GenericTransactionClient } from './genericTransactionClient';
import { createMutations } from './mutations';
import type { Mutations, MutationsOptions } from './mutations';
import { createStatsClient } from './statsClient';
import type { StatsClient } from './statsClient';
import { createSubscriptionAreaClient } from './subscriptionArea';
import type { SubscriptionAreaClient } from './subscriptionArea';

/** What the clients are made from: `createAvios`'s options and the purchase API's wiring. */
export interface LaterClientsOptions extends Pick<
  AviosOptions,
  'api' | 'ownApi' | 'genericApi' | 'statsApi'
> {
  /** What every call carries: the context, and the member's token and its proofs. */
  request: Pick<ApiClientOptions, 'getPartner' | 'getLanguage' | 'getToken' | 'dpop'>;
  /** The changes' cache and error store; their subscription area is the one made here. */
  mutations: Omit<MutationsOptions, 'subscriptionArea'>;
}

export interface LaterClients {
  subscriptionArea: SubscriptionAreaClient;
  genericTransactions: GenericTransactionClient;
  stats: StatsClient;
  mutations: Mutations;
}

/** The options that are set: an `undefined` one keeps the default it would otherwise replace. */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The clients, made once their module is in. */
export function createLaterClients(options: LaterClientsOptions): LaterClients {
  const { api, request } = options;
  const subscriptionArea = createSubscriptionAreaClient({
    ...options.ownApi,
    ...(api.applicationName ? { applicationName: api.applicationName } : {}),
    ...(api.timeoutMs ? { timeoutMs: api.timeoutMs } : {}),
    ...(api.fetch ? { fetch: api.fetch } : {}),
    ...request,
  });
  return {
    subscriptionArea,
    // spec §7 "separate client": each its own address, timeout and headers, defaulting to the API's
    genericTransactions: createGenericTransactionClient({
      ...api,
      ...definedOnly(options.genericApi ?? {}),
      ...request,
    }),
    stats: createStatsClient({ ...api, ...definedOnly(options.statsApi ?? {}), ...request }),
    mutations: createMutations({ ...options.mutations, subscriptionArea }),
  };
}
