// `avios.subscriptionArea`, `avios.genericTransactions`, `avios.mutations` and the stats client
// before and after their code is in (lazyClients.ts): nothing is fetched when they are made,
// calls made before wait for the code and then run, in order, with the real clients' requests
// and errors, and a failed download is a network failure of the call.
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createErrorStore } from '../errors/errorStore';
import { isSdkError } from '../errors/sdkError';
import { laterModule } from '../later';
import {
  balanceFixture,
  transactionStateFixture,
  userSubscriptionFixture,
} from '../schemas/fixtures';
import * as laterClientsModule from './laterClients';
import type { LaterClientsOptions } from './laterClients';
import { createLazyClients } from './lazyClients';

const sub = userSubscriptionFixture;
const keys = { subs: ['subs'], balance: ['balance'], enrolments: ['enrolments'] };

/** Lazy clients over the real ones, whose code arrives when the test says (`arrive`). */
function setup({ fails = 0, answer = (_url: URL): Response => Response.json({}) } = {}) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let attempts = 0;
  const importer = vi.fn(async () => {
    attempts += 1;
    if (attempts <= fails) throw new Error('offline');
    await arrived;
    return laterClientsModule;
  });
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    requests.push(`${init.method ?? 'GET'} ${url.origin}${url.pathname}`);
    return answer(url);
  }) as unknown as typeof globalThis.fetch;
  const queryClient = new QueryClient();
  queryClient.setQueryData(keys.balance, balanceFixture);
  const queries = {
    userSubscriptions: () => ({ queryKey: keys.subs, queryFn: async () => [sub] }),
    balance: () => ({ queryKey: keys.balance, queryFn: async () => balanceFixture }),
    enrolments: () => ({ queryKey: keys.enrolments, queryFn: async () => [] }),
  };
  const enrol = vi.fn(async () => []);
  const options = vi.fn((): LaterClientsOptions => ({
    api: { baseUrl: 'http://api.test', fetch },
    ownApi: { baseUrl: 'http://shop.test' },
    request: { getPartner: () => 'IB', getLanguage: () => 'es-ES' },
    mutations: { api: { enrol }, queryClient, queries, errors: createErrorStore() },
  }));
  const clients = createLazyClients(laterModule(importer, { warm: false }), options);
  return { clients, importer, options, arrive, requests, queryClient, enrol };
}

describe('before the clients are in', () => {
  it('fetches nothing and reads no option when made', () => {
    const s = setup();
    expect(s.importer).not.toHaveBeenCalled();
    expect(s.options).not.toHaveBeenCalled();
    expect(Object.keys(s.clients.subscriptionArea).sort()).toEqual([
      'cancel',
      'changePlan',
      'refund',
      'renew',
    ]);
    expect(Object.keys(s.clients.mutations).sort()).toEqual([
      'cancelSubscription',
      'changeSubscriptionPlan',
      'enrolCampaign',
      'refundSubscription',
      'renewSubscription',
      'transactionDone',
    ]);
  });

  it('a transaction done makes the balance stale at once, without fetching the clients', () => {
    const s = setup();
    s.clients.mutations.transactionDone();
    expect(s.queryClient.getQueryState(keys.balance)?.isInvalidated).toBe(true);
    expect(s.importer).not.toHaveBeenCalled();
  });

  it('calls wait for the clients, then send the same requests, in the order they were made', async () => {
    const s = setup({
      answer: (url) =>
        url.pathname.endsWith('/stats')
          ? Response.json({ boostedAvios: 1 })
          : url.pathname.endsWith('/data')
            ? Response.json({ ...transactionStateFixture, id: 'x1', type: 'purchase' })
            : Response.json({ ...sub, subscriptionStatus: 'cancelled' }),
    });
    const calls = Promise.all([
      s.clients.subscriptionArea.cancel(sub.id, 'now', { idempotencyKey: 'k1' }),
      s.clients.genericTransactions.getData('x1'),
      s.clients.stats.getStats(),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.requests).toEqual([]);
    s.arrive();
    await calls;
    expect(s.requests).toEqual([
      `POST http://shop.test/api/subscriptions/${sub.id}/cancel`,
      'GET http://api.test/purchase/v1/transaction/data',
      'GET http://api.test/purchase/v1/users/current/stats',
    ]);
    expect(s.importer).toHaveBeenCalledTimes(1);
    expect(s.options).toHaveBeenCalledTimes(1);
  });

  it("a call's own error passes through unchanged", async () => {
    const s = setup({ answer: () => new Response('{}', { status: 500 }) });
    const failed = s.clients.subscriptionArea.refund(sub.id, { idempotencyKey: 'k1' });
    const changed = s.clients.mutations.changeSubscriptionPlan(sub, {
      packageId: 'p1',
      type: 'monthly',
    });
    s.arrive();
    await expect(failed).rejects.toMatchObject({ code: 'network_error_500', status: 500 });
    await expect(changed).resolves.toMatchObject({
      ok: false,
      failure: 'failed',
      error: { code: 'network_error_500' },
    });
  });
});

describe('clients whose code could not be fetched', () => {
  it('fail the call as a network failure, and the next call fetches again', async () => {
    const s = setup({ fails: 1, answer: () => Response.json({ boostedAvios: 2 }) });
    const error = await s.clients.stats.getStats().catch((e: unknown) => e);
    expect(isSdkError(error) && error.code).toBe('network_error_unhandled');
    s.arrive();
    await expect(s.clients.stats.getStats()).resolves.toEqual({ boostedAvios: 2 });
    expect(s.importer).toHaveBeenCalledTimes(2);
  });

  it("a member's change is told as failed, never a rejection; an enrolment is not counted as sent", async () => {
    const s = setup({ fails: 2 });
    await expect(
      s.clients.mutations.renewSubscription(sub, { idempotencyKey: 'k1' }),
    ).resolves.toMatchObject({
      ok: false,
      failure: 'failed',
      error: { code: 'network_error_unhandled' },
    });
    await expect(s.clients.mutations.enrolCampaign('BOOST')).resolves.toBe('failed');
    s.arrive();
    await expect(s.clients.mutations.enrolCampaign('BOOST')).resolves.toBe('enrolled');
    expect(s.enrol).toHaveBeenCalledWith('BOOST');
  });
});
