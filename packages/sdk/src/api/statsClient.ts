// The member's booster stats (spec §7 "GET /users/current/stats (separate client)"): a client
// of its own, with its own address, timeout and headers, as the generic transaction endpoint
// has (genericTransactionClient.ts). Asked only for a signed-in member with the booster
// product (spec §6, `isStatsEnabled`).
import { statsSchema } from '../schemas/purchaseApi';
import type { UserStats } from '../schemas/purchaseApi';
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
  const { get } = createTransport(transportOptions);
  return {
    getStats: (o = {}) =>
      get(statsSchema, { route: '/users/current/stats', headers, signal: o.signal }),
  };
}
