// Test helpers for proof of possession (spec §7 "an optional proof header may be sent"): a
// key pair as a partner's client keeps it, its RFC 9449 proofs, and a fetch that answers a
// server's nonce demand once, as the SDK's transport does.
import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';

interface ProofClaims {
  method: string;
  /** The request's address; its query and fragment are left out of `htu`. */
  url: string;
  /** Binds the proof to this access token (`ath`); token endpoint proofs have none. */
  accessToken?: string;
  nonce?: string;
  /** Epoch seconds; defaults to now. */
  iat?: number;
  /** Defaults to a new one per proof. */
  jti?: string;
}

export interface DpopKey {
  /** The public key's JWK thumbprint: the `cnf.jkt` of the tokens bound to it. */
  jkt: string;
  publicJwk: JWK;
  /** A `DPoP` header value signed by this key. */
  proof(claims: ProofClaims): Promise<string>;
}

/** The `ath` of a proof: base64url of the SHA-256 of the access token. */
const accessTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

function htuOf(url: string): string {
  const u = new URL(url);
  u.search = '';
  u.hash = '';
  return u.href;
}

/** A new ES256 key pair (the one algorithm Auth0's SPA client uses), private key unexported. */
export async function createDpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const publicJwk = await exportJWK(publicKey);
  const jkt = await calculateJwkThumbprint(publicJwk);
  return {
    jkt,
    publicJwk,
    proof: (c) =>
      new SignJWT({
        htm: c.method,
        htu: htuOf(c.url),
        jti: c.jti ?? randomUUID(),
        ...(c.nonce !== undefined ? { nonce: c.nonce } : {}),
        ...(c.accessToken !== undefined ? { ath: accessTokenHash(c.accessToken) } : {}),
      })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: publicJwk })
        .setIssuedAt(c.iat ?? Math.floor(Date.now() / 1000))
        .sign(privateKey),
  };
}

/**
 * True when an answer is a server's nonce demand with a new nonce: a resource server's 401
 * with `WWW-Authenticate: DPoP error="use_dpop_nonce"` (RFC 9449 §9), or a token endpoint's
 * 400 `{ "error": "use_dpop_nonce" }` (§8), given its body text.
 */
function demandsNonce(res: { status: number; headers: Headers }, body = ''): boolean {
  if (res.headers.get('dpop-nonce') === null) return false;
  if (res.status === 401) return /use_dpop_nonce/.test(res.headers.get('www-authenticate') ?? '');
  if (res.status !== 400) return false;
  try {
    return (JSON.parse(body) as { error?: unknown }).error === 'use_dpop_nonce';
  } catch {
    return false;
  }
}

/** What fetchWithProof reads of an answer (a fetch `Response` has it). */
interface Answer {
  status: number;
  headers: Headers;
  text(): Promise<string>;
}

/** An answer whose body has been read. */
export interface ReadAnswer {
  status: number;
  headers: Headers;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/**
 * Sends `init` with a proof by `key` (and `Authorization: DPoP <token>` when a token is
 * given), remembering each server nonce in `nonces` (by origin); a nonce demand is answered
 * once with the new nonce, as the SDK and Auth0's client do (spec §7).
 */
export async function fetchWithProof(
  key: DpopKey,
  nonces: Map<string, string>,
  url: string,
  init: RequestInit & { token?: string },
  send: (url: string, init: RequestInit) => Promise<Answer> = fetch,
): Promise<ReadAnswer> {
  const { token, ...rest } = init;
  const origin = new URL(url).origin;
  const method = rest.method ?? 'GET';
  const attempt = async (): Promise<ReadAnswer> => {
    const headers = new Headers(rest.headers);
    if (token) headers.set('Authorization', `DPoP ${token}`);
    const nonce = nonces.get(origin);
    headers.set(
      'DPoP',
      await key.proof({
        method,
        url,
        ...(token ? { accessToken: token } : {}),
        ...(nonce !== undefined ? { nonce } : {}),
      }),
    );
    const res = await send(url, { ...rest, method, headers });
    const next = res.headers.get('dpop-nonce');
    if (next) nonces.set(origin, next);
    const body = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text: async () => body,
      json: async () => JSON.parse(body) as unknown,
    };
  };
  const first = await attempt();
  return demandsNonce(first, await first.text()) ? attempt() : first;
}

let shared: Promise<DpopKey> | undefined;

/**
 * The test member's one key, as a browser's Auth0 client keeps one per client: the tokens
 * the browserless member gets (browserless.ts) and the harness's own (harness.ts) are bound
 * to it, and the harness's calls prove it.
 */
export function memberDpopKey(): Promise<DpopKey> {
  shared ??= createDpopKey();
  return shared;
}
