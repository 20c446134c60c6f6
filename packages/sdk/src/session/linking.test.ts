// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5175/"}
// spec §5/§7/§8 account linking and token exchange through the session, with the real Auth0
// client against the in-process sandbox identity provider (its connect and complete calls,
// its link page, its token-exchange grant).
import { Auth0Client } from '@auth0/auth0-spa-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox } from '../../../sandbox/src/testing/harness';
import type { TestSandbox } from '../../../sandbox/src/testing/harness';
import { MEMBER_TOKEN_AUDIENCE, MEMBER_TOKEN_TYPE } from '../../../sandbox/src/idp/tokenExchange';
import { createApiClient } from '../api/apiClient';
import type { Auth0ClientLike, SessionOptions } from './sessionTypes';
import {
  MEMBER,
  clearPage,
  memberAnswers,
  recordNavigation,
  sandboxSession,
} from './sandboxTesting';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());
afterEach(() => {
  vi.restoreAllMocks();
  clearPage();
});

/**
 * The real client, except for the My Account API token: the sandbox issues tokens for the
 * purchase API only, and Auth0 asks for one with audience `{domain}/me/` through a refresh
 * or a hidden iframe (not in happy-dom). The sandbox's connect and complete calls take any
 * of its members' access tokens, so the member's own one is handed over.
 */
function linkingClient(options: Parameters<NonNullable<SessionOptions['createClient']>>[0]) {
  const client = new Auth0Client(options);
  const silently = client.getTokenSilently.bind(client);
  client.getTokenSilently = (async (o?: { authorizationParams?: { audience?: string } }) => {
    if (!o?.authorizationParams?.audience?.endsWith('/me/')) return silently(o as never);
    return { access_token: await silently(), token_type: 'Bearer', expires_in: 600 };
  }) as typeof client.getTokenSilently;
  return client as Auth0ClientLike;
}

/** A session of a signed-in member, and what it hears of linked accounts. */
async function signedIn() {
  const connected = vi.fn();
  const navigate = vi.fn();
  const session = sandboxSession(sb, {
    createClient: linkingClient,
    onAccountConnected: connected,
    navigate,
  });
  const opened = recordNavigation();
  await session.login();
  await memberAnswers(sb, String(opened.mock.calls[0]?.[0]), {
    username: MEMBER,
    password: 'avios',
  });
  expect(await session.init()).toMatchObject({ status: 'authenticated' });
  opened.mockClear();
  return { session, connected, navigate, opened };
}

/** Starts a link and brings the member to the provider page; its ticket and address. */
async function startLink(s: Awaited<ReturnType<typeof signedIn>>) {
  await s.session.connectAccount({ connection: 'google-oauth2', returnTo: '/account' });
  const address = String(s.opened.mock.calls[0]?.[0]);
  return { address, ticket: new URL(address).searchParams.get('ticket') ?? '' };
}

describe('account linking (spec §7 connected accounts)', () => {
  it('links an account: the member comes back, still signed in, and the host hears it', async () => {
    const s = await signedIn();
    const { address, ticket } = await startLink(s);
    expect(address.startsWith(`${sb.urls.issuer}connect?`)).toBe(true);
    await memberAnswers(sb, address, { ticket, decision: 'allow' });
    const snapshot = await s.session.init();
    expect(snapshot).toMatchObject({ status: 'authenticated', user: { sub: MEMBER } });
    expect(snapshot.error).toBeUndefined();
    expect(s.connected).toHaveBeenCalledWith(
      expect.objectContaining({ connection: 'google-oauth2', id: expect.any(String) }),
    );
    expect(s.navigate).toHaveBeenLastCalledWith('/account', { replace: true });
  });

  it('raises missing_connect_code when the member comes back without one (spec §5, §8)', async () => {
    const s = await signedIn();
    const { address, ticket } = await startLink(s);
    const back = await memberAnswers(sb, address, { ticket, decision: 'allow' });
    back.searchParams.delete('connect_code');
    window.history.replaceState(null, '', back.href);
    const snapshot = await s.session.init();
    expect(snapshot.error?.code).toBe('missing_connect_code');
    expect(snapshot.status).toBe('authenticated');
    expect(s.connected).not.toHaveBeenCalled();
  });

  it('says the link failed when the member declines, and keeps them signed in', async () => {
    const s = await signedIn();
    const { address, ticket } = await startLink(s);
    await memberAnswers(sb, address, { ticket, decision: 'deny' });
    const snapshot = await s.session.init();
    expect(snapshot).toMatchObject({ status: 'authenticated', error: { code: 'login_failed' } });
    expect(s.connected).not.toHaveBeenCalled();
  });

  it.each(['', '  '])(
    'refuses to link without a connection (%j) before anything is sent (spec §5)',
    async (connection) => {
      const s = await signedIn();
      const fetchSpy = vi.spyOn(window, 'fetch');
      await expect(s.session.connectAccount({ connection })).rejects.toMatchObject({
        code: 'unhandled_error',
        message: expect.stringContaining('A connection is required to link an account'),
      });
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(s.opened).not.toHaveBeenCalled();
    },
  );
});

describe('token exchange (spec §7 token-exchange grant)', () => {
  it('signs the member in with a token the partner holds', async () => {
    const session = sandboxSession(sb);
    const subjectToken = await sb.token(MEMBER, { audience: MEMBER_TOKEN_AUDIENCE });
    const snapshot = await session.exchangeToken({
      subjectToken,
      subjectTokenType: MEMBER_TOKEN_TYPE,
    });
    expect(snapshot).toMatchObject({ status: 'authenticated', user: { sub: MEMBER } });
    // spec §7 proof header: the token is bound to this session's key, which its calls prove
    const api = createApiClient({
      baseUrl: sb.urls.api,
      getPartner: () => 'IB',
      getLanguage: () => 'en-GB',
      getToken: () => session.getAccessToken(),
      dpop: session.dpop!,
    });
    await expect(api.getBalance()).resolves.toMatchObject({ amount: expect.any(Number) });
  });

  it('refuses a token the identity provider does not accept: Login failed, nobody signed in', async () => {
    const session = sandboxSession(sb);
    const subjectToken = await sb.token(MEMBER); // an access token, not a member token
    await expect(
      session.exchangeToken({ subjectToken, subjectTokenType: MEMBER_TOKEN_TYPE }),
    ).rejects.toMatchObject({ code: 'login_failed' });
    expect(session.getSnapshot().status).not.toBe('authenticated');
    expect(await session.getAccessToken()).toBeUndefined();
  });

  it('refuses an exchange without a token before anything is sent', async () => {
    const session = sandboxSession(sb);
    const fetchSpy = vi.spyOn(window, 'fetch');
    await expect(
      session.exchangeToken({ subjectToken: '', subjectTokenType: MEMBER_TOKEN_TYPE }),
    ).rejects.toMatchObject({ code: 'login_failed' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
