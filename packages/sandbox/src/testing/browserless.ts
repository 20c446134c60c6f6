// Drives the identity provider's authorization-code + PKCE flow with fetch, as a browser
// would (cookies, redirects, form posts), for tests without a browser. Token requests carry
// a DPoP proof of the member's key (spec §7), as Auth0's client sends them.
import { createHash, randomBytes } from 'node:crypto';
import { AUDIENCE, STANDARD_SCOPES } from '../config';
import { fetchWithProof, memberDpopKey } from './dpop';
import type { DpopKey } from './dpop';

export const REDIRECT_URI = 'http://localhost:5175/';

export interface Page {
  status: number;
  url: string;
  html: string;
}

/** What the browserless member reads of an answer (a fetch `Response` has it). */
export interface BrowserlessResponse {
  status: number;
  headers: Headers;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/**
 * `send` makes the requests; defaults to the global `fetch`. Tests in a DOM environment pass
 * `nodeSend` (testing/nodeSend.ts): the DOM's fetch applies CORS and hides cookies. Token
 * requests are proved with `dpopKey`, by default the member's (memberDpopKey), which the
 * harness's calls prove too.
 */
export function createBrowserless(
  issuer: string,
  send: (url: string, init: RequestInit) => Promise<BrowserlessResponse> = fetch,
  dpopKey: Promise<DpopKey> = memberDpopKey(),
) {
  const jar = new Map<string, string>();
  const nonces = new Map<string, string>();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  async function request(url: string, init: RequestInit = {}): Promise<BrowserlessResponse> {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await send(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value.join('=') === '') jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return res;
  }

  /** Follows redirects until a page of the provider or the app's redirect address. */
  async function follow(res: BrowserlessResponse, url: string): Promise<Page> {
    let current = res;
    let at = url;
    for (let i = 0; i < 10 && current.status >= 300 && current.status < 400; i++) {
      at = new URL(current.headers.get('location')!, at).href;
      if (at.startsWith(REDIRECT_URI)) return { status: current.status, url: at, html: '' };
      current = await request(at);
    }
    return { status: current.status, url: at, html: await current.text() };
  }

  const formAction = (page: Page) => {
    const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
    if (!action) throw new Error(`No form on ${page.url}: ${page.html.slice(0, 300)}`);
    return new URL(action.replace(/&amp;/g, '&'), page.url).href;
  };

  return {
    jar,
    /** Opens /authorize like the Auth0 SPA client does. */
    async authorize(clientId: string, extra: Record<string, string> = {}): Promise<Page> {
      const url = new URL('authorize', issuer);
      const params = {
        client_id: clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        response_mode: 'query',
        scope: STANDARD_SCOPES.join(' '),
        audience: AUDIENCE,
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...extra,
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return follow(await request(url.href), url.href);
    },
    /** Submits the page's form with the given fields. */
    async submit(page: Page, fields: Record<string, string>): Promise<Page> {
      const action = formAction(page);
      const res = await request(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return follow(res, action);
    },
    async get(url: string): Promise<Page> {
      return follow(await request(url), url);
    },
    /**
     * The token endpoint, form-encoded (STACK.md adaptation 7), with a DPoP proof; the
     * provider's nonce demand is answered once. `proof: false` sends none.
     */
    async token(fields: Record<string, string>, o: { proof?: boolean } = {}) {
      const url = new URL('oauth/token', issuer).href;
      const init = {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'http://localhost:5175',
        },
        body: new URLSearchParams(fields).toString(),
      };
      const res =
        o.proof === false
          ? await request(url, init)
          : await fetchWithProof(await dpopKey, nonces, url, init, request);
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as Record<string, string | number>,
      };
    },
    async exchange(clientId: string, callbackUrl: string, o: { proof?: boolean } = {}) {
      const code = new URL(callbackUrl).searchParams.get('code');
      if (!code) throw new Error(`No code in ${callbackUrl}`);
      return this.token(
        {
          grant_type: 'authorization_code',
          client_id: clientId,
          code,
          code_verifier: verifier,
          redirect_uri: REDIRECT_URI,
        },
        o,
      );
    },
  };
}
