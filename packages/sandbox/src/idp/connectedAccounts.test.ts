// spec §7 connected accounts on the sandbox identity provider, as Auth0's My Account client
// calls them: connect (PKCE, state, a connection), the stand-in provider page, complete with
// the connect code and verifier; refusals for what is missing or wrong.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserless, REDIRECT_URI } from '../testing/browserless';
import { startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const verifier = randomBytes(32).toString('base64url');
const challenge = createHash('sha256').update(verifier).digest('base64url');

async function myAccount(path: string, body: unknown, token?: string) {
  const res = await fetch(new URL(`me/v1/connected-accounts/${path}`, sb.urls.issuer), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: 'http://localhost:5175',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

const connectBody = {
  connection: 'google-oauth2',
  redirect_uri: REDIRECT_URI,
  state: 'state-9',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};

/** connect, then the member's answer on the provider page; the address they come back to. */
async function linkUntilReturn(token: string, decision: 'allow' | 'deny') {
  const started = await myAccount('connect', connectBody, token);
  expect(started.status).toBe(201);
  const { connect_uri, connect_params, auth_session } = started.body as {
    connect_uri: string;
    connect_params: { ticket: string };
    auth_session: string;
  };
  const member = createBrowserless(sb.urls.issuer);
  const page = await member.get(`${connect_uri}?ticket=${connect_params.ticket}`);
  expect(page.html).toContain('<h1>Link your google-oauth2 account</h1>');
  const back = await member.submit(page, { ticket: connect_params.ticket, decision });
  return { back: new URL(back.url), authSession: String(auth_session) };
}

describe('connected accounts', () => {
  it('links an account: connect, the provider page, complete with the code and verifier', async () => {
    const token = await sb.token('IB1000001');
    const { back, authSession } = await linkUntilReturn(token, 'allow');
    expect(`${back.origin}/`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-9');
    const code = back.searchParams.get('connect_code');
    expect(code).toEqual(expect.any(String));
    const complete = {
      auth_session: authSession,
      connect_code: code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    };
    const wrong = await myAccount('complete', { ...complete, code_verifier: 'x' }, token);
    expect(wrong.status).toBe(400);
    const done = await myAccount('complete', complete, token);
    expect(done.status).toBe(201);
    expect(done.headers.get('access-control-allow-origin')).toBe('http://localhost:5175');
    expect(done.body).toMatchObject({ connection: 'google-oauth2', access_type: 'offline' });
    // a code completes once
    expect((await myAccount('complete', complete, token)).status).toBe(400);
  });

  it('comes back with access_denied and no code when the member does not link', async () => {
    const { back } = await linkUntilReturn(await sb.token('IB1000001'), 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('connect_code')).toBe(false);
  });

  it("refuses another member's completion", async () => {
    const { back, authSession } = await linkUntilReturn(await sb.token('IB1000001'), 'allow');
    const res = await myAccount(
      'complete',
      {
        auth_session: authSession,
        connect_code: back.searchParams.get('connect_code'),
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      },
      await sb.token('IB1000002'),
    );
    expect(res.status).toBe(400);
  });

  it.each([
    ['no connection (spec §5)', { connection: undefined }, 400],
    ['an unknown connection', { connection: 'myspace' }, 400],
    ['a foreign redirect address', { redirect_uri: 'https://evil.test/' }, 400],
    ['no PKCE', { code_challenge_method: 'plain' }, 400],
  ])('refuses a connect with %s', async (_what, change, status) => {
    const res = await myAccount(
      'connect',
      { ...connectBody, ...change },
      await sb.token('IB1000001'),
    );
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({
      status,
      title: expect.any(String),
      detail: expect.any(String),
    });
  });

  it('refuses a connect without a signed-in member', async () => {
    expect((await myAccount('connect', connectBody)).status).toBe(401);
    expect((await myAccount('connect', connectBody, 'not-a-token')).status).toBe(401);
  });

  it("answers the browser's preflight for the shop's origins", async () => {
    const res = await fetch(new URL('me/v1/connected-accounts/connect', sb.urls.issuer), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5175', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});
