// The real @auth0/auth0-spa-js in Chromium against the sandbox's identity provider: sign in,
// token, refresh, step-up with the one-time code, sign out; and, with tokens in memory only,
// silent sign-in through the hidden iframe after a reload. A tiny harness page is served on
// an allowed origin (http://localhost:5175); the sandbox itself is Playwright's webServer.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const APP = 'http://localhost:5175';
// The sandbox's ports follow its own settings (docs/sandbox.md).
const API = `http://localhost:${process.env.SANDBOX_API_PORT || 4010}`;
const IDP = `http://localhost:${process.env.SANDBOX_IDP_PORT || 4011}`;
const STANDARD =
  'openid profile email offline_access write:transaction_credit write:transaction_reversal';
const STEP_UP = `${STANDARD} write:transaction_debit`;

const require = createRequire(import.meta.url);
const spaJs = readFileSync(require.resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.js'));

/**
 * The harness at `/` keeps tokens in local storage; the one at `/memory/` keeps them in
 * memory, as the SDK does by default, and then needs the iframe fallback to sign in again
 * after a reload (no refresh token survives it).
 */
const CACHES = {
  '/': { cacheLocation: 'localstorage' },
  '/memory/': { cacheLocation: 'memory', useRefreshTokensFallback: true },
} as const;

// The UMD bundle defines the global `auth0`. Like the SDK, the page checks the session on
// load (checkSession: silent sign-in when the client remembers a signed-in member).
const harness = (
  path: keyof typeof CACHES,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Auth0 harness</title></head>
<body><p id="status">loading</p>
<script src="/auth0-spa-js.production.js"></script>
<script>
window.clientReady = auth0.createAuth0Client({
  domain: '${IDP}',
  clientId: 'avios-ib',
  useRefreshTokens: true,
  useDpop: true,
  ...${JSON.stringify(CACHES[path])},
  authorizationParams: { redirect_uri: '${APP}${path}', audience: 'https://api.avios.sandbox/purchase', scope: '${STANDARD}' },
}).then(async (client) => {
  if (location.search.includes('code=')) {
    await client.handleRedirectCallback();
    history.replaceState({}, '', '${path}');
  } else {
    await client.checkSession();
  }
  window.client = client;
  document.getElementById('status').textContent = (await client.isAuthenticated()) ? 'signed in' : 'signed out';
  return client;
});
</script></body></html>`;

let server: Server;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/auth0-spa-js.production.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(spaJs);
    } else {
      const path = new URL(req.url ?? '/', APP).pathname === '/memory/' ? '/memory/' : '/';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(harness(path));
    }
  });
  await new Promise<void>((resolve) => server.listen(5175, '127.0.0.1', resolve));
  await fetch(`${API}/__sandbox/reset`, { method: 'POST' });
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

declare global {
  interface Window {
    client: {
      loginWithRedirect(o?: unknown): Promise<void>;
      logout(o?: unknown): Promise<void>;
      getTokenSilently(o?: unknown): Promise<string>;
      getUser(): Promise<Record<string, unknown> | undefined>;
      isAuthenticated(): Promise<boolean>;
      createFetcher(config: { dpopNonceId: string; getAccessToken: () => Promise<string> }): {
        fetchWithAuth(url: string, init?: RequestInit): Promise<Response>;
      };
    };
    clientReady: Promise<unknown>;
  }
}

const status = (page: Page) => page.locator('#status');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

test('Auth0 SPA client: sign in, token, refresh, step-up with the code, sign out', async ({
  page,
}) => {
  await page.goto(`${APP}/`);
  await expect(status(page)).toHaveText('signed out');

  // Sign in: the login form, a wrong password first.
  await page.evaluate(() => window.client.loginWithRedirect());
  await expect(page.getByRole('heading', { name: 'Sign in to Iberia Club' })).toBeVisible();
  await page.getByLabel('Membership number').fill('IB1000001');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match');
  await page.getByLabel('Password').fill('avios');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${APP}/**`);
  await expect(status(page)).toHaveText('signed in');

  const user = await page.evaluate(() => window.client.getUser());
  expect(user).toMatchObject({ sub: 'IB1000001', given_name: 'Lucía', family_name: 'Fernández' });

  // A token the purchase API accepts, called from the page (CORS). It is bound to the
  // client's key (spec §7 proof header): the client's fetcher sends it as DPoP with a proof,
  // and answers the API's nonce demand once; a replay as a bearer is refused.
  const token = await page.evaluate(() => window.client.getTokenSilently());
  expect(claimsOf(token)).toMatchObject({
    sub: 'IB1000001',
    aud: 'https://api.avios.sandbox/purchase',
    cnf: { jkt: expect.any(String) },
  });
  const [ffp, replayed] = await page.evaluate(
    async ([api, t]) => {
      const url = `${api}/purchase/v1/users/current?partner=ib`;
      const headers = { 'X-Application-Name': location.origin, 'X-Application-Language': 'es-ES' };
      const fetcher = window.client.createFetcher({
        dpopNonceId: 'purchase-api',
        getAccessToken: async () => t,
      });
      const res = await fetcher.fetchWithAuth(url, { headers });
      const bearer = await fetch(url, { headers: { ...headers, Authorization: `Bearer ${t}` } });
      return [((await res.json()) as { ffpNumber: string }).ffpNumber, bearer.status] as const;
    },
    [API, token] as const,
  );
  expect(ffp).toBe('IB1000001');
  expect(replayed).toBe(401);

  // Refresh: a new access token through the refresh_token grant.
  const refreshRequest = page.waitForRequest(
    (r) =>
      r.url() === `${IDP}/oauth/token` && (r.postData() ?? '').includes('grant_type=refresh_token'),
  );
  const refreshed = await page.evaluate(() => window.client.getTokenSilently({ cacheMode: 'off' }));
  await refreshRequest;
  expect(refreshed).not.toBe(token);
  expect(String(claimsOf(refreshed).scope)).not.toContain('write:transaction_debit');

  // Step-up: asking for write:transaction_debit needs the one-time code.
  await page.evaluate(
    (scope) => window.client.loginWithRedirect({ authorizationParams: { scope } }),
    STEP_UP,
  );
  await expect(page.getByLabel('One-time code')).toBeVisible();
  await page.getByLabel('One-time code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${APP}/**`);
  await expect(status(page)).toHaveText('signed in');
  const stepUp = await page.evaluate(
    (scope) => window.client.getTokenSilently({ authorizationParams: { scope } }),
    STEP_UP,
  );
  expect(String(claimsOf(stepUp).scope)).toContain('write:transaction_debit');

  // Sign out through /v2/logout?returnTo, then the identity provider asks for the password again.
  await page.evaluate(
    (returnTo) => window.client.logout({ logoutParams: { returnTo } }),
    `${APP}/`,
  );
  await page.waitForURL(`${APP}/`);
  await expect(status(page)).toHaveText('signed out');
  await page.evaluate(() => window.client.loginWithRedirect());
  await expect(page.getByLabel('Membership number')).toBeVisible();
});

/** The silent sign-in requests sent to the identity provider, and whether from an iframe. */
function silentAuthorizeRequests(page: Page): { inIframe: boolean }[] {
  const seen: { inIframe: boolean }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (
      `${url.origin}${url.pathname}` === `${IDP}/authorize` &&
      url.searchParams.get('prompt') === 'none' &&
      url.searchParams.get('response_mode') === 'web_message'
    ) {
      seen.push({ inIframe: r.frame() !== page.mainFrame() });
    }
  });
  return seen;
}

const auth0Keys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth0')));

test('Auth0 SPA client with tokens in memory: a reload signs in again silently, not after logout', async ({
  page,
}) => {
  const MEMORY = `${APP}/memory/`;
  const silent = silentAuthorizeRequests(page);
  await page.goto(MEMORY);
  await expect(status(page)).toHaveText('signed out');
  // Never signed in here: the client does not even ask the identity provider.
  expect(silent).toHaveLength(0);

  await page.evaluate(() => window.client.loginWithRedirect());
  await page.getByLabel('Membership number').fill('IB1000001');
  await page.getByLabel('Password').fill('avios');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(MEMORY);
  await expect(status(page)).toHaveText('signed in');
  const first = await page.evaluate(() => window.client.getTokenSilently());
  // Nothing of the tokens is stored in the page's storage.
  expect(await auth0Keys(page)).toEqual([]);

  // Reload: the memory is gone; the hidden iframe asks /authorize with prompt=none and the
  // identity provider's session answers a code. No login form, no navigation away.
  const navigations: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations.push(f.url());
  });
  await page.reload();
  await expect(status(page)).toHaveText('signed in');
  expect(navigations).toEqual([MEMORY]);
  expect(silent).toEqual([{ inIframe: true }]);
  const restored = await page.evaluate(() => window.client.getTokenSilently());
  expect(restored).not.toBe(first);
  expect(claimsOf(restored)).toMatchObject({
    sub: 'IB1000001',
    aud: 'https://api.avios.sandbox/purchase',
  });
  expect(await page.evaluate(() => window.client.getUser())).toMatchObject({
    sub: 'IB1000001',
    given_name: 'Lucía',
  });
  const balance = await page.evaluate(
    async ([api, t]) =>
      (
        await window.client
          .createFetcher({ dpopNonceId: 'purchase-api', getAccessToken: async () => t })
          .fetchWithAuth(`${api}/purchase/v1/users/current/balance?partner=ib`, {
            headers: { 'X-Application-Name': location.origin, 'X-Application-Language': 'es-ES' },
          })
      ).status,
    [API, restored] as const,
  );
  expect(balance).toBe(200);
  expect(await auth0Keys(page)).toEqual([]);

  // Sign out: the reload stays signed out, and the identity provider itself refuses a silent
  // sign-in (login_required through the iframe).
  await page.evaluate((returnTo) => window.client.logout({ logoutParams: { returnTo } }), MEMORY);
  await page.waitForURL(MEMORY);
  await expect(status(page)).toHaveText('signed out');
  await page.reload();
  await expect(status(page)).toHaveText('signed out');
  const refused = await page.evaluate(() =>
    window.client.getTokenSilently().then(
      () => 'token',
      (e: { error?: string }) => e.error,
    ),
  );
  expect(refused).toBe('login_required');
  await expect(status(page)).toHaveText('signed out');
});
