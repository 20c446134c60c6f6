// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookieJar } from './context/cookieJar';
import { createAvios } from './createAvios';
import type { AviosOptions } from './createAvios';
import type { PaymentProvider } from './payments/paymentProvider';
import { fakeAuth0, memoryStorage } from './session/testing';

interface Seen {
  url: URL;
  headers: Record<string, string>;
}

function setup(options: { signedIn?: boolean; answer?: (url: URL) => Response } = {}) {
  const seen: Seen[] = [];
  const answer =
    options.answer ??
    ((url: URL) =>
      url.pathname.endsWith('/saveToken')
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ availableProducts: ['purchase'] }), { status: 200 }));
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    seen.push({ url, headers: init.headers as Record<string, string> });
    return answer(url);
  }) as unknown as typeof globalThis.fetch;
  const auth0 = fakeAuth0(options.signedIn ?? false);
  const createClient = vi.fn(() => auth0);
  const getEntries = vi.fn(async () => ({ items: [{ sys: { id: 'a' }, fields: {} }] }));
  const onSignedIn = vi.fn();
  const cookies = createMemoryCookieJar();
  const aviosOptions: AviosOptions = {
    partner: 'IB',
    api: { baseUrl: 'http://api.test', applicationName: 'http://shop.test', fetch },
    payments: { baseUrl: 'http://pay.test' },
    auth: {
      domain: 'http://idp.test',
      identityProviderAnswers: async () => true,
      clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
      audience: 'https://api.avios.sandbox/purchase',
      redirectUri: 'http://shop.test/',
      storage: memoryStorage(),
      navigate: (path) => window.history.replaceState(null, '', path),
      createClient,
      onSignedIn,
    },
    content: {
      space: 'avios-sandbox',
      environment: 'master',
      accessToken: 'token',
      client: { getEntries, getEntry: vi.fn() },
    },
    storage: memoryStorage(),
    cookies,
    logger: { warn: vi.fn(), error: vi.fn() },
  };
  const avios = createAvios(aviosOptions);
  return { avios, seen, fetch, auth0, createClient, getEntries, onSignedIn, cookies };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('createAvios', () => {
  it('does nothing until init()', () => {
    const { avios, fetch, createClient, getEntries, cookies } = setup();
    expect(fetch).not.toHaveBeenCalled();
    expect(createClient).not.toHaveBeenCalled();
    expect(getEntries).not.toHaveBeenCalled();
    expect(cookies.get('opco')).toBeUndefined();
    expect(avios.context.getSnapshot()).toEqual({ status: 'loading' });
    expect(avios.checkout.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('init reads the context, restores the session, and runs once', async () => {
    const { avios, createClient, cookies } = setup();
    const first = avios.init();
    expect(avios.init()).toBe(first);
    await first;
    expect(avios.context.getSnapshot()).toMatchObject({
      status: 'ready',
      partner: 'IB',
      language: 'es-ES',
    });
    expect(cookies.get('opco')).toBe('IB');
    expect(avios.session.getSnapshot().status).toBe('anonymous');
    expect(createClient).toHaveBeenCalledTimes(1);
    avios.destroy();
  });

  it('sends the context partner and language, and the member token, with every call', async () => {
    const { avios, seen } = setup({ signedIn: true });
    await avios.init();
    avios.context.setPartner('BA');
    await avios.api.getProducts();
    const call = seen.find((c) => c.url.pathname.endsWith('/products'))!;
    expect(call.url.searchParams.get('partner')).toBe('ba');
    expect(call.headers['X-Application-Language']).toBe('en-GB');
    expect(call.headers.Authorization).toMatch(/^Bearer ey/);
    expect(avios.queries.products().queryKey[2]).toEqual({
      partner: 'BA',
      language: 'en-GB',
      signedIn: true,
    });
    avios.destroy();
  });

  it('signs the member out when an answer is 401 (spec §8 should_logout)', async () => {
    const { avios, auth0 } = setup({
      signedIn: true,
      answer: (url) =>
        url.pathname.endsWith('/saveToken')
          ? new Response(null, { status: 204 })
          : new Response('', { status: 401 }),
    });
    await avios.init();
    expect(avios.session.getSnapshot().status).toBe('authenticated');
    await expect(avios.queryClient.fetchQuery(avios.queries.user())).rejects.toMatchObject({
      code: 'network_error_401',
    });
    await vi.waitFor(() => expect(auth0.logout).toHaveBeenCalledWith({ openUrl: false }));
    await vi.waitFor(() => expect(avios.errors.getSnapshot().global).toBeUndefined());
    expect(avios.session.getSnapshot().status).toBe('anonymous');
    avios.destroy();
  });

  it('a 401 signs out but keeps the checkout draft (spec §8); signing out on purpose forgets it and the member answers', async () => {
    const { avios } = setup({
      signedIn: true,
      answer: (url) =>
        url.pathname.endsWith('/saveToken')
          ? new Response(null, { status: 204 })
          : new Response('', { status: 401 }),
    });
    await avios.init();
    avios.checkout.start('purchase', { purchaseAvios: 5000, purchasePrice: 92.5 });
    await expect(avios.queryClient.fetchQuery(avios.queries.user())).rejects.toBeDefined();
    await vi.waitFor(() => expect(avios.session.getSnapshot().status).toBe('anonymous'));
    expect(avios.checkout.getDraft()?.data).toMatchObject({ purchaseAvios: 5000 });
    avios.destroy();

    const second = setup({ signedIn: true });
    await second.avios.init();
    second.avios.checkout.start('gift', { giftAvios: 2000, giftPrice: 40 });
    await second.avios.queryClient.fetchQuery(second.avios.queries.products());
    expect(second.avios.queryClient.getQueryCache().getAll()).toHaveLength(1);
    await second.avios.session.logout();
    expect(second.avios.checkout.getDraft()).toBeUndefined();
    expect(second.avios.checkout.getSnapshot().status).toBe('idle');
    expect(second.avios.queryClient.getQueryCache().getAll()).toHaveLength(0);
    second.avios.destroy();
  });

  it('puts a failed query in the error store', async () => {
    const { avios } = setup({
      answer: () => new Response(JSON.stringify({ errorCode: 60 }), { status: 422 }),
    });
    await avios.init();
    await expect(avios.queryClient.fetchQuery(avios.queries.products())).rejects.toBeDefined();
    expect(avios.errors.getSnapshot()).toMatchObject({
      page: { code: 'api_error_60' },
      effects: ['should_disable_products'],
    });
    avios.destroy();
  });

  it('after a login callback, refetches active queries and saves the token', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const { avios, seen, onSignedIn } = setup({
      signedIn: true,
      answer: (url) =>
        url.pathname.endsWith('/saveToken')
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify({ availableProducts: ['gift'] })),
    });
    // an answer cached before sign-in, on screen
    const products = avios.queries.products();
    avios.queryClient.setQueryData(products.queryKey, ['purchase']);
    const observer = new QueryObserver(avios.queryClient, products);
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual(['purchase']);
    await avios.init();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['gift']));
    const refetch = seen.find((c) => c.url.pathname.endsWith('/products'))!;
    expect(refetch.headers.Authorization).toMatch(/^Bearer /);
    await vi.waitFor(() =>
      expect(seen.some((c) => c.url.pathname.endsWith('/saveToken'))).toBe(true),
    );
    unsubscribe();
    avios.destroy();
  });
});

describe('createAvios auth errors (spec §8)', () => {
  it('a failed login callback (state mismatch) reaches the error store with its catalogue code, once', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=forged');
    const { avios, auth0 } = setup();
    vi.mocked(auth0.handleRedirectCallback).mockRejectedValue(
      Object.assign(new Error('Invalid state'), { error: 'state_mismatch' }),
    );
    await avios.init().catch(() => {});
    await vi.waitFor(() => expect(avios.errors.getSnapshot().global?.code).toBe('state_mismatch'));
    const id = avios.errors.getSnapshot().global!.id;
    avios.errors.dismiss(id);
    // nothing new: the same recorded failure is not dispatched again
    avios.session.getSnapshot();
    expect(avios.errors.getSnapshot().global).toBeUndefined();
    avios.destroy();
  });

  it('a login that fails (popup closed) is shown', async () => {
    const { avios, auth0 } = setup();
    await avios.init();
    vi.mocked(auth0.loginWithRedirect).mockRejectedValue(
      Object.assign(new Error('Popup closed'), { error: 'cancelled' }),
    );
    await avios.session.login().catch(() => {});
    await vi.waitFor(() => expect(avios.errors.getSnapshot().global?.code).toBe('popup_closed'));
    avios.destroy();
  });
});

describe('createAvios get_access_token_failed (spec §8 fallback)', () => {
  it('a signed-in member whose token cannot be had is told once, and the call goes on without a bearer', async () => {
    const { avios, auth0, seen } = setup({ signedIn: true });
    await avios.init();
    vi.mocked(auth0.getTokenSilently).mockRejectedValue(
      Object.assign(new Error('Lock not acquired'), { error: 'lock_timeout' }),
    );
    await avios.api.getProducts();
    await avios.api.getProducts();
    const shown = avios.errors.getSnapshot().global;
    expect(shown?.code).toBe('get_access_token_failed');
    expect(shown?.entry.silent).toBe(false);
    expect(seen.filter((s) => s.url.pathname.endsWith('/products'))).toHaveLength(2);
    for (const call of seen) expect(call.headers.Authorization).toBeUndefined();
    avios.errors.dismiss(shown!.id);
    await avios.api.getProducts();
    expect(avios.errors.getSnapshot().global).toBeUndefined();
    avios.destroy();
  });

  it('when the call sent without a bearer answers 401, the member is signed out and the session problem is still said', async () => {
    const { avios, auth0 } = setup({
      signedIn: true,
      answer: (url) =>
        url.pathname.endsWith('/saveToken')
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify({ message: 'no token' }), { status: 401 }),
    });
    await avios.init();
    vi.mocked(auth0.getTokenSilently).mockRejectedValue(
      Object.assign(new Error('Lock not acquired'), { error: 'lock_timeout' }),
    );
    await avios.api.getUser().catch((error: unknown) => avios.errors.dispatch(error as Error));
    await vi.waitFor(() => expect(avios.session.getSnapshot().status).toBe('anonymous'));
    await vi.waitFor(() =>
      expect(avios.errors.getSnapshot().global?.code).toBe('get_access_token_failed'),
    );
    avios.destroy();
  });

  it('a session that has ended (login_required) signs out instead of saying so', async () => {
    const { avios, auth0 } = setup({ signedIn: true });
    await avios.init();
    vi.mocked(auth0.getTokenSilently).mockRejectedValue(
      Object.assign(new Error('Login required'), { error: 'login_required' }),
    );
    await avios.api.getProducts();
    expect(avios.errors.getSnapshot().global?.code).not.toBe('get_access_token_failed');
    expect(avios.session.getSnapshot().status).toBe('anonymous');
    avios.destroy();
  });
});

describe('createAvios payments', () => {
  it('has no default: without payments it says what to pass, never the sandbox', () => {
    const { payments: _none, ...options } = minimalOptions();
    expect(() => createAvios(options as AviosOptions)).toThrow(/createAvios needs `payments`/);
    expect(() => createAvios({ ...options, payments: { baseUrl: ' ' } })).toThrow(
      /SANDBOX_ENVIRONMENT\.paymentsUrl/,
    );
    expect(createAvios(minimalOptions()).payments.kind).toBe('card-form');
  });

  it('takes a provider as it is', () => {
    const provider: PaymentProvider = { kind: 'drop-in', authorise: vi.fn() };
    expect(createAvios({ ...minimalOptions(), payments: provider }).payments).toBe(provider);
  });

  it('takes the sandbox address as { baseUrl }', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ resultCode: 'Authorised' })));
    vi.stubGlobal('fetch', fetch);
    try {
      const avios = createAvios({ ...minimalOptions(), payments: { baseUrl: 'http://pay.test' } });
      await avios.payments.authorise!(
        { id: 'ps', sessionData: 'x' },
        {
          cardNumber: '4111111111111111',
          expiryMonth: '01',
          expiryYear: '2030',
          cvc: '1',
          holderName: 'A',
        },
      );
      expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
        'http://pay.test/sessions/ps/payments',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// The minimum options for a second instance in the payment tests.
describe('createAvios generic transaction client (spec §7 "separate client")', () => {
  const seenBy = () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      urls.push(`${String(input)} ${JSON.stringify(init.headers)}`);
      return new Response(JSON.stringify({ id: 'n1' }), { status: 201 });
    });
    return { urls, fetch: fetch as unknown as typeof globalThis.fetch };
  };
  const draft = { id: 'LCL_1', type: 'purchase', creationDate: 1, currency: 'GBP', data: {} };

  it('defaults to the purchase API address', async () => {
    const { urls, fetch } = seenBy();
    const avios = createAvios({ ...minimalOptions(), api: { baseUrl: 'http://api.test', fetch } });
    await avios.genericTransactions.create(draft as never, { idempotencyKey: 'LCL_1' });
    expect(urls[0]).toMatch(/^http:\/\/api\.test\/purchase\/v1\/transaction\/new\?partner=ib /);
  });

  it('takes its own address and headers from genericApi', async () => {
    const { urls, fetch } = seenBy();
    const avios = createAvios({
      ...minimalOptions(),
      api: { baseUrl: 'http://api.test', fetch },
      genericApi: { baseUrl: 'http://generic.test', path: '/tx', headers: { 'X-Channel': 'shop' } },
    });
    await avios.genericTransactions.create(draft as never, { idempotencyKey: 'LCL_1' });
    expect(urls[0]).toMatch(/^http:\/\/generic\.test\/tx\/transaction\/new\?partner=ib /);
    expect(urls[0]).toContain('"X-Channel":"shop"');
  });
});

describe('createAvios stats client (spec §7 "GET /users/current/stats (separate client)")', () => {
  const statsFetch = () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      urls.push(`${String(input)} ${JSON.stringify(init.headers)}`);
      return new Response(JSON.stringify({ boostedAvios: 1 }), { status: 200 });
    });
    return { urls, fetch: fetch as unknown as typeof globalThis.fetch };
  };

  it('defaults to the purchase API address', async () => {
    const { urls, fetch } = statsFetch();
    const avios = createAvios({ ...minimalOptions(), api: { baseUrl: 'http://api.test', fetch } });
    await avios.queryClient.fetchQuery(avios.queries.stats());
    expect(urls[0]).toMatch(
      /^http:\/\/api\.test\/purchase\/v1\/users\/current\/stats\?partner=ib /,
    );
  });

  it('takes its own address and headers from statsApi', async () => {
    const { urls, fetch } = statsFetch();
    const avios = createAvios({
      ...minimalOptions(),
      api: { baseUrl: 'http://api.test', fetch },
      statsApi: { baseUrl: 'http://stats.test', path: '/v2', headers: { 'X-Channel': 'shop' } },
    });
    await avios.queryClient.fetchQuery(avios.queries.stats());
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^http:\/\/stats\.test\/v2\/users\/current\/stats\?partner=ib /);
    expect(urls[0]).toContain('"X-Channel":"shop"');
  });
});

function minimalOptions(): AviosOptions {
  return {
    api: { baseUrl: 'http://api.test' },
    payments: { baseUrl: 'http://pay.test' },
    auth: {
      domain: 'http://idp.test',
      clientIds: { BA: 'a', IB: 'b', EI: 'c' },
      audience: 'x',
      redirectUri: 'http://shop.test/',
      createClient: () => fakeAuth0(false),
    },
    content: {
      space: 's',
      environment: 'master',
      accessToken: 't',
      client: { getEntries: vi.fn(), getEntry: vi.fn() },
    },
    cookies: createMemoryCookieJar(),
    storage: memoryStorage(),
  };
}
