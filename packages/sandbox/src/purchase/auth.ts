// Bearer tokens checked against the identity provider's keys: issuer, audience, expiry and
// signature (RS256); scopes are checked per route.
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { AUDIENCE, partnerOfClient } from '../config';
import type { Partner } from '../config';
import { HttpError } from '../http/router';

/** Custom claims the sandbox's access tokens carry. */
export const FFP_CLAIM = 'https://avios/ffp';
export const PARTNER_CLAIM = 'https://avios/partner';

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
}

export type TokenVerifier = (authorization: string | undefined) => Promise<Caller | undefined>;

const unauthorized = (message: string) => new HttpError(401, { error: 'invalid_token', message });

/** Undefined without an Authorization header; throws 401 for a bad one. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys =
    options.jwks instanceof URL
      ? createRemoteJWKSet(options.jwks)
      : createLocalJWKSet(options.jwks);
  return async (authorization) => {
    if (authorization === undefined || authorization === '') return undefined;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) throw unauthorized('Send the access token as "Authorization: Bearer <token>".');
    try {
      const { payload } = await jwtVerify(match[1]!, keys, {
        issuer: options.issuer,
        audience: options.audience ?? AUDIENCE,
        algorithms: ['RS256'],
      });
      const ffp = payload[FFP_CLAIM] ?? payload.sub;
      const partner =
        (payload[PARTNER_CLAIM] as Partner | undefined) ??
        partnerOfClient(payload.client_id as string | undefined);
      if (typeof ffp !== 'string' || !partner) throw unauthorized('The token names no member.');
      const scope = typeof payload.scope === 'string' ? payload.scope : '';
      return {
        ffpNumber: ffp,
        partner,
        scopes: new Set(scope.split(' ').filter(Boolean)),
        ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}),
      };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof errors.JWTExpired) throw unauthorized('The access token has expired.');
      throw unauthorized('The access token is not valid for this API.');
    }
  };
}
