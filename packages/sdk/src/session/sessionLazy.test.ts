// @vitest-environment happy-dom
// The session's first render holds only the snapshot and the visitor check (session.ts); its
// actions (sessionActions.ts) are made on the first call that needs them, and a sign-in made
// before they are in still opens its popup inside the click.
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionActionsModule from './sessionActions';
import { createSession } from './session';
import type { SessionOptions } from './sessionTypes';
import { fakeAuth0, memoryStorage } from './testing';
import type { FakeAuth0 } from './testing';

const made = vi.hoisted(() => ({ count: 0 }));

vi.mock('./sessionActions', async (importOriginal) => {
  const real = await importOriginal<typeof SessionActionsModule>();
  return {
    ...real,
    createSessionActions: (...args: Parameters<typeof real.createSessionActions>) => {
      made.count += 1;
      return real.createSessionActions(...args);
    },
  };
});

const options = {
  domain: 'http://localhost:4011',
  identityProviderAnswers: async () => true,
  clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
  audience: 'https://api.avios.sandbox/purchase',
  redirectUri: 'http://localhost:5173/',
  getPartner: () => 'IB' as const,
} satisfies SessionOptions;

function withFakeClient(overrides: Partial<SessionOptions> = {}, signedIn = false) {
  const clients: FakeAuth0[] = [];
  const createClient = vi.fn((_o: Auth0ClientOptions) => {
    const client = fakeAuth0(signedIn);
    clients.push(client);
    return client;
  });
  const session = createSession({
    ...options,
    storage: memoryStorage(),
    navigate: vi.fn(),
    createClient,
    ...overrides,
  });
  return { session, createClient, client: () => clients[0]! };
}

beforeEach(() => {
  made.count = 0;
  window.history.replaceState(null, '', '/purchase');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a visitor', () => {
  it('is told anonymous, and calls the API without a token, with no sign-in actions made', async () => {
    // the default client, no "is authenticated" cookie: nothing could be restored
    const session = createSession({ ...options, storage: memoryStorage() });
    expect(session.getSnapshot()).toEqual({ status: 'loading' });
    await expect(session.init()).resolves.toEqual({ status: 'anonymous' });
    await expect(session.getAccessToken()).resolves.toBeUndefined();
    expect(session.isStepUpFallback()).toBe(false);
    session.clearStepUpFallback();
    expect(made.count).toBe(0);
  });

  it('a sign-in return is read by the sign-in actions, fetched for it', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const s = withFakeClient({}, true);
    await expect(s.session.init()).resolves.toMatchObject({ status: 'authenticated' });
    expect(made.count).toBe(1);
    expect(s.client().handleRedirectCallback).toHaveBeenCalledTimes(1);
  });
});

describe('a sign-in action', () => {
  it('makes the actions on demand, once, and signs in', async () => {
    const s = withFakeClient();
    expect(made.count).toBe(0);
    const leaving = s.session.login({ returnTo: '/gift' });
    expect(s.createClient).not.toHaveBeenCalled();
    await expect(leaving).resolves.toEqual({ mode: 'redirect' });
    expect(made.count).toBe(1);
    expect(s.client().loginWithRedirect).toHaveBeenCalledTimes(1);
    await s.session.logout();
    expect(s.client().logout).toHaveBeenCalledTimes(1);
    expect(made.count).toBe(1);
  });

  it('opens its popup inside the click though the actions are not in yet (spec §9)', async () => {
    const popup = { closed: false, close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const s = withFakeClient({ loginMode: 'popup' });
    const signingIn = s.session.login();
    // before any await: a browser allows a popup only inside the member's click
    expect(open).toHaveBeenCalledWith(
      '',
      'auth0:authorize:popup',
      expect.stringMatching(/width=400,height=600/),
    );
    expect(made.count).toBe(0);
    s.createClient.mockImplementationOnce(() => {
      const client = fakeAuth0(false);
      client.isAuthenticated.mockResolvedValue(true);
      client.getUser.mockResolvedValue({ sub: 'member|1' });
      return client;
    });
    await expect(signingIn).resolves.toEqual({ mode: 'popup' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(s.session.getSnapshot()).toMatchObject({ status: 'authenticated' });
  });

  it('a blocked popup before the actions are in falls back to the redirect', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const s = withFakeClient({ loginMode: 'popup' });
    await expect(s.session.login()).resolves.toEqual({ mode: 'redirect' });
    expect(s.client().loginWithPopup).not.toHaveBeenCalled();
    expect(s.client().loginWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('a popup opened for a client without popup sign-in is closed, and the member redirected', async () => {
    const popup = { closed: false, close: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const s = withFakeClient({
      loginMode: 'popup',
      createClient: () => ({ ...fakeAuth0(false), loginWithPopup: undefined }),
    });
    await expect(s.session.login()).resolves.toEqual({ mode: 'redirect' });
    expect(popup.close).toHaveBeenCalledTimes(1);
  });

  it('a token asked for before the actions are in waits for them', async () => {
    const s = withFakeClient({}, true);
    const token = s.session.getToken();
    expect(made.count).toBe(0);
    await expect(token).resolves.toMatchObject({ type: 'standard' });
    expect(made.count).toBe(1);
  });
});
