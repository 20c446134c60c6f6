// The sandbox's state, in memory and shared by the purchase API and payments in one
// process. `reset()` restores the seed (POST /__sandbox/reset).
import { randomBytes } from 'node:crypto';
import { seedMembers } from './members';
import type { Member, PaymentSession, SubscriptionOrder, Transaction } from './types';

export interface Store {
  members: Map<string, Member>;
  transactions: Map<string, Transaction>;
  subscriptionOrders: Map<string, SubscriptionOrder>;
  paymentSessions: Map<string, PaymentSession>;
  /** `${ffpNumber} ${Idempotency-Key}` -> the id created for it. */
  idempotency: Map<string, string>;
  member(ffpNumber: string): Member | undefined;
  /** A new id with the given prefix (spec §4: p, g, t, bb, sub). */
  newId(prefix: string): string;
  reset(): void;
  /** Called on every reset (timers of running transactions are cleared there). */
  onReset(listener: () => void): () => void;
}

export function createStore(): Store {
  const listeners = new Set<() => void>();
  const store: Store = {
    members: new Map(),
    transactions: new Map(),
    subscriptionOrders: new Map(),
    paymentSessions: new Map(),
    idempotency: new Map(),
    member: (ffpNumber) => store.members.get(ffpNumber.toUpperCase()),
    newId: (prefix) => `${prefix}${randomBytes(8).toString('hex')}`,
    reset() {
      for (const l of listeners) l();
      store.members = new Map(seedMembers().map((m) => [m.ffpNumber, m]));
      store.transactions.clear();
      store.subscriptionOrders.clear();
      store.paymentSessions.clear();
      store.idempotency.clear();
    },
    onReset(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  store.reset();
  return store;
}
