// Sender-constrained access tokens (spec §7 proof header; RFC 9449 DPoP): the token is checked
// against the identity provider's keys (issuer, audience, expiry, RS256 signature) and must
// come as `Authorization: DPoP <token>` with a proof signed by the key it is bound to
// (`cnf.jkt`). Scopes are checked per route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTPayload } from 'jose';
import { AUDIENCE, partnerOfClient } from '../config';
import type { Partner } from '../config';
import { HttpError } from '../http/router';
import { DPOP_ALGORITHMS, DpopRefusal, createDpopNonces, createProofChecker } from './dpop';
import type { DpopNonces } from './dpop';

/** Custom claims the sandbox's access tokens carry. */
export const FFP_CLAIM = 'https://avios/ffp';
export const PARTNER_CLAIM = 'https://avios/partner';

/** The own-origin API's path: shops reach it through their `/api` proxy. */
const OWN_API_PREFIX = '/api/';

export interface Caller {
  ffpNumber: string;
  partner: Partner;
  scopes: Set<string>;
  /** When the token was issued (its `iat`, epoch seconds). */
  issuedAt?: number;
}

export interface TokenVerifierOptions {
  /** The identity provider's issuer, with its trailing slash. */
  issuer: string;
  /** Defaults to `https://api.avios.sandbox/purchase`. */
  audience?: string;
  /** The public keys, or the address of the JWKS document. */
  jwks: JSONWebKeySet | URL;
  /**
   * Shop origins whose `/api` proxy forwards to this server: a proof for the own-origin API
   * names the shop's address (`{origin}[/base]/api/…`), not this server's. Defaults to none.
   */
  proxyOrigins?: readonly string[];
  /** The nonces this API issues and demands. Defaults to new ones. */
  nonces?: DpopNonces;
}

/** The request to authenticate, and its answer, which carries the DPoP headers. */
interface AuthExchange {
  req: IncomingMessage;
  res: ServerResponse;
}

export type TokenVerifier = (exchange: AuthExchange) => Promise<Caller | undefined>;

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Whether `htu` names this request: this server's address, or a shop's `/api` proxy's. */
function htuMatcher(req: IncomingMessage, proxyOrigins: readonly string[]) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const proto = header(req, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  const own = `${proto}://${req.headers.host ?? 'localhost'}${path}`;
  return (htu: string) => {
    if (htu === own) return true;
    if (!path.startsWith(OWN_API_PREFIX)) return false;
    try {
      const url = new URL(htu);
      return proxyOrigins.includes(url.origin) && url.pathname.endsWith(path);
    } catch {
      return false;
    }
  };
}

/** 401 with the challenge RFC 9449 §7.1 asks for, and a fresh nonce on a nonce demand. */
function refuse(res: ServerResponse, refusal: DpopRefusal, nonces: DpopNonces): never {
  const description = refusal.message.replace(/["\\]/g, '');
  res.setHeader(
    'WWW-Authenticate',
    `DPoP error="${refusal.error}", error_description="${description}", algs="${DPOP_ALGORITHMS.join(' ')}"`,
  );
  if (refusal.error === 'use_dpop_nonce') res.setHeader('DPoP-Nonce', nonces.current());
  throw new HttpError(401, { error: refusal.error, message: refusal.message });
}

function callerOf(payload: JWTPayload): Caller {
  const ffp = payload[FFP_CLAIM] ?? payload.sub;
  const partner =
    (payload[PARTNER_CLAIM] as Partner | undefined) ??
    partnerOfClient(payload.client_id as string | undefined);
  if (typeof ffp !== 'string' || !partner) {
    throw new HttpError(401, { error: 'invalid_token', message: 'The token names no member.' });
  }
  const scope = typeof payload.scope === 'string' ? payload.scope : '';
  return {
    ffpNumber: ffp,
    partner,
    scopes: new Set(scope.split(' ').filter(Boolean)),
    ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}),
  };
}

/**
 * Undefined without an Authorization header; throws 401 for a bad one. A token sent as
 * `Bearer`, or with a proof by another key than its `cnf.jkt`, is refused: a stolen token
 * is of no use without the key (spec §7).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys =
    options.jwks instanceof URL
      ? createRemoteJWKSet(options.jwks)
      : createLocalJWKSet(options.jwks);
  const nonces = options.nonces ?? createDpopNonces();
  const checkProof = createProofChecker(nonces);

  async function tokenClaims(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience ?? AUDIENCE,
        algorithms: ['RS256'],
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new DpopRefusal('invalid_token', 'The access token has expired.');
      }
      throw new DpopRefusal('invalid_token', 'The access token is not valid for this API.');
    }
  }

  return async ({ req, res }) => {
    const authorization = header(req, 'authorization');
    if (authorization === undefined || authorization === '') return undefined;
    try {
      const match = /^(DPoP|Bearer)\s+(\S+)$/i.exec(authorization);
      if (match?.[1]?.toLowerCase() !== 'dpop') {
        throw new DpopRefusal(
          'invalid_token',
          'This API takes sender-constrained tokens only: send "Authorization: DPoP <token>" with a DPoP proof of its key.',
        );
      }
      const token = match[2]!;
      const proof = await checkProof({
        proof: header(req, 'dpop'),
        method: req.method ?? 'GET',
        isHtu: htuMatcher(req, options.proxyOrigins ?? []),
        accessToken: token,
      });
      // RFC 9449 §8.2: a new nonce is handed out before the client's one stops being taken
      if (proof.nonce !== nonces.current()) res.setHeader('DPoP-Nonce', nonces.current());
      const claims = await tokenClaims(token);
      const cnf = claims.cnf as { jkt?: unknown } | undefined;
      if (typeof cnf?.jkt !== 'string') {
        throw new DpopRefusal('invalid_token', 'The access token is not bound to a key (cnf.jkt).');
      }
      if (cnf.jkt !== proof.jkt) {
        throw new DpopRefusal(
          'invalid_dpop_proof',
          'The DPoP proof is signed by another key than the one the token is bound to.',
        );
      }
      return callerOf(claims);
    } catch (error) {
      if (error instanceof DpopRefusal) refuse(res, error, nonces);
      throw error;
    }
  };
}
