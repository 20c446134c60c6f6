// spec §7 token-exchange grant (RFC 8693, Auth0's custom token exchange) on the sandbox
// identity provider: a member token the partner already holds (its `subject_token`) becomes
// this provider's tokens, as a sign-in would give them (docs/sandbox.md "Token exchange").
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { OidcContext } from 'oidc-provider';
import { API_SCOPES, AUDIENCE, DEBIT_SCOPE, partnerOfClient } from '../config';
import type { Store } from '../store/store';
import { exchangeProof } from './exchangeProof';
import { TOKEN_EXCHANGE_GRANT } from './idTokenFaults';

/** The one `subject_token_type` the sandbox takes: a member token signed by this provider. */
export const MEMBER_TOKEN_TYPE = 'urn:avios:sandbox:member-token';
/** The `aud` a member token must carry, so no access token can be exchanged as one. */
export const MEMBER_TOKEN_AUDIENCE = 'urn:avios:sandbox:token-exchange';

const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

interface ExchangeOptions {
  issuer: string;
  jwks: JSONWebKeySet;
  store: Store;
  /** The provider's own account lookup (its `findAccount`), for the identity token's claims. */
  findAccount(
    ctx: unknown,
    sub: string,
  ): Promise<{ claims(): Promise<Record<string, unknown>> } | undefined>;
  accessTokenTtl: number;
}

async function memberOf(token: unknown, o: ExchangeOptions): Promise<string> {
  if (typeof token !== 'string' || !token) {
    throw new errors.InvalidRequest('subject_token is required');
  }
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(o.jwks), {
      issuer: o.issuer,
      audience: MEMBER_TOKEN_AUDIENCE,
      algorithms: ['RS256'],
    });
    if (typeof payload.sub === 'string' && o.store.member(payload.sub)) return payload.sub;
  } catch {
    /* answered below */
  }
  throw new errors.InvalidGrant('subject_token is not a valid member token');
}

/** Registers the grant; the partner clients list it in their `grant_types`. */
export function registerTokenExchange(provider: Provider, o: ExchangeOptions): void {
  async function exchange(ctx: OidcContext) {
    const params = ctx.oidc.params as Record<string, unknown>;
    if (params.subject_token_type !== MEMBER_TOKEN_TYPE) {
      throw new errors.InvalidRequest(`subject_token_type must be ${MEMBER_TOKEN_TYPE}`);
    }
    // spec §7: the tokens are bound to the proof's key, as a sign-in's are
    const dPoP = await exchangeProof(provider, ctx);
    const accountId = await memberOf(params.subject_token, o);
    const client = ctx.oidc.client!;
    if (o.store.member(accountId)?.partner !== partnerOfClient(client.clientId)) {
      throw new errors.InvalidGrant("the member belongs to another partner's programme");
    }
    const asked = typeof params.scope === 'string' ? params.scope.split(' ') : [];
    const oidc = OIDC_SCOPES.filter((s) => asked.includes(s));
    // spec §6: an exchange never gives the step-up scope; that needs the one-time code
    const api = API_SCOPES.filter((s) => s !== DEBIT_SCOPE && asked.includes(s));
    const grant = new provider.Grant({ accountId, clientId: client.clientId });
    grant.addOIDCScope(oidc.join(' '));
    if (api.length) grant.addResourceScope(AUDIENCE, api.join(' '));
    const grantId = await grant.save();
    const authTime = Math.floor(Date.now() / 1000);

    const at = new provider.AccessToken({ accountId, client, grantId, gty: 'token_exchange' });
    at.resourceServer = new provider.ResourceServer(AUDIENCE, {
      scope: API_SCOPES.join(' '),
      audience: AUDIENCE,
      accessTokenTTL: o.accessTokenTtl,
      accessTokenFormat: 'jwt',
      jwt: { sign: { alg: 'RS256' } },
    });
    at.scope = api.join(' ');
    if (dPoP) at.setThumbprint('jkt', dPoP.thumbprint);
    const accessToken = await at.save();

    let refreshToken: string | undefined;
    if (oidc.includes('offline_access')) {
      const rt = new provider.RefreshToken({
        accountId,
        client,
        grantId,
        gty: 'token_exchange',
        scope: [...oidc, ...api].join(' '),
        resource: AUDIENCE,
        authTime,
        rotations: 0,
        ...(dPoP ? { jkt: dPoP.thumbprint } : {}),
      });
      refreshToken = await rt.save();
    }

    let idToken: string | undefined;
    if (oidc.includes('openid')) {
      const account = await o.findAccount(ctx, accountId);
      const claims = account ? await account.claims() : {};
      const token = new provider.IdToken(claims, { ctx });
      token.scope = oidc.join(' ');
      // spec §5: an identity token may be checked against max_age; this sign-in is now
      token.set('auth_time', authTime);
      idToken = await token.issue({ use: 'idtoken' });
    }

    ctx.body = {
      access_token: accessToken,
      issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      token_type: dPoP ? 'DPoP' : 'Bearer',
      expires_in: at.expiration,
      scope: [...oidc, ...api].join(' '),
      ...(idToken ? { id_token: idToken } : {}),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
  }
  provider.registerGrantType(TOKEN_EXCHANGE_GRANT, exchange, [
    'subject_token',
    'subject_token_type',
    'scope',
    'actor_token',
    'actor_token_type',
    'organization',
  ]);
}
