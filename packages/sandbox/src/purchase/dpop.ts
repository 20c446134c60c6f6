// Proof of possession at the purchase API (spec §7 "an optional proof header may be sent; a
// server nonce demand is retried once"; RFC 9449): the proof's checks, the nonces the API
// issues and demands, and the proofs already seen.
import { createHash, randomBytes } from 'node:crypto';
import { EmbeddedJWK, calculateJwkThumbprint, jwtVerify } from 'jose';
import type { JWK } from 'jose';

/** Proof signing algorithms taken (Auth0's SPA client signs with ES256). */
export const DPOP_ALGORITHMS = ['ES256', 'ES384', 'PS256', 'RS256', 'EdDSA'];
/** How far a proof's `iat` may be from now, in seconds. */
const PROOF_IAT_WINDOW_S = 60;
/** How long an issued nonce is the current one; the one before it is still taken. */
const NONCE_LIFETIME_MS = 5 * 60_000;

/** Why a request was refused, as its `WWW-Authenticate` error (RFC 9449 §7.1, §9). */
export class DpopRefusal extends Error {
  constructor(
    readonly error: 'invalid_token' | 'invalid_dpop_proof' | 'use_dpop_nonce',
    message: string,
  ) {
    super(message);
  }
}

export interface DpopNonces {
  /** The nonce to send (`DPoP-Nonce`); a new one once the current has lived its time. */
  current(): string;
  /** The current nonce or the one before it. */
  accepts(nonce: string): boolean;
  /** Starts a new nonce now: every client's stored nonce becomes stale. */
  rotate(): void;
}

export function createDpopNonces(
  lifetimeMs = NONCE_LIFETIME_MS,
  now: () => number = Date.now,
): DpopNonces {
  const fresh = () => randomBytes(16).toString('base64url');
  let current = fresh();
  let previous: string | undefined;
  let since = now();
  const rotate = () => {
    previous = current;
    current = fresh();
    since = now();
  };
  return {
    current() {
      if (now() - since >= lifetimeMs) rotate();
      return current;
    },
    accepts(nonce) {
      if (now() - since >= lifetimeMs) rotate();
      return nonce === current || nonce === previous;
    },
    rotate,
  };
}

/** Proof ids (`jti`) seen within the `iat` window: a replayed proof is refused. */
function createReplayCache(windowS: number, now: () => number) {
  const seen = new Map<string, number>();
  return (jti: string): boolean => {
    const t = now();
    for (const [id, until] of seen) if (until < t) seen.delete(id);
    if (seen.has(jti)) return false;
    seen.set(jti, t + 2 * windowS * 1000);
    return true;
  };
}

export interface ProofCheck {
  /** The `DPoP` header. */
  proof: string | undefined;
  method: string;
  /** Whether the request may have been sent to this address (`htu`, without query). */
  isHtu(htu: string): boolean;
  accessToken: string;
}

export interface CheckedProof {
  /** The thumbprint of the proof's key, to compare with the token's `cnf.jkt`. */
  jkt: string;
  /** The nonce the proof carried. */
  nonce: string;
}

/** The address without its query and fragment, as `htu` is compared (RFC 9449 §4.3). */
function withoutQuery(address: string): string {
  try {
    const url = new URL(address);
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return '';
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Checks a proof (RFC 9449 §4.3): one `DPoP` header; `typ: dpop+jwt`, signed by its embedded
 * public `jwk`; `htm` and `htu` this request's; `iat` within the window; `jti` not seen
 * before; `ath` the hash of the access token; a nonce this API issued. Throws DpopRefusal.
 */
export function createProofChecker(
  nonces: DpopNonces,
  now: () => number = Date.now,
): (check: ProofCheck) => Promise<CheckedProof> {
  const unique = createReplayCache(PROOF_IAT_WINDOW_S, now);
  return async ({ proof, method, isHtu, accessToken }) => {
    if (!proof || proof.includes(',')) {
      throw new DpopRefusal('invalid_dpop_proof', 'Send one DPoP proof in the "DPoP" header.');
    }
    let payload: Record<string, unknown>;
    let jwk: JWK;
    try {
      const verified = await jwtVerify(proof, EmbeddedJWK, {
        typ: 'dpop+jwt',
        algorithms: DPOP_ALGORITHMS,
      });
      payload = verified.payload;
      jwk = verified.protectedHeader.jwk!;
    } catch {
      throw new DpopRefusal('invalid_dpop_proof', 'The DPoP proof is not a valid signed proof.');
    }
    if (jwk.d !== undefined) {
      throw new DpopRefusal('invalid_dpop_proof', 'The DPoP proof carries a private key.');
    }
    if (payload.htm !== method) {
      throw new DpopRefusal('invalid_dpop_proof', 'The DPoP proof is for another method (htm).');
    }
    if (typeof payload.htu !== 'string' || !isHtu(withoutQuery(payload.htu))) {
      throw new DpopRefusal('invalid_dpop_proof', 'The DPoP proof is for another address (htu).');
    }
    const nowS = now() / 1000;
    if (typeof payload.iat !== 'number' || Math.abs(nowS - payload.iat) > PROOF_IAT_WINDOW_S) {
      throw new DpopRefusal('invalid_dpop_proof', 'The DPoP proof is not recent (iat).');
    }
    if (payload.ath !== sha256(accessToken)) {
      throw new DpopRefusal('invalid_dpop_proof', 'The DPoP proof is for another token (ath).');
    }
    if (typeof payload.jti !== 'string' || !payload.jti) {
      throw new DpopRefusal('invalid_dpop_proof', 'The DPoP proof has no id (jti).');
    }
    // spec §7: the server's nonce demand, which the client answers once with the new nonce
    if (typeof payload.nonce !== 'string' || !nonces.accepts(payload.nonce)) {
      throw new DpopRefusal(
        'use_dpop_nonce',
        payload.nonce === undefined
          ? 'The DPoP proof needs the nonce this API issued (DPoP-Nonce).'
          : 'The DPoP proof carries a nonce this API no longer takes.',
      );
    }
    if (!unique(payload.jti)) {
      throw new DpopRefusal('invalid_dpop_proof', 'The DPoP proof was already used (jti).');
    }
    return { jkt: await calculateJwkThumbprint(jwk), nonce: payload.nonce };
  };
}
