import { MutationObserver, QueryObserver, hashKey } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import type { ApiClient } from './apiClient';
import {
  createQueries,
  createQueryClient,
  isMemberDataEnabled,
  isRetryableError,
  isStatsEnabled,
  isUserSubscriptionsEnabled,
} from './queries';
import type { QueryKeyContext } from './queries';

function fakeApi(overrides: Partial<ApiClient> = {}): ApiClient {
  const fail = () => Promise.reject(new Error('not used'));
  return new Proxy(overrides as ApiClient, {
    get: (target, name: string) =>
      (target as unknown as Record<string, unknown>)[name] ?? vi.fn(fail),
  });
}

const signal = new AbortController().signal;

describe('isRetryableError (spec §8 retry)', () => {
  it.each<[string, unknown, boolean]>([
    ['plain error', new Error('x'), true],
    ['network failure', new SdkError('network_error_unhandled'), true],
    ['500', new SdkError('network_error_500', { status: 500 }), true],
    ['503', new SdkError('network_error_503', { status: 503 }), true],
    ['429', new SdkError('network_error_429', { status: 429 }), true],
    ['401', new SdkError('network_error_401', { status: 401 }), false],
    ['403', new SdkError('network_error_403', { status: 403 }), false],
    ['404', new SdkError('network_error_404', { status: 404 }), false],
    ['business error', new SdkError('api_error_60', { status: 422 }), false],
    ['schema failure', new SdkError('schema_validation_failed'), false],
    ['cancel', new SdkError('network_error_cancel'), false],
  ])('%s -> %s', (_label, error, retry) => {
    expect(isRetryableError(error)).toBe(retry);
  });
});

describe('createQueryClient', () => {
  it('reports a failed query once, after its retries', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ retryDelay: 0, onError });
    const error = new SdkError('network_error_500', { status: 500 });
    await expect(
      client.fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(error) }),
    ).rejects.toBe(error);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error, expect.anything());
  });

  it('keeps data fresh for 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(5 * 60 * 1000);
  });

  it.each<[string, SdkError, number]>([
    [
      'a server error is tried 3 times in all (spec §8: up to 3 attempts)',
      new SdkError('network_error_500', { status: 500 }),
      3,
    ],
    ['a 401 is tried once', new SdkError('network_error_401', { status: 401 }), 1],
    ['a schema failure is tried once', new SdkError('schema_validation_failed'), 1],
    ['a business error is tried once', new SdkError('api_error_52', { status: 422 }), 1],
  ])('%s', async (_label, error, attempts) => {
    const client = createQueryClient({ retryDelay: 0 });
    const queryFn = vi.fn(() => Promise.reject(error));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toBe(error);
    expect(queryFn).toHaveBeenCalledTimes(attempts);
  });
});

describe('createQueries', () => {
  const context: QueryKeyContext = { partner: 'IB', language: 'es-ES', signedIn: false };
  const setup = (api: ApiClient = fakeApi()) => {
    const queryClient = createQueryClient({ retryDelay: 0 });
    let ctx = { ...context };
    const warn = vi.fn();
    const queries = createQueries({
      api,
      stats: { getStats: vi.fn(async () => ({ boostedAvios: 3000 })) },
      queryClient,
      getKeyContext: () => ctx,
      logger: { warn },
    });
    return {
      queries,
      queryClient,
      warn,
      setContext: (c: Partial<QueryKeyContext>) => (ctx = { ...ctx, ...c }),
    };
  };

  it.each<
    [
      string,
      (q: ReturnType<typeof setup>['queries']) => { queryKey: readonly unknown[] },
      unknown[],
    ]
  >([
    ['products', (q) => q.products(), ['products']],
    ['user', (q) => q.user(), ['user']],
    ['balance', (q) => q.balance(), ['balance']],
    [
      'prices',
      (q) => q.prices('gift', { aviosAmount: 2000 }),
      ['prices', 'gift', { generic: true }],
    ],
    [
      'booster options',
      (q) => q.boosterOptions({ aviosAmount: 900 }),
      ['boosterOptions', { generic: true }],
    ],
    ['subscription packages', (q) => q.subscriptionPackages(), ['subscriptionPackages']],
    ['user subscriptions', (q) => q.userSubscriptions(), ['userSubscriptions']],
    ['stats', (q) => q.stats(), ['stats']],
    ['enrolments', (q) => q.enrolments(), ['enrolments']],
    ['transaction state', (q) => q.transactionState('p1'), ['transactionState', 'p1']],
  ])('%s key carries partner, language and sign-in', (_label, make, rest) => {
    const { queries } = setup();
    const [root, name, ctx, ...params] = make(queries).queryKey;
    expect([root, name, ...params]).toEqual(['avios', ...rest]);
    expect(ctx).toEqual(context);
  });

  it('asks signed-in members for their own prices and anonymous visitors for generic ones', async () => {
    const getPrices = vi.fn(async () => []);
    const getBoosterOptions = vi.fn(async () => ({}) as never);
    const { queries, setContext } = setup(fakeApi({ getPrices, getBoosterOptions }));
    await queries
      .prices('transfer', { aviosAmount: 2000, targetFfpNumber: '9' })
      .queryFn({ signal });
    await queries.boosterOptions({ aviosAmount: 10 }).queryFn({ signal });
    setContext({ signedIn: true });
    await queries
      .prices('transfer', { aviosAmount: 2000, targetFfpNumber: '9' })
      .queryFn({ signal });
    await queries.prices('transfer', { generic: true, aviosAmount: 2000 }).queryFn({ signal });
    await queries.boosterOptions({ aviosAmount: 10 }).queryFn({ signal });
    expect(getPrices.mock.calls.map((c) => (c as unknown[]).slice(0, 2))).toEqual([
      ['transfer', { generic: true }],
      ['transfer', { aviosAmount: 2000, targetFfpNumber: '9' }],
      ['transfer', { generic: true }],
    ]);
    expect(getBoosterOptions.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      { generic: true },
      { aviosAmount: 10 },
    ]);
  });

  it('a member’s prices are cached per amount and recipient, booster options per amount (spec §7)', async () => {
    const getPrices = vi.fn(async () => []);
    const getBoosterOptions = vi.fn(async () => ({}) as never);
    const { queries, queryClient, setContext } = setup(fakeApi({ getPrices, getBoosterOptions }));
    setContext({ signedIn: true });
    const forA = queries.prices('gift', { aviosAmount: 2000, targetFfpNumber: 'BA2000003' });
    const forB = queries.prices('gift', { aviosAmount: 2000, targetFfpNumber: 'BA2000009' });
    const bigger = queries.prices('gift', { aviosAmount: 3000, targetFfpNumber: 'BA2000003' });
    expect(forA.queryKey.slice(3)).toEqual([
      'gift',
      { aviosAmount: 2000, targetFfpNumber: 'BA2000003' },
    ]);
    // no amount and no recipient: the whole list, one cache entry however it is asked for
    expect(hashKey(queries.prices('gift').queryKey)).toBe(
      hashKey(queries.prices('gift', { aviosAmount: undefined }).queryKey),
    );
    expect(hashKey(queries.prices('gift').queryKey)).not.toBe(hashKey(forA.queryKey));
    for (const options of [forA, forB, bigger, forA, forB]) await queryClient.fetchQuery(options);
    expect(getPrices.mock.calls.map((c) => (c as unknown[])[1])).toEqual([
      { aviosAmount: 2000, targetFfpNumber: 'BA2000003' },
      { aviosAmount: 2000, targetFfpNumber: 'BA2000009' },
      { aviosAmount: 3000, targetFfpNumber: 'BA2000003' },
    ]);
    for (const amount of [900, 1200, 900]) {
      await queryClient.fetchQuery(queries.boosterOptions({ aviosAmount: amount }));
    }
    expect(queries.boosterOptions({ aviosAmount: 900 }).queryKey.slice(3)).toEqual([
      { aviosAmount: 900 },
    ]);
    expect(hashKey(queries.boosterOptions().queryKey)).not.toBe(
      hashKey(queries.boosterOptions({ aviosAmount: 900 }).queryKey),
    );
    expect(getBoosterOptions.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      { aviosAmount: 900 },
      { aviosAmount: 1200 },
    ]);
  });

  it('fetch reads once through the cache: a fresh answer is reused, and the answer is cached (spec §9)', async () => {
    const bands = [{ avios: 2000 }] as never;
    const getPrices = vi.fn(async () => bands);
    const { queries, queryClient, setContext } = setup(fakeApi({ getPrices }));
    setContext({ signedIn: true });
    const forA = queries.prices('gift', { aviosAmount: 2000, targetFfpNumber: 'BA2000003' });
    await expect(queries.fetch(forA)).resolves.toBe(bands);
    await expect(queries.fetch(forA)).resolves.toBe(bands);
    expect(getPrices).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(forA.queryKey)).toBe(bands);
  });

  it('onFailedAttempt tells every failed attempt of a read or a change as it happens, until stopped (spec §8)', async () => {
    const down = new SdkError('network_error_503', { status: 503 });
    const getProducts = vi.fn(async () => {
      throw down;
    });
    const { queries, queryClient } = setup(fakeApi({ getProducts }));
    const seen: unknown[] = [];
    const stop = queries.onFailedAttempt((error) => seen.push(error));
    await expect(queryClient.fetchQuery({ ...queries.products(), retry: 2 })).rejects.toBe(down);
    expect(getProducts).toHaveBeenCalledTimes(3);
    expect(seen).toEqual([down, down, down]);
    const change = new MutationObserver(queryClient, {
      mutationFn: async () => {
        throw down;
      },
    });
    await expect(change.mutate()).rejects.toBe(down);
    expect(seen).toHaveLength(4);
    stop();
    await expect(queryClient.fetchQuery({ ...queries.products(), retry: 0 })).rejects.toBe(down);
    expect(seen).toHaveLength(4);
  });

  it('passes the cancellation signal to the API', async () => {
    const getUser = vi.fn(async () => ({}) as never);
    const { queries } = setup(fakeApi({ getUser }));
    await queries.user().queryFn({ signal });
    expect(getUser).toHaveBeenCalledWith({ signal });
  });

  it('gives a new key when the partner changes', () => {
    const { queries, setContext } = setup();
    const before = queries.products().queryKey;
    setContext({ partner: 'BA' });
    expect(queries.products().queryKey).not.toEqual(before);
  });

  it('refetches active queries after sign-in', async () => {
    let n = 0;
    const getProducts = vi.fn(async () => (++n === 1 ? ['purchase' as const] : ['gift' as const]));
    const { queries, queryClient } = setup(fakeApi({ getProducts }));
    const observer = new QueryObserver(queryClient, queries.products());
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['purchase']));
    await queries.invalidateAfterSignIn();
    expect(observer.getCurrentResult().data).toEqual(['gift']);
    unsubscribe();
  });

  it('only logs a refetch failure after sign-in', async () => {
    let n = 0;
    const failure = new SdkError('network_error_401', { status: 401 });
    const getProducts = vi.fn(async () => {
      if (++n > 1) throw failure;
      return ['purchase' as const];
    });
    const { queries, queryClient, warn } = setup(fakeApi({ getProducts }));
    const observer = new QueryObserver(queryClient, queries.products());
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['purchase']));
    await expect(queries.invalidateAfterSignIn()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sign-in'), failure);
    unsubscribe();
  });
});

describe('enabled helpers (spec §6)', () => {
  it.each<
    [boolean, ('booster' | 'subscription' | 'purchase')[] | undefined, boolean, boolean, boolean]
  >([
    [false, ['booster', 'subscription'], false, false, false],
    [true, undefined, true, false, false],
    [true, ['purchase'], true, false, false],
    [true, ['booster'], true, true, false],
    [true, ['subscription'], true, false, true],
    [true, ['booster', 'subscription'], true, true, true],
  ])('signedIn %s with %j', (signedIn, products, member, stats, subscriptions) => {
    expect(isMemberDataEnabled({ signedIn, products })).toBe(member);
    expect(isStatsEnabled({ signedIn, products })).toBe(stats);
    expect(isUserSubscriptionsEnabled({ signedIn, products })).toBe(subscriptions);
  });
});
