// @vitest-environment happy-dom
// The default Auth0 client loads the real one only when a call needs it (lazyAuth0.ts).
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyAuth0Client } from './lazyAuth0';
import { mayHaveSession } from './sessionHint';
import type { Auth0Module } from './lazyAuth0';
import { fakeAuth0 } from './testing';

const options: Auth0ClientOptions = { domain: 'http://localhost:4011', clientId: 'avios-ib' };

function fakeModule() {
  const real = fakeAuth0(true);
  const constructed: Auth0ClientOptions[] = [];
  const load = vi.fn(async (): Promise<Auth0Module> => ({
    Auth0Client: class {
      constructor(o: Auth0ClientOptions) {
        constructed.push(o);
        return real;
      }
    } as unknown as Auth0Module['Auth0Client'],
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
  vi.unstubAllGlobals();
});

describe('mayHaveSession', () => {
  it.each([
    ['no cookie, no storage', undefined, undefined, 'localstorage', false],
    ['own cookie', 'auth0.avios-ib.is.authenticated', undefined, 'memory', true],
    ['legacy SameSite copy', '_legacy_auth0.avios-ib.is.authenticated', undefined, 'memory', true],
    ['cookie name before client ids', 'auth0.is.authenticated', undefined, 'memory', true],
    ['its legacy copy', '_legacy_auth0.is.authenticated', undefined, 'memory', true],
    ["another client's cookie", 'auth0.avios-ba.is.authenticated', undefined, 'memory', false],
    [
      'cached entry, localstorage cache',
      undefined,
      '@@auth0spajs@@::avios-ib::a::s',
      'localstorage',
      true,
    ],
    ['cached entry, memory cache', undefined, '@@auth0spajs@@::avios-ib::a::s', 'memory', false],
    ['unrelated storage key', undefined, 'avios.draft', 'localstorage', false],
  ] as const)('%s -> %s', (_, cookie, key, cacheLocation, expected) => {
    if (cookie) document.cookie = `${cookie}=true; path=/`;
    if (key) localStorage.setItem(key, '{}');
    expect(mayHaveSession({ clientId: 'avios-ib', cacheLocation })).toBe(expected);
  });
});

describe('LazyAuth0Client', () => {
  it('answers a visitor without a session without loading the real client', async () => {
    const { load } = fakeModule();
    const client = new LazyAuth0Client(options, load);
    await client.checkSession();
    expect(await client.isAuthenticated()).toBe(false);
    expect(await client.getUser()).toBeUndefined();
    await client.logout({ openUrl: false });
    expect(load).not.toHaveBeenCalled();
    expect(client.loaded).toBe(false);
  });

  it('loads the real client once to restore a session the cookie announces', async () => {
    document.cookie = 'auth0.avios-ib.is.authenticated=true; path=/';
    const { load, real, constructed } = fakeModule();
    const client = new LazyAuth0Client(options, load);
    await client.checkSession();
    expect(await client.isAuthenticated()).toBe(true);
    expect(await client.getUser()).toMatchObject({ sub: 'member|1' });
    expect(real.checkSession).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(constructed).toEqual([options]);
  });

  it.each([
    ['loginWithRedirect', [{ authorizationParams: { scope: 'openid' } }]],
    ['loginWithPopup', [{}, { timeoutInSeconds: 60 }]],
    ['handleRedirectCallback', ['http://localhost/?code=1&state=2']],
    ['getTokenSilently', [{ cacheMode: 'off' }]],
    ['logout', [{ logoutParams: { returnTo: 'http://localhost/' } }]],
  ] as const)('%s always loads and passes its arguments on', async (method, args) => {
    const { load, real } = fakeModule();
    const client = new LazyAuth0Client(options, load) as unknown as Record<
      string,
      (...a: unknown[]) => Promise<unknown>
    >;
    await client[method]?.(...args);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real[method]).toHaveBeenCalledWith(...args);
  });

  it('once loaded (after the login callback), asks the real client', async () => {
    const { load, real } = fakeModule();
    const client = new LazyAuth0Client(options, load);
    await client.handleRedirectCallback('http://localhost/?code=1&state=2');
    expect(await client.isAuthenticated()).toBe(true);
    expect(real.isAuthenticated).toHaveBeenCalledTimes(1);
    expect(client.loaded).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load on the next call', async () => {
    const { real, load: loadReal } = fakeModule();
    const load = vi
      .fn<() => Promise<Auth0Module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(loadReal);
    const client = new LazyAuth0Client(options, load);
    await expect(client.loginWithRedirect()).rejects.toThrow('dynamically imported');
    await client.loginWithRedirect();
    expect(real.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no Web Crypto', undefined, '`window.crypto` is required'],
    ['no crypto.subtle (insecure origin)', {}, 'must run on a secure origin'],
  ])('refuses to be created with %s, like the real client', (_, crypto, message) => {
    vi.stubGlobal('crypto', crypto);
    expect(() => new LazyAuth0Client(options, fakeModule().load)).toThrow(message);
  });

  it('loads the real @auth0/auth0-spa-js by default', async () => {
    localStorage.setItem('@@auth0spajs@@::avios-ib::aud::scope', '{}');
    const client = new LazyAuth0Client({ ...options, cacheLocation: 'localstorage' });
    // The real client finds no cached member: anonymous, without a request.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await client.checkSession();
    expect(await client.isAuthenticated()).toBe(false);
    expect(client.loaded).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
