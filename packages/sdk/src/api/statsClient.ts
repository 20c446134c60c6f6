// The member's booster stats (spec §7 "GET /users/current/stats (separate client)"): a client
// of its own, with its own address, timeout and headers, as the generic transaction endpoint
// has (genericTransactionClient.ts). Asked only for a signed-in member with the booster
// product (spec §6, `isStatsEnabled`).
import { checkLater } from '../schemas/laterSchemas';
import type { UserStats } from '../schemas/laterAnswers';
import type { RequestOptions } from './apiClient';
import type { GenericTransactionClientOptions } from './genericTransactionClient';
import { createTransport } from './transport';

export type StatsClientOptions = GenericTransactionClientOptions;

export interface StatsClient {
  /** `GET /users/current/stats`: boostedAvios and purchasedAvios, each optional. */
  getStats(options?: RequestOptions): Promise<UserStats>;
}

export function createStatsClient(options: StatsClientOptions): StatsClient {
  const { headers = {}, ...transportOptions } = options;
  const { send } = createTransport(transportOptions);
  return {
    // its schema is fetched alongside the call (schemas/laterSchemas.ts)
    getStats: (o = {}) =>
      checkLater(
        'statsSchema',
        send({ method: 'GET', route: '/users/current/stats', headers, signal: o.signal }),
        'GET /users/current/stats',
      ),
  };
}
