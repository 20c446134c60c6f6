// spec §7 proof of possession ("an optional proof header may be sent; a server nonce demand is
// retried once"): the purchase API's calls carry a DPoP proof made by the partner's Auth0
// client with the key pair its tokens are bound to. The library keeps that key pair in
// IndexedDB, non-extractable (no script can read it out, only sign with it), and the API's
// nonces beside it, one per API origin.
import type { Auth0ClientLike } from './sessionTypes';

/** One request to prove: where it goes, how, and the access token it sends. */
export interface ProofRequest {
  url: string;
  method: string;
  accessToken: string;
}

export interface ProofOfPossession {
  /**
   * The `DPoP` header for the request (with the API's last nonce), or `undefined` when the
   * client makes no proofs (then the token goes as a plain bearer).
   */
  proof(request: ProofRequest): Promise<string | undefined>;
  /** Keeps the nonce an API answered with (its `DPoP-Nonce` header) for the next proofs. */
  rememberNonce(url: string, nonce: string): Promise<void>;
}

/** The library's nonce id of an API: Auth0's own nonce has none, each API its origin. */
const nonceId = (url: string) => `api:${new URL(url).origin}`;

/** Proofs by the current partner's client (`client()` picks it on every call). */
export function createProofOfPossession(client: () => Auth0ClientLike): ProofOfPossession {
  return {
    async proof({ url, method, accessToken }) {
      const c = client();
      if (!c.generateDpopProof) return undefined;
      const nonce = await c.getDpopNonce?.(nonceId(url));
      return c.generateDpopProof({
        url,
        method,
        accessToken,
        ...(nonce !== undefined ? { nonce } : {}),
      });
    },
    async rememberNonce(url, nonce) {
      await client().setDpopNonce?.(nonce, nonceId(url));
    },
  };
}
