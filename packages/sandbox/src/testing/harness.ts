// Test helpers: an in-process sandbox on free ports, tokens signed with its own key and bound
// to the test member's DPoP key, and a small fetch wrapper for the purchase API that sends
// their proofs (spec §7).
import { SignJWT, importJWK } from 'jose';
import { AUDIENCE, CLIENT_IDS, STANDARD_SCOPES } from '../config';
import type { Partner } from '../config';
import { generateSigningKey } from '../idp/keys';
import { FFP_CLAIM, PARTNER_CLAIM } from '../purchase/auth';
import { startSandbox } from '../sandbox';
import type { Sandbox } from '../sandbox';
import { fetchWithProof, memberDpopKey } from './dpop';
import type { DpopKey } from './dpop';

const API_SCOPE = STANDARD_SCOPES.filter((s) => s.startsWith('write:')).join(' ');
export const STEP_UP_SCOPE = `${API_SCOPE} write:transaction_debit`;

interface TokenOptions {
  /** Defaults to the standard API scopes. */
  scope?: string;
  /** Defaults to the member's own partner. */
  partner?: Partner;
  /** Seconds from now; negative for an expired token. Defaults to `600`. */
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  /** The key the token is bound to (`cnf.jkt`); `null` for an unbound token. Defaults to `dpopKey`. */
  boundTo?: DpopKey | null;
}

export interface TestSandbox extends Sandbox {
  /** The test member's DPoP key: tokens are bound to it and `call` signs proofs with it. */
  dpopKey: DpopKey;
  /** An access token for a member, as the identity provider would sign it. */
  token(ffpNumber: string, options?: TokenOptions): Promise<string>;
  /**
   * fetch against the purchase API: `call('/products?partner=ib', { token })`, sent as
   * `Authorization: DPoP` with a proof (a nonce demand answered once); `/api/…` and
   * `/__sandbox/…` paths go to the same server without the purchase API's prefix.
   */
  call(path: string, init?: CallInit): Promise<{ status: number; body: unknown; headers: Headers }>;
  pay(sessionId: string, cardNumber: string): Promise<unknown>;
}

interface CallInit {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * How the token goes: `dpop` (default) with a proof by `key`, or `bearer`, a plain
   * `Authorization: Bearer` and no proof (a replayed token).
   */
  as?: 'dpop' | 'bearer';
  /** The key that signs the proofs. Defaults to `dpopKey`. */
  key?: DpopKey;
}

export async function startTestSandbox(stepMs = 15): Promise<TestSandbox> {
  const sandbox = await startSandbox({
    apiPort: 0,
    idpPort: 0,
    paymentsPort: 0,
    contentPort: 0,
    reportsPort: 0,
    content: false,
    stepMs,
    keysDir: '/nonexistent-not-used',
    key: await generateSigningKey(),
  });
  const privateKey = await importJWK(sandbox.idp.key.privateJwk, 'RS256');
  const dpopKey = await memberDpopKey();
  const nonces = new Map<string, string>();

  async function token(ffpNumber: string, o: TokenOptions = {}) {
    const member = sandbox.store.member(ffpNumber);
    const partner = o.partner ?? member?.partner ?? 'ib';
    return new SignJWT({
      scope: o.scope ?? API_SCOPE,
      client_id: CLIENT_IDS[partner],
      [FFP_CLAIM]: ffpNumber,
      [PARTNER_CLAIM]: partner,
      ...(o.boundTo === null ? {} : { cnf: { jkt: (o.boundTo ?? dpopKey).jkt } }),
    })
      .setProtectedHeader({ alg: 'RS256', kid: sandbox.idp.key.privateJwk.kid, typ: 'at+jwt' })
      .setSubject(ffpNumber)
      .setIssuer(o.issuer ?? sandbox.urls.issuer)
      .setAudience(o.audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (o.expiresIn ?? 600))
      .sign(privateKey);
  }

  async function call(path: string, init: CallInit = {}) {
    const headers: Record<string, string> = {
      'X-Application-Name': 'http://localhost:5173',
      'X-Application-Language': 'en-GB',
      ...init.headers,
    };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const url =
      path.startsWith('/__sandbox') || path.startsWith('/api/')
        ? sandbox.urls.api + path
        : sandbox.urls.purchaseApi + path;
    const request = {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    };
    let res: { status: number; headers: Headers; text(): Promise<string> };
    if (!init.token) res = await fetch(url, request);
    else if (init.as === 'bearer') {
      headers.Authorization = `Bearer ${init.token}`;
      res = await fetch(url, request);
    } else
      res = await fetchWithProof(init.key ?? dpopKey, nonces, url, {
        ...request,
        token: init.token,
      });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: res.headers,
    };
  }

  async function pay(sessionId: string, cardNumber: string) {
    const res = await fetch(`${sandbox.urls.payments}/sessions/${sessionId}/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        cardNumber,
        expiryMonth: '12',
        expiryYear: '2030',
        cvc: '737',
        holderName: 'Test',
      }),
    });
    return res.json() as Promise<unknown>;
  }

  return { ...sandbox, dpopKey, token, call, pay };
}

/** Polls until `check` returns a value (or the time runs out). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('The condition did not come true in time.');
    await new Promise((r) => setTimeout(r, 10));
  }
}
