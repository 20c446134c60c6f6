// The identity provider through the Auth0 SPA client's requests, without a browser:
// sign-in, wrong credentials, tokens the purchase API accepts, refresh, step-up, silent
// sign-in through web_message (Auth0's hidden iframe), logout.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, DEBIT_SCOPE } from '../config';
import { createBrowserless, REDIRECT_URI } from '../testing/browserless';
import { startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';
import { adaptAuth0Url } from './provider';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const alertOf = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];

async function signIn(clientId: string, username: string, extra: Record<string, string> = {}) {
  const b = createBrowserless(sb.urls.issuer);
  const form = await b.authorize(clientId, extra);
  const after = await b.submit(form, { username, password: 'avios' });
  return { b, after };
}

describe('sign-in', () => {
  it('shows an accessible login form', async () => {
    const page = await createBrowserless(sb.urls.issuer).authorize('avios-ib');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<label for="username">Membership number</label>');
    expect(page.html).toContain('<label for="password">Password</label>');
    expect(page.html).toContain('Iberia Club');
  });

  it.each([
    ['IB1000001', 'wrong', 'do not match'],
    ['IB9999999', 'avios', 'do not match'],
    ['', '', 'Enter your membership number'],
    ['BA2000001', 'avios', 'belongs to British Airways Club'],
  ])('%s / %s gets a clear message', async (username, password, message) => {
    const b = createBrowserless(sb.urls.issuer);
    const page = await b.submit(await b.authorize('avios-ib'), { username, password });
    expect(page.status).toBe(401);
    expect(alertOf(page.html)).toContain(message);
  });

  it('issues RS256 tokens for the purchase API that it accepts', async () => {
    const { b, after } = await signIn('avios-ib', 'ib1000001');
    expect(after.url.startsWith(REDIRECT_URI)).toBe(true);
    expect(new URL(after.url).searchParams.get('state')).toBe('state-1');
    const { status, body, headers } = await b.exchange('avios-ib', after.url);
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:5175');
    // spec §7 proof header: the token is bound to the member's key (sender-constrained)
    expect(body).toMatchObject({ token_type: 'DPoP' });
    expect(typeof body.refresh_token).toBe('string');
    const access = String(body.access_token);
    expect(decodeProtectedHeader(access).alg).toBe('RS256');
    const claims = decodeJwt(access);
    expect(claims).toMatchObject({
      cnf: { jkt: sb.dpopKey.jkt },
      iss: sb.urls.issuer,
      aud: AUDIENCE,
      sub: 'IB1000001',
      'https://avios/ffp': 'IB1000001',
      'https://avios/partner': 'ib',
    });
    expect(String(claims.scope).split(' ')).toEqual(
      expect.arrayContaining(['write:transaction_credit', 'write:transaction_reversal']),
    );
    expect(String(claims.scope)).not.toContain(DEBIT_SCOPE);
    const idToken = decodeJwt(String(body.id_token));
    expect(idToken).toMatchObject({
      given_name: 'Lucía',
      family_name: 'Fernández',
      nonce: 'nonce-1',
      aud: 'avios-ib',
    });
    const user = await sb.call('/users/current?partner=ib', { token: access });
    expect(user.body).toMatchObject({ ffpNumber: 'IB1000001' });
  });

  it('refreshes with the refresh token', async () => {
    const { b, after } = await signIn('avios-ba', 'BA2000001');
    const first = await b.exchange('avios-ba', after.url);
    const refreshed = await b.token({
      grant_type: 'refresh_token',
      client_id: 'avios-ba',
      refresh_token: String(first.body.refresh_token),
      audience: AUDIENCE,
      redirect_uri: REDIRECT_URI,
      scope:
        'openid profile email offline_access write:transaction_credit write:transaction_reversal',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.body.access_token);
    const balance = await sb.call('/users/current/balance?partner=ba', {
      token: String(refreshed.body.access_token),
    });
    expect(balance.status).toBe(200);
  });
});

describe('step-up', () => {
  const stepUpScope = `openid profile email offline_access write:transaction_credit write:transaction_reversal ${DEBIT_SCOPE}`;

  it('asks for the one-time code before the token carries write:transaction_debit', async () => {
    const b = createBrowserless(sb.urls.issuer);
    const login = await b.authorize('avios-ei', {});
    const standard = await b.submit(login, { username: 'EI3000001', password: 'avios' });
    expect(standard.url.startsWith(REDIRECT_URI)).toBe(true);
    // Signed in already: asking for the debit scope shows only the code form.
    const otp = await b.authorize('avios-ei', { scope: stepUpScope });
    expect(otp.html).toContain('<label for="code">One-time code</label>');
    const wrong = await b.submit(otp, { code: '111111' });
    expect(wrong.status).toBe(401);
    expect(alertOf(wrong.html)).toContain('not right');
    const done = await b.submit(wrong, { code: '123456' });
    const tokens = await b.exchange('avios-ei', done.url);
    expect(String(decodeJwt(String(tokens.body.access_token)).scope)).toContain(DEBIT_SCOPE);
  });

  it('acr_values for multi-factor also asks for the code, right after the password', async () => {
    const b = createBrowserless(sb.urls.issuer);
    const login = await b.authorize('avios-ba', {
      acr_values: 'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
    });
    const otp = await b.submit(login, { username: 'BA2000001', password: 'avios' });
    expect(otp.html).toContain('One-time code');
    const done = await b.submit(otp, { code: '123456' });
    expect(done.url.startsWith(REDIRECT_URI)).toBe(true);
    const tokens = await b.exchange('avios-ba', done.url);
    expect(decodeJwt(String(tokens.body.id_token)).acr).toBe(
      'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
    );
  });

  it('silent step-up without the code is refused with login_required', async () => {
    const { b } = await signIn('avios-ib', 'IB1000001');
    const silent = await b.authorize('avios-ib', { scope: stepUpScope, prompt: 'none' });
    expect(new URL(silent.url).searchParams.get('error')).toBe('login_required');
  });
});

/** The answer page of response_mode=web_message: what it posts to the app's window. */
function webMessageOf(html: string) {
  const data = /var data = (\{.*?\});\n/s.exec(html)?.[1];
  if (!data) throw new Error(`No web_message answer in ${html.slice(0, 300)}`);
  return JSON.parse(data) as { redirect_uri: string; response: Record<string, string> };
}

// What @auth0/auth0-spa-js sends from its hidden iframe when the memory cache is empty.
const SILENT = { prompt: 'none', response_mode: 'web_message' };

type Browserless = ReturnType<typeof createBrowserless>;

async function signOut(b: Browserless, clientId: string) {
  const confirm = await b.get(
    `${sb.urls.issuer}v2/logout?client_id=${clientId}&returnTo=${encodeURIComponent(REDIRECT_URI)}`,
  );
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.html)?.[1] ?? '';
  return b.submit(confirm, { xsrf, logout: 'yes' });
}

/** Response headers of the silent /authorize answer, with the browser's cookies. */
async function silentHeaders(b: Browserless, clientId: string) {
  const url = new URL('authorize', sb.urls.issuer);
  const params = {
    ...SILENT,
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'state-2',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const cookie = [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(url, { headers: { Cookie: cookie }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe('silent sign-in (web_message)', () => {
  it('lists web_message among the response modes', async () => {
    const res = await fetch(`${sb.urls.issuer}.well-known/openid-configuration`);
    const config = (await res.json()) as { response_modes_supported: string[] };
    expect(config.response_modes_supported).toContain('web_message');
  });

  it('answers a signed-in member with a code, without a form', async () => {
    const { b } = await signIn('avios-ib', 'IB1000001');
    const silent = await b.authorize('avios-ib', SILENT);
    expect(silent.status).toBe(200);
    expect(silent.html).not.toContain('Membership number');
    const message = webMessageOf(silent.html);
    // The page posts to the app's origin only (redirect_uri is the postMessage target).
    expect(message.redirect_uri).toBe(REDIRECT_URI);
    expect(message.response).toMatchObject({ state: 'state-1', iss: sb.urls.issuer });
    expect(message.response.code).toEqual(expect.any(String));
    const tokens = await b.exchange('avios-ib', `${REDIRECT_URI}?code=${message.response.code}`);
    expect(tokens.status).toBe(200);
    expect(decodeJwt(String(tokens.body.access_token))).toMatchObject({
      sub: 'IB1000001',
      aud: AUDIENCE,
    });
    expect(decodeJwt(String(tokens.body.id_token))).toMatchObject({ nonce: 'nonce-1' });
    // offline_access needs consent (STACK.md adaptation 3): the next renewal is silent again.
    expect(tokens.body.refresh_token).toBeUndefined();
  });

  it('lets an iframe load the answer: no X-Frame-Options, no frame-ancestors', async () => {
    const { b } = await signIn('avios-ei', 'EI3000001');
    const answer = await silentHeaders(b, 'avios-ei');
    expect(webMessageOf(answer.html).response.code).toEqual(expect.any(String));
    expect(answer.headers.get('x-frame-options')).toBeNull();
    expect(answer.headers.get('content-security-policy') ?? '').not.toContain('frame-ancestors');
  });

  it.each([
    ['nobody is signed in', async () => createBrowserless(sb.urls.issuer)],
    [
      'the member signed out',
      async () => {
        const { b } = await signIn('avios-ib', 'IB1000001');
        await signOut(b, 'avios-ib');
        return b;
      },
    ],
  ])('%s: answers login_required through web_message', async (_name, browser) => {
    const silent = await (await browser()).authorize('avios-ib', SILENT);
    expect(silent.status).toBe(400);
    expect(webMessageOf(silent.html)).toEqual({
      redirect_uri: REDIRECT_URI,
      response: expect.objectContaining({ error: 'login_required', state: 'state-1' }),
    });
  });

  it('keeps the sign-in pages out of frames', async () => {
    const res = await fetch(`${sb.urls.issuer}interaction/unknown`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('logout', () => {
  it('/v2/logout?returnTo signs out and returns to the app', async () => {
    const { b } = await signIn('avios-ib', 'IB1000001');
    const confirm = await b.get(
      `${sb.urls.issuer}v2/logout?client_id=avios-ib&returnTo=${encodeURIComponent('http://localhost:5175/')}`,
    );
    expect(confirm.html).toContain('op.logoutForm');
    const back = await b.submit(confirm, {
      xsrf: /name="xsrf" value="([^"]+)"/.exec(confirm.html)![1]!,
      logout: 'yes',
    });
    expect(back.url).toBe('http://localhost:5175/');
    const again = await b.authorize('avios-ib');
    expect(again.html).toContain('Membership number');
  });
});

describe('adaptAuth0Url', () => {
  it.each([
    ['/authorize?scope=openid%20offline_access', 'consent'],
    ['/authorize?scope=openid%20offline_access&prompt=login', 'login consent'],
    ['/authorize?scope=openid%20offline_access&prompt=none', 'none'],
    ['/authorize?scope=openid', null],
  ])('%s -> prompt %s', (path, prompt) => {
    expect(adaptAuth0Url(new URL(path, 'http://localhost:4011')).searchParams.get('prompt')).toBe(
      prompt,
    );
  });

  it('maps returnTo to post_logout_redirect_uri', () => {
    const url = adaptAuth0Url(
      new URL(
        '/v2/logout?client_id=avios-ba&returnTo=http%3A%2F%2Flocalhost%3A5173%2F',
        'http://localhost:4011',
      ),
    );
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:5173/');
    expect(url.searchParams.has('returnTo')).toBe(false);
  });
});
