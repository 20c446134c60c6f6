// spec §7 "an optional proof header may be sent; a server nonce demand is retried once", for
// the token-exchange grant: oidc-provider checks DPoP proofs in its built-in grants only, so a
// registered grant checks its own, with the provider's nonce and replay rules.
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { OidcContext } from 'oidc-provider';
import validateDpop, { checkDpopReplay } from 'oidc-provider/lib/helpers/validate_dpop.js';
import type { DpopResult } from 'oidc-provider/lib/helpers/validate_dpop.js';

/**
 * The request's checked proof: undefined without one, unless the client's tokens must be
 * sender-constrained (`dpop_bound_access_tokens`), which refuses the request.
 */
export async function exchangeProof(
  provider: Provider,
  ctx: OidcContext,
): Promise<DpopResult | undefined> {
  const client = ctx.oidc.client as { clientId: string; dpopBoundAccessTokens?: boolean };
  const dPoP = await validateDpop(provider, ctx);
  if (!dPoP) {
    if (client.dpopBoundAccessTokens) throw new errors.InvalidGrant('DPoP proof JWT not provided');
    return undefined;
  }
  await checkDpopReplay(provider, ctx, dPoP, client.clientId, errors.InvalidGrant);
  return dPoP;
}
