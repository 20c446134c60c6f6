// Identity-token faults for tests (POST /__sandbox/id-token-fault, docs/sandbox.md): the next
// sign-in's identity token comes back broken in one way the Auth0 client must refuse
// (spec §5 identity token checks), re-signed with the provider's key unless the fault is the
// signature algorithm itself.
import { createSecretKey } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader, importJWK } from 'jose';
import type { JWTPayload } from 'jose';
import type { OidcContext } from 'oidc-provider';
import { HttpError } from '../http/router';
import type { SigningKey } from './keys';

/** RFC 8693 token exchange (spec §7 token-exchange grant). */
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';

/** How far outside the 60 s leeway (spec §9) the time faults put their claim, in seconds. */
const WELL_OUTSIDE_LEEWAY_S = 3600;

/**
 * spec §5, one broken check each: issuer, audience, nonce, expiry, not-before, subject, the
 * RS256 signature algorithm, and several audiences without an authorized party; and one
 * token the checks must let through (spec §9 leeway).
 */
const ID_TOKEN_FAULTS = [
  'wrong_issuer',
  'wrong_audience',
  'wrong_nonce',
  'expired',
  'not_yet_valid',
  'missing_subject',
  'wrong_algorithm',
  'audiences_without_azp',
  // not a broken token: expired 30 s ago, inside the 60 s leeway, so it is accepted
  'expired_within_leeway',
] as const;
export type IdTokenFaultKind = (typeof ID_TOKEN_FAULTS)[number];

interface ArmedFault {
  kind: IdTokenFaultKind;
  /** Sign-ins still to spoil. */
  times: number;
}

function invalid(message: string): never {
  throw new HttpError(400, { error: 'invalid_fault', message });
}

export function createIdTokenFaults() {
  let armed: ArmedFault | undefined;
  return {
    /** Arms `{ kind, times? }` (times defaults to 1: the next sign-in). */
    arm(input: unknown): ArmedFault {
      const spec = (typeof input === 'object' && input !== null ? input : {}) as Record<
        string,
        unknown
      >;
      const kind = spec.kind;
      if (!(ID_TOKEN_FAULTS as readonly unknown[]).includes(kind)) {
        invalid(`"kind" must be one of ${ID_TOKEN_FAULTS.join(', ')}.`);
      }
      const times = spec.times ?? 1;
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000) {
        invalid('"times" must be an integer from 1 to 1000.');
      }
      armed = { kind: kind as IdTokenFaultKind, times };
      return { ...armed };
    },
    armed: (): ArmedFault | undefined => (armed ? { ...armed } : undefined),
    /** The fault for this sign-in, counted as used. */
    take(): IdTokenFaultKind | undefined {
      if (!armed) return undefined;
      const { kind } = armed;
      armed.times -= 1;
      if (armed.times <= 0) armed = undefined;
      return kind;
    },
    clear() {
      armed = undefined;
    },
  };
}

export type IdTokenFaults = ReturnType<typeof createIdTokenFaults>;

/** The claims of `idToken` broken as `kind` says (the header's algorithm aside). */
export function spoilClaims(claims: JWTPayload, kind: IdTokenFaultKind): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  const out = { ...claims };
  switch (kind) {
    case 'wrong_issuer':
      out.iss = 'https://impostor.example/';
      break;
    case 'wrong_audience':
      out.aud = 'another-client';
      break;
    case 'wrong_nonce':
      out.nonce = 'not-the-nonce-sent';
      break;
    case 'expired':
      out.iat = now - 2 * WELL_OUTSIDE_LEEWAY_S;
      out.exp = now - WELL_OUTSIDE_LEEWAY_S;
      break;
    case 'not_yet_valid':
      out.nbf = now + WELL_OUTSIDE_LEEWAY_S;
      break;
    case 'missing_subject':
      delete out.sub;
      break;
    case 'audiences_without_azp':
      out.aud = [String(claims.aud), 'another-client'];
      delete out.azp;
      break;
    case 'expired_within_leeway':
      out.iat = now - 120;
      out.exp = now - 30;
      break;
    case 'wrong_algorithm':
      break;
  }
  return out;
}

/** `idToken` broken as `kind` says, signed again (HS256 for `wrong_algorithm`). */
async function spoilIdToken(
  idToken: string,
  kind: IdTokenFaultKind,
  key: SigningKey,
): Promise<string> {
  const claims = spoilClaims(decodeJwt(idToken), kind);
  const jwt = new SignJWT(claims);
  if (kind === 'wrong_algorithm') {
    return jwt
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(createSecretKey(Buffer.from(`sandbox:${key.privateJwk.kid ?? ''}`)));
  }
  const { kid } = decodeProtectedHeader(idToken);
  return jwt
    .setProtectedHeader({ alg: 'RS256', kid: kid ?? key.privateJwk.kid })
    .sign(await importJWK(key.privateJwk, 'RS256'));
}

/**
 * oidc-provider middleware: a sign-in's token answer (the authorization_code grant, and the
 * token exchange grant, which also signs a member in) carries a spoiled identity token while
 * a fault is armed. Refreshes are left alone: the fault is about signing in.
 */
export function idTokenFaultMiddleware(faults: IdTokenFaults, key: SigningKey) {
  return async (ctx: OidcContext, next: () => Promise<void>) => {
    await next();
    if (ctx.method !== 'POST' || ctx.oidc?.route !== 'token' || ctx.status !== 200) return;
    const grant = ctx.oidc.params?.grant_type;
    if (grant !== 'authorization_code' && grant !== TOKEN_EXCHANGE_GRANT) return;
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (typeof body?.id_token !== 'string') return;
    const kind = faults.take();
    if (kind) body.id_token = await spoilIdToken(body.id_token, kind, key);
  };
}
