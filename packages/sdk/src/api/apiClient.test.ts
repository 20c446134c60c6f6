import { afterEach, describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import {
  balanceFixture,
  boosterOptionsFixture,
  enrolmentsFixture,
  priceBandsFixture,
  subscriptionPackageFixture,
  transactionStateFixture,
  userFixture,
  userSubscriptionFixture,
} from '../schemas/fixtures';
import { isMaintenanceError } from '../errors/maintenance';
import { createApiClient } from './apiClient';
import type { ApiClient, ApiClientOptions } from './apiClient';

interface Recorded {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal;
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Recorded[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal!,
    });
    return answer();
  });
  return { calls, fetch: impl as unknown as typeof fetch };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function client(
  answer: () => Response | Promise<Response>,
  extra: Partial<ApiClientOptions> = {},
): { api: ApiClient; calls: Recorded[] } {
  const { calls, fetch } = fakeFetch(answer);
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    applicationName: 'http://shop.test',
    getLanguage: () => 'es-ES',
    getPartner: () => 'IB',
    getToken: async () => 'tok',
    fetch,
    ...extra,
  });
  return { api, calls };
}

const purchaseBody = {
  paymentMethodDetails: { version: '2' as const },
  numberOfPoints: 5000,
  currency: 'GBP' as const,
};

type Row = [
  name: string,
  invoke: (api: ApiClient) => Promise<unknown>,
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string>,
  body: unknown,
  answer: unknown,
  result: unknown,
];

// spec §7, one row per call
const calls: Row[] = [
  [
    'getProducts',
    (a) => a.getProducts(),
    'GET',
    '/products',
    {},
    undefined,
    { availableProducts: ['gift'] },
    ['gift'],
  ],
  ['getUser', (a) => a.getUser(), 'GET', '/users/current', {}, undefined, userFixture, userFixture],
  [
    'getBalance',
    (a) => a.getBalance(),
    'GET',
    '/users/current/balance',
    {},
    undefined,
    balanceFixture,
    balanceFixture,
  ],
  ['saveToken', (a) => a.saveToken(), 'POST', '/saveToken', {}, {}, undefined, undefined],
  [
    'generic booster options',
    (a) => a.getBoosterOptions({ generic: true, aviosAmount: 5 }),
    'GET',
    '/products/booster/options/generic',
    {},
    undefined,
    boosterOptionsFixture,
    boosterOptionsFixture,
  ],
  [
    'booster options',
    (a) => a.getBoosterOptions({ aviosAmount: 900 }),
    'GET',
    '/products/booster/options',
    { aviosAmount: '900' },
    undefined,
    boosterOptionsFixture,
    boosterOptionsFixture,
  ],
  [
    'generic prices',
    (a) => a.getPrices('gift', { generic: true }),
    'GET',
    '/products/gift/prices/generic',
    {},
    undefined,
    priceBandsFixture,
    priceBandsFixture,
  ],
  [
    'prices',
    (a) => a.getPrices('transfer', { aviosAmount: 2000, targetFfpNumber: '99' }),
    'GET',
    '/products/transfer/prices',
    { aviosAmount: '2000', targetFfpNumber: '99' },
    undefined,
    priceBandsFixture,
    priceBandsFixture,
  ],
  [
    'prices without query',
    (a) => a.getPrices('purchase'),
    'GET',
    '/products/purchase/prices',
    {},
    undefined,
    priceBandsFixture,
    priceBandsFixture,
  ],
  [
    'getEnrolments',
    (a) => a.getEnrolments(),
    'GET',
    '/stickycampaignenrolment',
    {},
    undefined,
    enrolmentsFixture,
    enrolmentsFixture,
  ],
  [
    'enrol',
    (a) => a.enrol('BOOST24'),
    'POST',
    '/stickycampaignenrolment',
    {},
    { campaignCode: 'BOOST24' },
    enrolmentsFixture,
    enrolmentsFixture,
  ],
  [
    'getSubscriptionPackages',
    (a) => a.getSubscriptionPackages(),
    'GET',
    '/subscriptionsPackages',
    {},
    undefined,
    [subscriptionPackageFixture],
    [subscriptionPackageFixture],
  ],
  [
    'getUserSubscriptions',
    (a) => a.getUserSubscriptions(),
    'GET',
    '/users/current/subscriptions',
    { isPrimary: 'true' },
    undefined,
    [userSubscriptionFixture],
    [userSubscriptionFixture],
  ],
  [
    'createTransaction',
    (a) => a.createTransaction('purchase', purchaseBody, { idempotencyKey: 'LCL_1' }),
    'POST',
    '/transactions',
    { product: 'purchase' },
    purchaseBody,
    { id: 'p1' },
    { id: 'p1' },
  ],
  [
    'getTransactionState',
    (a) => a.getTransactionState('p1/x'),
    'GET',
    '/transactions/p1%2Fx/state',
    {},
    undefined,
    transactionStateFixture,
    transactionStateFixture,
  ],
  [
    'createSubscription',
    (a) =>
      a.createSubscription({ packageId: 'pkg-1', type: 'annually' }, { idempotencyKey: 'LCL_2' }),
    'POST',
    '/subscriptions',
    {},
    { packageId: 'pkg-1', type: 'annually' },
    { subscriptionID: 'sub9' },
    { subscriptionID: 'sub9' },
  ],
  [
    'getSubscription',
    (a) => a.getSubscription('sub9'),
    'GET',
    '/subscriptions/sub9',
    {},
    undefined,
    { id: 'sub9', subscriptionStatus: 'unverified' },
    { id: 'sub9', subscriptionStatus: 'unverified' },
  ],
];

describe('createApiClient calls', () => {
  it.each(calls)('%s', async (_name, invoke, method, path, query, body, answer, result) => {
    const { api, calls: seen } = client(() =>
      answer === undefined ? new Response(null, { status: 204 }) : json(answer),
    );
    await expect(invoke(api)).resolves.toEqual(result);
    expect(seen).toHaveLength(1);
    const call = seen[0]!;
    expect(call.method).toBe(method);
    expect(call.url.origin + call.url.pathname).toBe(`http://api.test/purchase/v1${path}`);
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ partner: 'ib', ...query });
    expect(call.body ?? undefined).toEqual(body);
    expect(call.headers).toMatchObject({
      'X-Application-Name': 'http://shop.test',
      'X-Application-Language': 'es-ES',
      Authorization: 'Bearer tok',
    });
    if (body !== undefined) expect(call.headers['Content-Type']).toBe('application/json');
  });

  it('sends the draft id as Idempotency-Key on every POST that creates a transaction', async () => {
    const { api, calls: seen } = client(() => json({ id: 'p1', subscriptionID: 'sub1' }));
    await api.createTransaction('purchase', purchaseBody, { idempotencyKey: 'LCL_abc' });
    await api.createSubscription(
      { packageId: 'x', type: 'monthly' },
      { idempotencyKey: 'LCL_def' },
    );
    expect(seen.map((c) => c.headers['Idempotency-Key'])).toEqual(['LCL_abc', 'LCL_def']);
  });
});

describe('createApiClient headers and context', () => {
  it('reads partner and language on every call and leaves out a missing token', async () => {
    let partner: 'IB' | 'BA' = 'IB';
    const { api, calls: seen } = client(() => json({ availableProducts: ['gift'] }), {
      getPartner: () => partner,
      getLanguage: () => (partner === 'IB' ? 'es-ES' : 'en-GB'),
      getToken: async () => undefined,
      path: 'custom/v2/',
    });
    await api.getProducts();
    partner = 'BA';
    await api.getProducts();
    expect(seen.map((c) => c.url.searchParams.get('partner'))).toEqual(['ib', 'ba']);
    expect(seen.map((c) => c.headers['X-Application-Language'])).toEqual(['es-ES', 'en-GB']);
    expect(seen[0]!.url.pathname).toBe('/custom/v2/products');
    expect(seen[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('asks for a step-up token for a transfer only', async () => {
    const getToken = vi.fn(async ({ stepUp }: { stepUp: boolean }) => (stepUp ? 'up' : 'std'));
    const { api, calls: seen } = client(() => json({ id: 't1' }), { getToken });
    const body = {
      ...purchaseBody,
      issueDate: '2024-01-01',
      message: '',
      targetAccount: { ffpNumber: '1', email: 'e', firstName: 'f', lastName: 'l' },
    };
    await api.createTransaction('transfer', body, { idempotencyKey: 'LCL_1' });
    await api.createTransaction('gift', body, { idempotencyKey: 'LCL_2' });
    expect(seen.map((c) => c.headers.Authorization)).toEqual(['Bearer up', 'Bearer std']);
  });

  it('saves a given token with that token as bearer', async () => {
    const getToken = vi.fn(async () => 'other');
    const { api, calls: seen } = client(() => new Response(null, { status: 204 }), { getToken });
    await api.saveToken({ token: 'fresh' });
    expect(seen[0]!.headers.Authorization).toBe('Bearer fresh');
    expect(getToken).not.toHaveBeenCalled();
  });

  it('sends no bearer when the token getter fails', async () => {
    const { api, calls: seen } = client(() => json({ availableProducts: ['gift'] }), {
      getToken: () => Promise.reject(new Error('login_required')),
    });
    await api.getProducts();
    expect(seen[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('leaves out X-Application-Name when there is no origin to send', async () => {
    const { api, calls: seen } = client(() => json({ availableProducts: ['gift'] }), {
      applicationName: undefined,
    });
    await api.getProducts();
    expect(seen[0]!.headers).not.toHaveProperty('X-Application-Name');
  });
});

async function failure(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SdkError);
    return error as SdkError;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient errors', () => {
  it.each<[string, () => Response, string, number]>([
    ['business error body', () => json({ errorCode: 60 }, 422), 'api_error_60', 422],
    ['unauthorised', () => new Response('', { status: 401 }), 'network_error_401', 401],
    ['forbidden', () => json({ message: 'scope' }, 403), 'network_error_403', 403],
    ['server error', () => new Response('oops', { status: 500 }), 'network_error_500', 500],
    ['maintenance', () => new Response('', { status: 503 }), 'network_error_503', 503],
  ])('%s', async (_label, answer, code, status) => {
    const { api } = client(answer);
    const error = await failure(api.getUser());
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.cause).toMatchObject({ status });
    expect(isMaintenanceError(error)).toBe(status === 503);
  });

  it('turns a network failure into network_error_unhandled', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.getUser());
    expect(error.code).toBe('network_error_unhandled');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('checks answers and names the offending paths', async () => {
    const { api } = client(() => json({ availableProducts: ['loan'] }));
    const error = await failure(api.getProducts());
    expect(error.code).toBe('schema_validation_failed');
    expect(error.paths).toEqual(['availableProducts.0']);
    expect(error.message).toContain('GET /products');
  });

  it('rejects a user without a name', async () => {
    const { api } = client(() => json({ ffpNumber: '1' }));
    expect((await failure(api.getUser())).paths).toEqual(['name']);
  });

  it('rejects a non-JSON 200 answer as a schema failure', async () => {
    const { api } = client(() => new Response('<html>', { status: 200 }));
    expect((await failure(api.getBalance())).code).toBe('schema_validation_failed');
  });
});

describe('createApiClient timeout and cancel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const hanging = () => {
    const { calls: seen, fetch } = fakeFetch(() => new Promise<Response>(() => {}));
    // a fetch that rejects with AbortError when its signal aborts, like the real one
    const impl: typeof fetch = (input, init) => {
      const pending = fetch(input, init);
      return new Promise<Response>((resolve, reject) => {
        void pending.then(resolve, reject);
        const abort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        if (init?.signal?.aborted) abort();
        init?.signal?.addEventListener('abort', abort);
      });
    };
    return { seen, impl };
  };

  it('aborts after 10 s by default with network_error_cancel', async () => {
    vi.useFakeTimers();
    const { seen, impl } = hanging();
    const { api } = client(() => json({}), { fetch: impl });
    const outcome = failure(api.getUser());
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen[0]!.signal.aborted).toBe(true);
    expect((await outcome).code).toBe('network_error_cancel');
  });

  it('honours a custom timeout', async () => {
    vi.useFakeTimers();
    const { impl } = hanging();
    const { api } = client(() => json({}), { fetch: impl, timeoutMs: 500 });
    const outcome = failure(api.getUser());
    await vi.advanceTimersByTimeAsync(500);
    expect((await outcome).code).toBe('network_error_cancel');
  });

  it('passes a caller cancellation through', async () => {
    const { seen, impl } = hanging();
    const { api } = client(() => json({}), { fetch: impl });
    const controller = new AbortController();
    const outcome = failure(api.getUser({ signal: controller.signal }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect(seen[0]!.signal.aborted).toBe(true);
    expect((await outcome).code).toBe('network_error_cancel');
  });

  it('does not call fetch when already cancelled', async () => {
    const { seen, impl } = hanging();
    const { api } = client(() => json({}), { fetch: impl });
    const outcome = failure(api.getUser({ signal: AbortSignal.abort() }));
    expect((await outcome).code).toBe('network_error_cancel');
    expect(seen).toHaveLength(0);
  });
});
