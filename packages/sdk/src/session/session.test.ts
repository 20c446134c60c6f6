// @vitest-environment happy-dom
import {
  GenericError,
  MfaRequiredError,
  MissingRefreshTokenError,
  TimeoutError,
} from '@auth0/auth0-spa-js';
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import type { Partner } from '../rules/constants';
import { RETURN_PATH_KEY } from './returnPath';
import { createSession } from './session';
import { identityProviderAnswers } from './sessionHelpers';
import { STANDARD_SCOPE, STEP_UP_SCOPE } from './sessionTypes';
import type { SessionOptions } from './sessionTypes';
import { fakeAuth0, makeJwt, memoryStorage } from './testing';
import type { FakeAuth0 } from './testing';

const CLIENT_IDS: Record<Partner, string> = { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' };

interface Setup {
  client: FakeAuth0;
  clients: Map<string, FakeAuth0>;
  createClient: ReturnType<typeof vi.fn<(o: Auth0ClientOptions) => FakeAuth0>>;
  storage: Storage;
  navigate: ReturnType<typeof vi.fn<(path: string, opts: { replace: boolean }) => void>>;
  saveToken: ReturnType<typeof vi.fn<(token: string) => Promise<void>>>;
  onSignedIn: ReturnType<typeof vi.fn<() => void>>;
  partner: { current: Partner };
}

function setup(overrides: Partial<SessionOptions> = {}, signedIn = true) {
  const clients = new Map<string, FakeAuth0>();
  const createClient = vi.fn((o: Auth0ClientOptions) => {
    const client = fakeAuth0(signedIn);
    clients.set(o.clientId, client);
    return client;
  });
  const s: Omit<Setup, 'client'> = {
    clients,
    createClient,
    storage: memoryStorage(),
    navigate: vi.fn(),
    saveToken: vi.fn(async () => {}),
    onSignedIn: vi.fn(),
    partner: { current: 'IB' },
  };
  const session = createSession({
    domain: 'http://localhost:4011',
    identityProviderAnswers: async () => true,
    clientIds: CLIENT_IDS,
    audience: 'https://api.avios.sandbox/purchase',
    redirectUri: 'http://localhost:5173/',
    getPartner: () => s.partner.current,
    saveToken: s.saveToken,
    onSignedIn: s.onSignedIn,
    navigate: s.navigate,
    storage: s.storage,
    createClient,
    ...overrides,
  });
  const client = () => {
    const c = clients.get(CLIENT_IDS[s.partner.current]);
    if (!c) throw new Error('no client created yet');
    return c;
  };
  return { session, ...s, client };
}

function scopesAsked(client: FakeAuth0): (string | undefined)[] {
  return client.getTokenSilently.mock.calls.map(([o]) => o?.authorizationParams?.scope);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Auth0 client options', () => {
  it('keeps tokens in memory by default, with refresh tokens and the standard scope', async () => {
    const s = setup();
    await s.session.init();
    expect(s.createClient).toHaveBeenCalledTimes(1);
    expect(s.createClient.mock.calls[0]?.[0]).toEqual({
      domain: 'http://localhost:4011',
      clientId: 'avios-ib',
      // spec §9: token leeway, session check cookie, transaction cookie (clientOptions.ts)
      leeway: 60,
      sessionCheckExpiryDays: 1,
      useCookiesForTransactions: true,
      // spec §7 proof header: tokens bound to the client's key pair
      useDpop: true,
      useRefreshTokens: true,
      useRefreshTokensFallback: true,
      cacheLocation: 'memory',
      authorizationParams: {
        audience: 'https://api.avios.sandbox/purchase',
        scope:
          'openid profile offline_access email write:transaction_credit write:transaction_reversal',
        redirect_uri: 'http://localhost:5173/',
      },
    });
  });

  it('hands the token worker address to the Auth0 client only when given (strict CSP)', async () => {
    const s = setup({ workerUrl: '/auth0-worker.js' });
    await s.session.init();
    expect(s.createClient.mock.calls[0]?.[0].workerUrl).toBe('/auth0-worker.js');
    const plain = setup();
    await plain.session.init();
    expect(plain.createClient.mock.calls[0]?.[0]).not.toHaveProperty('workerUrl');
  });

  it('uses local storage only when configured', async () => {
    const s = setup({ cacheLocation: 'localstorage' });
    await s.session.init();
    expect(s.createClient.mock.calls[0]?.[0].cacheLocation).toBe('localstorage');
  });

  it.each(['cookie', 'sessionstorage', ''])(
    'rejects cacheLocation %j with a clear error',
    (loc) => {
      const build = () => setup({ cacheLocation: loc as 'memory' });
      expect(build).toThrow(SdkError);
      expect(build).toThrow(/cacheLocation must be 'memory' or 'localstorage'/);
    },
  );

  it('creates one client per partner, lazily, and reuses it', async () => {
    const s = setup({
      domain: { BA: 'http://ba.idp', IB: 'http://ib.idp', EI: 'http://ei.idp' },
    });
    expect(s.createClient).not.toHaveBeenCalled();
    await s.session.init();
    await s.session.getToken();
    s.partner.current = 'BA';
    await s.session.getToken();
    s.partner.current = 'IB';
    await s.session.getToken();
    expect(s.createClient.mock.calls.map(([o]) => [o.clientId, o.domain])).toEqual([
      ['avios-ib', 'http://ib.idp'],
      ['avios-ba', 'http://ba.idp'],
    ]);
  });
});

describe('snapshot', () => {
  it('starts loading and keeps the same object until something changes', async () => {
    const s = setup();
    const first = s.session.getSnapshot();
    expect(first).toEqual({ status: 'loading' });
    expect(s.session.getSnapshot()).toBe(first);
    const listener = vi.fn();
    const unsubscribe = s.session.subscribe(listener);
    await s.session.init();
    const after = s.session.getSnapshot();
    expect(after).not.toBe(first);
    expect(s.session.getSnapshot()).toBe(after);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    await s.session.logout();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('init without a callback', () => {
  it('checks the session and reads the member', async () => {
    const s = setup();
    const snap = await s.session.init();
    expect(s.client().checkSession).toHaveBeenCalled();
    expect(s.client().handleRedirectCallback).not.toHaveBeenCalled();
    expect(snap).toEqual({
      status: 'authenticated',
      user: {
        sub: 'member|1',
        name: 'Ana Garcia',
        given_name: 'Ana',
        family_name: 'Garcia',
        email: 'ana@example.com',
        ffpNumber: '12345678',
      },
    });
    expect(s.onSignedIn).not.toHaveBeenCalled();
    expect(s.navigate).not.toHaveBeenCalled();
  });

  it('is anonymous when nobody is signed in', async () => {
    const s = setup({}, false);
    expect(await s.session.init()).toEqual({ status: 'anonymous' });
  });
});

describe('login and the return path', () => {
  it.each([
    ['/transfer?amount=2000#top', '/transfer?amount=2000#top'],
    ['/es-ES/checkout/p123', '/es-ES/checkout/p123'],
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['transfer', '/'],
  ])('login({returnTo: %j}) saves %j and redirects', async (returnTo, saved) => {
    const s = setup({}, false);
    await s.session.login({ returnTo });
    expect(s.storage.getItem(RETURN_PATH_KEY)).toBe(saved);
    expect(s.client().loginWithRedirect).toHaveBeenCalledWith({});
  });

  it('stays and says login_failed when the identity provider does not answer (no browser error page)', async () => {
    const down = vi.fn(async () => false);
    const s = setup({ identityProviderAnswers: down }, false);
    const failed = s.session.login({ returnTo: '/purchase' });
    await expect(failed).rejects.toMatchObject({ code: 'login_failed' });
    expect(down).toHaveBeenCalledWith('http://localhost:4011');
    expect(s.client().loginWithRedirect).not.toHaveBeenCalled();
    expect(s.session.getSnapshot().error?.code).toBe('login_failed');
    // nothing left to restore after a sign-in that never left
    expect(s.storage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('saves the current page when no returnTo is given', async () => {
    window.history.replaceState(null, '', '/purchase?currency=EUR');
    const s = setup({}, false);
    await s.session.login();
    expect(s.storage.getItem(RETURN_PATH_KEY)).toBe('/purchase?currency=EUR');
  });

  it('asks for the step-up scope on a step-up login', async () => {
    const s = setup({}, false);
    await s.session.login({ returnTo: '/transfer', stepUp: true });
    expect(s.client().loginWithRedirect).toHaveBeenCalledWith({
      authorizationParams: { scope: STEP_UP_SCOPE },
    });
  });

  it('restores the saved path with replace navigation, then calls onSignedIn', async () => {
    const s = setup();
    await s.session.login({ returnTo: '/gift/recipient' });
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const order: string[] = [];
    s.navigate.mockImplementation((path) => order.push(`navigate ${path}`));
    s.onSignedIn.mockImplementation(() => order.push('onSignedIn'));

    const snap = await s.session.init();

    expect(s.client().handleRedirectCallback).toHaveBeenCalledWith(
      `${window.location.origin}/?code=abc&state=xyz`,
    );
    expect(s.navigate).toHaveBeenCalledWith('/gift/recipient', { replace: true });
    expect(order).toEqual(['navigate /gift/recipient', 'onSignedIn']);
    expect(snap.status).toBe('authenticated');
    expect(s.storage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('without a saved path, strips the callback parameters from the address', async () => {
    const s = setup();
    window.history.replaceState(
      null,
      '',
      '/es-ES/?code=abc&state=xyz&iss=https%3A%2F%2Flogin.example%2F&currency=EUR',
    );
    await s.session.init();
    expect(s.navigate).toHaveBeenCalledWith('/es-ES/?currency=EUR', { replace: true });
  });

  it('ignores a tampered saved path', async () => {
    const s = setup();
    s.storage.setItem(RETURN_PATH_KEY, 'https://evil.example');
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    await s.session.init();
    expect(s.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('reports a state mismatch and stays anonymous', async () => {
    const s = setup();
    window.history.replaceState(null, '', '/?code=abc&state=forged');
    await s.session.login({ returnTo: '/x' }).catch(() => {});
    s.client().handleRedirectCallback.mockRejectedValueOnce(
      new GenericError('state_mismatch', 'Invalid state'),
    );
    const snap = await s.session.init();
    expect(snap.status).toBe('anonymous');
    expect(snap.error).toBeInstanceOf(SdkError);
    expect(snap.error?.code).toBe('state_mismatch');
    expect(snap.error?.message).toBe('Invalid state');
    expect(s.onSignedIn).not.toHaveBeenCalled();
    expect(s.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('turns a login redirect failure into login_failed', async () => {
    const s = setup({}, false);
    await s.session.init();
    s.client().loginWithRedirect.mockRejectedValueOnce(new Error('boom'));
    await expect(s.session.login()).rejects.toMatchObject({
      code: 'login_failed',
      message: 'Login failed: boom',
    });
    expect(s.session.getSnapshot().error?.code).toBe('login_failed');
  });
});

describe('getToken', () => {
  it('asks for the standard scope and saves each new token once', async () => {
    const s = setup();
    await s.session.init();
    const first = await s.session.getToken();
    const again = await s.session.getToken();
    expect(first.type).toBe('standard');
    expect(again).toEqual(first);
    expect(scopesAsked(s.client())).toEqual([STANDARD_SCOPE]);
    expect(s.saveToken).toHaveBeenCalledTimes(1);
    expect(s.saveToken).toHaveBeenCalledWith(first.value);
  });

  it('does not save again a token Auth0 answers from its own cache', async () => {
    const s = setup();
    await s.session.init();
    // Opaque tokens carry no exp, so the session asks Auth0 each time.
    s.client().getTokenSilently.mockResolvedValue('opaque-1');
    await s.session.getToken();
    await s.session.getToken();
    s.client().getTokenSilently.mockResolvedValue('opaque-2');
    await s.session.getToken();
    expect(s.client().getTokenSilently).toHaveBeenCalledTimes(3);
    expect(s.saveToken.mock.calls).toEqual([['opaque-1'], ['opaque-2']]);
  });

  it('shares one request between concurrent callers', async () => {
    const s = setup();
    await s.session.init();
    const [a, b] = await Promise.all([s.session.getToken(), s.session.getToken()]);
    expect(a.value).toBe(b.value);
    expect(s.client().getTokenSilently).toHaveBeenCalledTimes(1);
    expect(s.saveToken).toHaveBeenCalledTimes(1);
  });

  it('drops a cached token once its exp (minus 60 s) has passed and saves the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const s = setup();
    await s.session.init();
    const first = await s.session.getToken();
    vi.setSystemTime(new Date('2030-01-01T10:58:30Z')); // exp at 11:00, margin 60 s
    expect((await s.session.getToken()).value).toBe(first.value);
    vi.setSystemTime(new Date('2030-01-01T10:59:30Z'));
    const second = await s.session.getToken();
    expect(second.value).not.toBe(first.value);
    expect(s.client().getTokenSilently.mock.calls.map(([o]) => o?.cacheMode)).toEqual([
      'on',
      'off',
    ]);
    expect(s.saveToken.mock.calls).toEqual([[first.value], [second.value]]);
  });

  it('asks again, bypassing the cache, when Auth0 hands back an expired token', async () => {
    const s = setup();
    await s.session.init();
    const stale = makeJwt({ exp: Math.floor(Date.now() / 1000) - 10 });
    const fresh = makeJwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    s.client().getTokenSilently.mockResolvedValueOnce(stale).mockResolvedValueOnce(fresh);
    expect((await s.session.getToken()).value).toBe(fresh);
    expect(s.client().getTokenSilently.mock.calls.map(([o]) => o?.cacheMode)).toEqual([
      'on',
      'off',
    ]);
    expect(s.saveToken.mock.calls).toEqual([[fresh]]);
  });

  it('logs and swallows a failing saveToken', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = setup({ saveToken: vi.fn(async () => Promise.reject(new Error('503'))) });
    await s.session.init();
    await expect(s.session.getToken()).resolves.toMatchObject({ type: 'standard' });
    expect(warn).toHaveBeenCalledWith('[avios/sdk] saveToken failed', expect.any(Error));
  });

  it('lets saveToken ask for the token it is saving without deadlock', async () => {
    const s = setup();
    const seen: (string | undefined)[] = [];
    s.saveToken.mockImplementation(async () => {
      seen.push(await s.session.getAccessToken());
    });
    await s.session.init();
    const token = await s.session.getToken();
    expect(seen).toEqual([token.value]);
  });

  it('requests a step-up token beside the standard one', async () => {
    const s = setup();
    await s.session.init();
    const token = await s.session.getToken({ stepUp: true });
    expect(token.type).toBe('stepUp');
    expect(new Set(scopesAsked(s.client()))).toEqual(new Set([STANDARD_SCOPE, STEP_UP_SCOPE]));
    expect(STEP_UP_SCOPE).toBe(`${STANDARD_SCOPE} write:transaction_debit`);
    expect(s.saveToken).toHaveBeenCalledTimes(2);
    expect(s.saveToken).toHaveBeenCalledWith(token.value);
  });

  it.each([
    [
      'mfa_required',
      new MfaRequiredError('mfa_required', 'Multifactor authentication required', 't', {}),
    ],
    ['missing_refresh_token', new MissingRefreshTokenError('aud', STEP_UP_SCOPE)],
    ['login_required', new GenericError('login_required', 'Login required')],
    ['invalid_scope', new GenericError('invalid_scope', 'scope exceeds grant')],
  ])('remembers that step-up is unavailable (%s) until cleared', async (_name, failure) => {
    const s = setup();
    await s.session.init();
    const client = s.client();
    const standardAnswer = client.getTokenSilently.getMockImplementation();
    client.getTokenSilently.mockImplementation(async (o) => {
      if (o?.authorizationParams?.scope === STEP_UP_SCOPE) throw failure;
      return standardAnswer?.(o);
    });

    const first = await s.session.getToken({ stepUp: true });
    expect(first.type).toBe('standard');
    expect(s.session.isStepUpFallback()).toBe(true);
    expect(s.session.getSnapshot().status).toBe('authenticated');

    client.getTokenSilently.mockClear();
    expect((await s.session.getToken({ stepUp: true })).type).toBe('standard');
    expect(scopesAsked(client)).not.toContain(STEP_UP_SCOPE);

    s.session.clearStepUpFallback();
    expect(s.session.isStepUpFallback()).toBe(false);
    await s.session.getToken({ stepUp: true }).catch(() => {});
    expect(scopesAsked(client)).toContain(STEP_UP_SCOPE);
  });

  it('asks for the step-up token only from what the page holds, never the provider', async () => {
    // Auth0's hidden-frame answer login_required would end the library's whole local session
    // (standard token, refresh token, DPoP key pair): the step-up probe must not reach it.
    const s = setup();
    await s.session.init();
    const client = s.client();
    let stepUpSignedIn = false;
    const standardAnswer = client.getTokenSilently.getMockImplementation();
    client.getTokenSilently.mockImplementation(async (o) => {
      if (o?.authorizationParams?.scope !== STEP_UP_SCOPE) return standardAnswer?.(o);
      if (o.cacheMode === 'cache-only' && !stepUpSignedIn) return undefined;
      if (!stepUpSignedIn) throw new GenericError('login_required', 'a second factor is required');
      return standardAnswer?.(o);
    });
    const modes = () =>
      client.getTokenSilently.mock.calls
        .filter(([o]) => o?.authorizationParams?.scope === STEP_UP_SCOPE)
        .map(([o]) => o?.cacheMode);

    expect((await s.session.getToken({ stepUp: true })).type).toBe('standard');
    expect(modes()).toEqual(['cache-only']);
    expect(s.session.isStepUpFallback()).toBe(true);
    expect(s.session.getSnapshot().status).toBe('authenticated');

    // the member verifies in a popup: the library now holds the step-up token, asked again
    stepUpSignedIn = true;
    vi.spyOn(window, 'open').mockReturnValue({ closed: false, close() {} } as unknown as Window);
    await s.session.login({ mode: 'popup', stepUp: true });
    client.getTokenSilently.mockClear();
    expect((await s.session.getToken({ stepUp: true })).type).toBe('stepUp');
    expect(modes()).toEqual(['cache-only', 'on']);
  });

  it('does not fall back when the step-up request times out', async () => {
    const s = setup();
    await s.session.init();
    const client = s.client();
    const standardAnswer = client.getTokenSilently.getMockImplementation();
    client.getTokenSilently.mockImplementation(async (o) => {
      if (o?.authorizationParams?.scope === STEP_UP_SCOPE) throw new TimeoutError();
      return standardAnswer?.(o);
    });
    await expect(s.session.getToken({ stepUp: true })).rejects.toMatchObject({ code: 'timeout' });
    expect(s.session.isStepUpFallback()).toBe(false);
  });

  it('signs the member out when the standard token needs a new login', async () => {
    const s = setup();
    await s.session.init();
    s.client().getTokenSilently.mockRejectedValue(
      new GenericError('login_required', 'Login required'),
    );
    await expect(s.session.getToken()).rejects.toMatchObject({ code: 'login_required' });
    expect(s.session.getSnapshot()).toEqual({ status: 'anonymous' });
  });
});

describe('getAccessToken', () => {
  it('is undefined for an anonymous visitor, without asking Auth0', async () => {
    const s = setup({}, false);
    expect(await s.session.getAccessToken()).toBeUndefined();
    expect(s.client().getTokenSilently).not.toHaveBeenCalled();
  });

  it('waits for init and returns the bearer token of a member', async () => {
    const s = setup();
    const pending = s.session.getAccessToken();
    expect(s.session.getSnapshot().status).toBe('loading');
    const token = await pending;
    expect(typeof token).toBe('string');
    expect(s.session.getSnapshot().status).toBe('authenticated');
  });

  it('is undefined once the refresh token is gone', async () => {
    const s = setup();
    await s.session.init();
    s.client().getTokenSilently.mockRejectedValue(
      new MissingRefreshTokenError('aud', STANDARD_SCOPE),
    );
    expect(await s.session.getAccessToken()).toBeUndefined();
    expect(s.session.getSnapshot().status).toBe('anonymous');
  });

  it('rethrows other failures as SdkError', async () => {
    const s = setup();
    await s.session.init();
    s.client().getTokenSilently.mockRejectedValue(new TimeoutError());
    await expect(s.session.getAccessToken()).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe('logout and local sign-out', () => {
  it.each([
    [undefined, 'http://localhost:3000'],
    ['/es-ES/', 'http://localhost:3000/es-ES/'],
    ['http://localhost:3000/bye', 'http://localhost:3000/bye'],
    ['https://evil.example/', 'http://localhost:3000'],
  ])('logout({returnTo: %j}) returns to %j', async (returnTo, target) => {
    const s = setup();
    await s.session.init();
    await s.session.logout(returnTo === undefined ? undefined : { returnTo });
    expect(window.location.origin).toBe('http://localhost:3000');
    expect(s.client().logout).toHaveBeenCalledWith({ logoutParams: { returnTo: target } });
    expect(s.session.getSnapshot()).toEqual({ status: 'anonymous' });
  });

  it('raises an SdkError when the redirect to the provider fails', async () => {
    const s = setup();
    await s.session.init();
    s.client().logout.mockRejectedValueOnce(new Error('blocked'));
    const error = await s.session.logout().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code: 'login_failed', message: 'Login failed: blocked' });
    expect(s.session.getSnapshot()).toEqual({ status: 'anonymous' });
  });

  it('signOutLocally clears the member and tokens without a redirect', async () => {
    const s = setup();
    await s.session.init();
    await s.session.getToken();
    await s.session.signOutLocally();
    expect(s.session.getSnapshot()).toEqual({ status: 'anonymous' });
    expect(s.client().logout).toHaveBeenCalledWith({ openUrl: false });
    await s.session.getToken();
    expect(s.client().getTokenSilently).toHaveBeenCalledTimes(2);
  });
});

describe('popup sign-in (spec §9: 400x600, 60 s)', () => {
  const fakePopup = () => ({ closed: false, close: vi.fn() }) as unknown as Window;

  it('opens a 400x600 window inside the click, signs in there, and the page stays', async () => {
    window.history.replaceState(null, '', '/purchase?sizes=small');
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const s = setup({ loginMode: 'popup' }, false);
    await s.session.init();
    s.client().isAuthenticated.mockResolvedValue(true);
    s.client().getUser.mockResolvedValue({ sub: 'member|1', given_name: 'Ana' });
    const done = s.session.login();
    // opened before any await: a browser allows it only inside the member's click
    expect(open).toHaveBeenCalledWith(
      '',
      'auth0:authorize:popup',
      expect.stringMatching(/width=400,height=600/),
    );
    await done;
    expect(s.client().loginWithPopup).toHaveBeenCalledWith(
      {},
      { popup: expect.anything(), timeoutInSeconds: 60 },
    );
    expect(s.client().loginWithRedirect).not.toHaveBeenCalled();
    expect(s.session.getSnapshot()).toMatchObject({ status: 'authenticated' });
    expect(s.onSignedIn).toHaveBeenCalledTimes(1);
    expect(s.navigate).not.toHaveBeenCalled();
    expect(s.storage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it.each([
    ['closed by the member', { error: 'cancelled' }, 'popup_closed'],
    ['timed out', { error: 'timeout' }, 'timeout'],
    ['failed', { error: 'access_denied' }, 'login_failed'],
  ])('a popup %s: the session records %s', async (_title, thrown, code) => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup());
    const s = setup({ loginMode: 'popup' }, false);
    await s.session.init();
    s.client().loginWithPopup.mockRejectedValue(Object.assign(new Error('x'), thrown));
    await expect(s.session.login()).rejects.toMatchObject({ code });
    expect(s.session.getSnapshot().error?.code).toBe(code);
    expect(s.session.getSnapshot().status).toBe('anonymous');
  });

  it('a blocked popup falls back to the redirect, and says so once back', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const s = setup({ loginMode: 'popup' });
    await s.session.login({ returnTo: '/gift' });
    expect(s.client().loginWithRedirect).toHaveBeenCalledWith({});
    // back from the provider
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const back = setup({ loginMode: 'popup', storage: s.storage });
    await back.session.init();
    expect(back.session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      error: { code: 'popup_blocked' },
    });
    expect(back.navigate).toHaveBeenCalledWith('/gift', { replace: true });
  });

  it('a popup that closed itself reads as closed only a moment later (its answer first)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const real = { closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(real as unknown as Window);
    const s = setup({ loginMode: 'popup' }, false);
    await s.session.init();
    let seen: Window | undefined;
    s.client().loginWithPopup.mockImplementation(async (_o, config) => {
      seen = config?.popup;
    });
    await s.session.login();
    expect(seen!.closed).toBe(false);
    real.closed = true;
    expect(seen!.closed).toBe(false);
    vi.advanceTimersByTime(1600);
    expect(seen!.closed).toBe(true);
    seen!.close();
    expect(real.close).toHaveBeenCalled();
  });

  it('login({ mode: "redirect" }) overrides a popup session', async () => {
    const open = vi.spyOn(window, 'open');
    const s = setup({ loginMode: 'popup' }, false);
    await s.session.login({ mode: 'redirect' });
    expect(open).not.toHaveBeenCalled();
    expect(s.client().loginWithRedirect).toHaveBeenCalled();
  });
});

describe('identityProviderAnswers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the OpenID configuration, without credentials or CORS', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(identityProviderAnswers('http://localhost:4011')).resolves.toBe(true);
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'http://localhost:4011/.well-known/openid-configuration',
    );
    expect(fetch.mock.calls[0]![1]).toMatchObject({ mode: 'no-cors', credentials: 'omit' });
  });

  it('takes a bare domain as https', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    // any answer means the host is there
    await expect(identityProviderAnswers('login.example.com')).resolves.toBe(true);
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'https://login.example.com/.well-known/openid-configuration',
    );
  });

  it('is down when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(identityProviderAnswers('http://localhost:4011')).resolves.toBe(false);
  });
});
