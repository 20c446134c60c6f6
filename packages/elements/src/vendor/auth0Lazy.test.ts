// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { createLazyAuth0Client, mayHaveSession } from './auth0Lazy';

const options: Auth0ClientOptions = { domain: 'http://localhost:4011', clientId: 'avios-ib' };

function fakeModule() {
  const real = {
    loginWithRedirect: vi.fn(async () => undefined),
    loginWithPopup: vi.fn(async () => undefined),
    handleRedirectCallback: vi.fn(async () => ({})),
    checkSession: vi.fn(async () => undefined),
    isAuthenticated: vi.fn(async () => true),
    getUser: vi.fn(async () => ({ sub: 'u1' })),
    getTokenSilently: vi.fn(async () => 'token'),
    logout: vi.fn(async () => undefined),
  };
  const constructed: Auth0ClientOptions[] = [];
  const load = vi.fn(async () => ({
    Auth0Client: class {
      constructor(o: Auth0ClientOptions) {
        constructed.push(o);
        return real;
      }
    } as never,
  }));
  return { real, load, constructed };
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('lazy Auth0 client', () => {
  it('answers an anonymous visitor without loading the real client', async () => {
    const { load } = fakeModule();
    const Client = createLazyAuth0Client(load);
    const client = new Client(options);
    await client.checkSession();
    expect(await client.isAuthenticated()).toBe(false);
    expect(await client.getUser()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    'auth0.avios-ib.is.authenticated',
    '_legacy_auth0.avios-ib.is.authenticated',
    'auth0.is.authenticated',
  ])('loads the real client to restore a session when cookie %s is set', async (cookie) => {
    document.cookie = `${cookie}=true; path=/`;
    const { load, real, constructed } = fakeModule();
    const client = new (createLazyAuth0Client(load))(options);
    await client.checkSession();
    expect(await client.isAuthenticated()).toBe(true);
    expect(real.checkSession).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(constructed).toEqual([options]);
  });

  it("another client id's cookie does not count", () => {
    document.cookie = 'auth0.avios-ba.is.authenticated=true; path=/';
    expect(mayHaveSession(options)).toBe(false);
  });

  it('with the localstorage cache, a cached entry means there may be a session', () => {
    localStorage.setItem('@@auth0spajs@@::avios-ib::aud::scope', '{}');
    expect(mayHaveSession({ ...options, cacheLocation: 'localstorage' })).toBe(true);
    expect(mayHaveSession({ ...options, cacheLocation: 'memory' })).toBe(false);
  });

  it.each([
    ['loginWithRedirect', [{ appState: 1 }]],
    ['loginWithPopup', [{}, { timeoutInSeconds: 60 }]],
    ['handleRedirectCallback', ['http://localhost/?code=1&state=2']],
    ['getTokenSilently', [{ cacheMode: 'off' }]],
    ['logout', [{ openUrl: false }]],
  ] as const)('%s always loads and delegates with the same arguments', async (method, args) => {
    const { load, real } = fakeModule();
    const client = new (createLazyAuth0Client(load))(options) as unknown as Record<
      string,
      (...a: unknown[]) => Promise<unknown>
    >;
    await client[method]!(...args);
    expect(real[method]).toHaveBeenCalledWith(...args);
  });

  it('once loaded (after sign-in), always asks the real client', async () => {
    const { load, real } = fakeModule();
    const client = new (createLazyAuth0Client(load))(options);
    await client.handleRedirectCallback('http://localhost/?code=1&state=2');
    expect(await client.isAuthenticated()).toBe(true);
    expect(await client.getUser()).toEqual({ sub: 'u1' });
    expect(real.getUser).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed chunk load is retried on the next call', async () => {
    const { real } = fakeModule();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({
        Auth0Client: class {
          constructor() {
            return real;
          }
        },
      });
    const client = new (createLazyAuth0Client(load))(options);
    await expect(client.loginWithRedirect()).rejects.toThrow('dynamically imported');
    await client.loginWithRedirect();
    expect(real.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
