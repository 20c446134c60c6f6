// oidc-provider's own DPoP proof check, which its built-in grants run; a registered grant
// (the token exchange) runs it itself (idp/exchangeProof.ts).
declare module 'oidc-provider/lib/helpers/validate_dpop.js' {
  import type Provider from 'oidc-provider';
  import type { OidcContext } from 'oidc-provider';

  export interface DpopResult {
    /** The JWK thumbprint of the proof's key. */
    thumbprint: string;
    jti: string;
    iat: number;
  }

  /** Checks the request's `DPoP` header (and demands the provider's nonce); none: undefined. */
  export default function validateDpop(
    provider: Provider,
    ctx: OidcContext,
    accessToken?: string,
  ): Promise<DpopResult | undefined>;

  export function checkDpopReplay(
    provider: Provider,
    ctx: OidcContext,
    dPoP: DpopResult,
    clientId: string,
    ErrorClass?: new (description?: string) => Error,
  ): Promise<void>;
}
