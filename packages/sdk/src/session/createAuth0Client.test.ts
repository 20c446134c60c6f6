// @vitest-environment happy-dom
// The default factory builds the real Auth0 SPA client with the options the session chose,
// loading it only when a session may exist or the member signs in (lazyAuth0.ts).
import type * as Auth0Module from '@auth0/auth0-spa-js';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
});
