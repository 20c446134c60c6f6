// @vitest-environment happy-dom
// The default factory builds the real Auth0 SPA client with the options the session chose,
// loading it only when a session may exist or the member signs in (lazyAuth0.ts).
import type * as Auth0Module from '@auth0/auth0-spa-js';
// happy-dom has no IndexedDB, where the client keeps its DPoP key pair (spec §7 proof header)
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE_DAYS, TOKEN_LEEWAY_S, TRANSACTION_COOKIE_DAYS } from '../rules/constants';

const constructed = vi.hoisted(() => ({ options: [] as unknown[] }));

vi.mock('@auth0/auth0-spa-js', async (importOriginal) => {
  const real = await importOriginal<typeof Auth0Module>();
  // A subclass records the options and still runs the real constructor.
  class RecordingAuth0Client extends real.Auth0Client {
    constructor(options: ConstructorParameters<typeof real.Auth0Client>[0]) {
      constructed.options.push(options);
      super(options);
    }
  }
  return { ...real, Auth0Client: RecordingAuth0Client };
});

const { Auth0Client } = await import('@auth0/auth0-spa-js');
const { createSession } = await import('./session');

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const sessionOptions = {
  domain: {
    BA: 'http://localhost:4011',
    IB: 'http://localhost:4011',
    EI: 'http://localhost:4011',
  },
  clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
  audience: 'https://api.avios.sandbox/purchase',
  redirectUri: 'http://localhost:3000/',
  getPartner: () => 'EI' as const,
};

describe('default Auth0 client factory', () => {
  it('leaves a visitor without a session anonymous without loading the real client', async () => {
    constructed.options.length = 0;
    const session = createSession(sessionOptions);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await session.init()).toEqual({ status: 'anonymous' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(constructed.options).toEqual([]);
  });

  it('constructs the real Auth0Client per partner with refresh tokens when a session may exist', async () => {
    constructed.options.length = 0;
    // An entry of the real client's localstorage cache: there may be a session to restore.
    localStorage.setItem('@@auth0spajs@@::avios-ei::aud::scope', '{}');
    const session = createSession({ ...sessionOptions, cacheLocation: 'localstorage' });
    // No member in the cache: the real client reports an anonymous visitor without a request.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const snap = await session.init();
    expect(snap).toEqual({ status: 'anonymous' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(constructed.options).toEqual([
      {
        domain: 'http://localhost:4011',
        clientId: 'avios-ei',
        // spec §9: token leeway 60 s, session check cookie 1 day, the transaction cookie
        leeway: 60,
        sessionCheckExpiryDays: 1,
        useCookiesForTransactions: true,
        // spec §7 proof header: tokens bound to the client's key pair
        useDpop: true,
        useRefreshTokens: true,
        useRefreshTokensFallback: true,
        cacheLocation: 'localstorage',
        authorizationParams: {
          audience: 'https://api.avios.sandbox/purchase',
          scope:
            'openid profile offline_access email write:transaction_credit write:transaction_reversal',
          redirect_uri: 'http://localhost:3000/',
        },
      },
    ]);
    expect(Auth0Client.name).toBe('RecordingAuth0Client');
  });

  it('sends the browser to the identity provider authorize endpoint on login', async () => {
    constructed.options.length = 0;
    const assign = vi.fn();
    const session = createSession({
      domain: 'http://localhost:4011',
      identityProviderAnswers: async () => true,
      clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
      audience: 'https://api.avios.sandbox/purchase',
      redirectUri: 'http://localhost:3000/',
      cacheLocation: 'localstorage',
      getPartner: () => 'BA',
      createClient: (options) => {
        const client = new Auth0Client(options);
        // Keep the page here: record where the real client would navigate.
        const login = client.loginWithRedirect.bind(client);
        client.loginWithRedirect = (o) => login({ ...o, openUrl: assign });
        return client;
      },
    });
    await session.login({ returnTo: '/purchase' });
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4011/authorize');
    expect(url.searchParams.get('client_id')).toBe('avios-ba');
    expect(url.searchParams.get('audience')).toBe('https://api.avios.sandbox/purchase');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/');
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(
      [
        'openid',
        'profile',
        'offline_access',
        'email',
        'write:transaction_credit',
        'write:transaction_reversal',
      ].sort(),
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(constructed.options[0]).toMatchObject({ cacheLocation: 'localstorage' });
  });

  // A session whose real client keeps the page here and records where it would navigate.
  function recordingSession(assign: (url: string) => void) {
    return createSession({
      ...sessionOptions,
      domain: 'http://localhost:4011',
      identityProviderAnswers: async () => true,
      getPartner: () => 'BA',
      createClient: (options) => {
        const client = new Auth0Client(options);
        const login = client.loginWithRedirect.bind(client);
        client.loginWithRedirect = (o) => login({ ...o, openUrl: assign });
        return client;
      },
    });
  }

  it('gives every partner client the spec §9 leeway, session check cookie and transaction cookie', async () => {
    constructed.options.length = 0;
    await recordingSession(vi.fn()).login();
    expect(constructed.options).toHaveLength(1);
    expect(constructed.options[0]).toMatchObject({
      leeway: TOKEN_LEEWAY_S,
      sessionCheckExpiryDays: SESSION_COOKIE_DAYS,
      useCookiesForTransactions: true,
    });
  });

  it('keeps the sign-in transaction in a cookie that lives the spec §9 one day, not in session storage', async () => {
    const writes: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set');
    cookie.mockImplementation((value: string) => {
      writes.push(value);
    });
    const before = Date.now();
    await recordingSession(vi.fn()).login();
    const transaction = writes.find((w) => w.startsWith('a0.spajs.txs.avios-ba='));
    expect(transaction).toBeDefined();
    const expires = Date.parse(/expires=([^;]+)/i.exec(transaction!)?.[1] ?? '');
    const day = 86_400_000;
    // js-cookie writes the date to the second
    expect(expires).toBeGreaterThanOrEqual(before + TRANSACTION_COOKIE_DAYS * day - 1_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + TRANSACTION_COOKIE_DAYS * day);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('a0.spajs'))).toEqual([]);
  });

  it('sends max_age with the step-up scope when a step-up sign-in asks for a fresh authentication', async () => {
    const assign = vi.fn();
    await recordingSession(assign).login({ stepUp: true, maxAge: 0 });
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.searchParams.get('max_age')).toBe('0');
    expect(url.searchParams.get('scope')?.split(' ')).toContain('write:transaction_debit');
  });

  it('sends no max_age on an ordinary sign-in', async () => {
    const assign = vi.fn();
    await recordingSession(assign).login();
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.searchParams.has('max_age')).toBe(false);
  });

  it('refuses a max age that is not a whole number of seconds', async () => {
    const assign = vi.fn();
    await expect(recordingSession(assign).login({ maxAge: -1 })).rejects.toMatchObject({
      code: 'unhandled_error',
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
