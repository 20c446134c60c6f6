// spec §7 connected accounts (account linking) on the sandbox identity provider: Auth0's My
// Account API calls `POST /me/v1/connected-accounts/connect` and `/complete`, and the page the
// member is sent to (`connect_uri`), which stands in for the other provider and comes back
// with a `connect_code` (docs/sandbox.md "Connected accounts").
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { applyCors } from '../http/cors';
import { readText, sendJson } from '../http/router';
import { connectPage } from './views';

/** The connections a member can link in the sandbox. */
const SANDBOX_CONNECTIONS = ['google-oauth2', 'apple', 'facebook'];
const CONNECT_TTL_S = 300;

interface Pending {
  accountId: string;
  connection: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scopes: string[];
  ticket: string;
  connectCode?: string;
  expiresAt: number;
}

export interface ConnectedAccountsOptions {
  issuer: string;
  jwks: JSONWebKeySet;
  /** Origins allowed by CORS and as `redirect_uri`. */
  origins: string[];
  programmeOf(accountId: string): string;
}

/** A problem answer in the My Account API's shape (its `MyAccountApiError`). */
function problem(res: ServerResponse, status: number, title: string, detail: string) {
  sendJson(res, status, { type: `https://avios.sandbox/problems/${title}`, status, title, detail });
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const token = () => randomBytes(24).toString('base64url');

export function createConnectedAccounts(o: ConnectedAccountsOptions) {
  const pending = new Map<string, Pending>();
  const keys = createLocalJWKSet(o.jwks);
  const allowedRedirect = (value: unknown) => {
    try {
      return o.origins.includes(new URL(String(value)).origin);
    } catch {
      return false;
    }
  };

  /** The member of the bearer access token, or undefined. */
  async function memberOf(req: IncomingMessage): Promise<string | undefined> {
    const bearer = /^(?:Bearer|DPoP) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) return undefined;
    try {
      const { payload } = await jwtVerify(bearer, keys, { issuer: o.issuer });
      return typeof payload.sub === 'string' ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    try {
      const body = JSON.parse(await readText(req)) as unknown;
      return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  async function connect(req: IncomingMessage, res: ServerResponse) {
    const accountId = await memberOf(req);
    if (!accountId) return problem(res, 401, 'unauthorized', 'A signed-in member is required.');
    const body = await jsonBody(req);
    const connection = body.connection;
    // spec §5: a connection is required to link an account
    if (typeof connection !== 'string' || !connection) {
      return problem(res, 400, 'invalid_body', 'connection is required.');
    }
    if (!SANDBOX_CONNECTIONS.includes(connection)) {
      return problem(res, 400, 'invalid_body', `Unknown connection ${connection}.`);
    }
    const { redirect_uri, state, code_challenge, code_challenge_method } = body;
    if (!allowedRedirect(redirect_uri) || typeof state !== 'string' || !state) {
      return problem(res, 400, 'invalid_body', 'redirect_uri and state are required.');
    }
    if (typeof code_challenge !== 'string' || code_challenge_method !== 'S256') {
      return problem(res, 400, 'invalid_body', 'PKCE with S256 is required.');
    }
    const authSession = token();
    const ticket = token();
    pending.set(authSession, {
      accountId,
      connection,
      redirectUri: String(redirect_uri),
      state,
      codeChallenge: code_challenge,
      scopes: Array.isArray(body.scopes) ? body.scopes.map(String) : [],
      ticket,
      expiresAt: Date.now() + CONNECT_TTL_S * 1000,
    });
    sendJson(res, 201, {
      connect_uri: new URL('connect', o.issuer).href,
      auth_session: authSession,
      connect_params: { ticket },
      expires_in: CONNECT_TTL_S,
    });
  }

  const byTicket = (ticket: string | null) =>
    [...pending.values()].find((p) => p.ticket === ticket && p.expiresAt > Date.now());

  async function page(req: IncomingMessage, res: ServerResponse, url: URL) {
    const html = (status: number, body: string) =>
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
    if (req.method === 'GET') {
      const p = byTicket(url.searchParams.get('ticket'));
      if (!p) return html(404, 'Unknown or expired ticket');
      const { connection } = p;
      return html(
        200,
        connectPage({ ticket: p.ticket, connection, programme: o.programmeOf(p.accountId) }),
      );
    }
    const form = new URLSearchParams(await readText(req));
    const p = byTicket(form.get('ticket'));
    if (!p) return html(404, 'Unknown or expired ticket');
    const back = new URL(p.redirectUri);
    back.searchParams.set('state', p.state);
    if (form.get('decision') === 'allow') {
      p.connectCode = token();
      back.searchParams.set('connect_code', p.connectCode);
    } else {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The member did not link the account.');
    }
    res.writeHead(303, { Location: back.href }).end();
  }

  async function complete(req: IncomingMessage, res: ServerResponse) {
    const accountId = await memberOf(req);
    if (!accountId) return problem(res, 401, 'unauthorized', 'A signed-in member is required.');
    const body = await jsonBody(req);
    const p = pending.get(String(body.auth_session));
    const sound =
      p !== undefined &&
      p.expiresAt > Date.now() &&
      p.accountId === accountId &&
      p.connectCode !== undefined &&
      body.connect_code === p.connectCode &&
      body.redirect_uri === p.redirectUri &&
      typeof body.code_verifier === 'string' &&
      s256(body.code_verifier) === p.codeChallenge;
    if (!sound) {
      return problem(res, 400, 'invalid_grant', 'The connect code, session or verifier is wrong.');
    }
    pending.delete(String(body.auth_session));
    sendJson(res, 201, {
      id: `cac_${token()}`,
      connection: p.connection,
      access_type: 'offline',
      scopes: p.scopes,
      created_at: new Date().toISOString(),
    });
  }

  /** Answers the request when it is one of these routes; false otherwise. */
  return function handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    const api = url.pathname.startsWith('/me/v1/connected-accounts/');
    if (!api && url.pathname !== '/connect') return false;
    if (api && applyCors(req, res, o.origins)) return true;
    const run =
      url.pathname === '/connect' && (req.method === 'GET' || req.method === 'POST')
        ? page(req, res, url)
        : req.method !== 'POST'
          ? Promise.resolve(problem(res, 405, 'method_not_allowed', 'POST only.'))
          : url.pathname.endsWith('/connect')
            ? connect(req, res)
            : url.pathname.endsWith('/complete')
              ? complete(req, res)
              : Promise.resolve(problem(res, 404, 'not_found', url.pathname));
    run.catch((error: unknown) => {
      console.error('[sandbox] connected accounts error', error);
      if (!res.headersSent) problem(res, 500, 'server_error', 'The sandbox failed.');
    });
    return true;
  };
}
