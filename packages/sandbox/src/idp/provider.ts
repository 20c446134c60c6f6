// The identity provider: oidc-provider with the Auth0 adaptations of STACK.md (routes,
// audience as a resource indicator, consent for offline_access, /v2/logout?returnTo), and
// web_message answers for Auth0's silent sign-in in a hidden iframe.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { interactionPolicy } from 'oidc-provider';
import type { OidcContext } from 'oidc-provider';
import type { JSONWebKeySet } from 'jose';
import {
  ACR_MFA,
  ACR_PASSWORD,
  API_SCOPES,
  AUDIENCE,
  CLIENT_IDS,
  PARTNERS,
  partnerOfClient,
} from '../config';
import { listen } from '../http/listen';
import type { Listening } from '../http/listen';
import { FFP_CLAIM, PARTNER_CLAIM } from '../purchase/auth';
import type { Store } from '../store/store';
import { createInteractions, PROGRAMME, wantsStepUp } from './interactions';
import { createConnectedAccounts } from './connectedAccounts';
import { createIdTokenFaults, idTokenFaultMiddleware, TOKEN_EXCHANGE_GRANT } from './idTokenFaults';
import type { IdTokenFaults } from './idTokenFaults';
import { cookieKeys, generateSigningKey } from './keys';
import { createMemoryAdapter } from './memoryAdapter';
import { registerTokenExchange } from './tokenExchange';
import type { SigningKey } from './keys';
import { errorPage, logoutPage, signedOutPage } from './views';

export interface IdentityProviderOptions {
  /** Port to listen on; `0` picks a free one. Defaults to `4011`. */
  port?: number;
  /** Origins allowed as sign-in and sign-out redirect targets and by CORS. */
  origins: string[];
  /** Members who can sign in. */
  store: Store;
  /** Signing key; defaults to a new one (tests). main.ts passes the stable key. */
  key?: SigningKey;
  /** Access token lifetime in seconds. Defaults to `3600`. */
  accessTokenTtl?: number;
  /** Identity-token faults armed through the control API. Defaults to none armed. */
  idTokenFaults?: IdTokenFaults;
}

export interface IdentityProvider extends Listening {
  /** `http://localhost:PORT/` (trailing slash, STACK.md adaptation 1). */
  issuer: string;
  /** Public keys, for verifying tokens in the same process. */
  jwks: JSONWebKeySet;
  key: SigningKey;
}

function stepUpPolicy() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  // spec §6: a step-up request needs the one-time code before the token carries the scope.
  policy
    .get('login')
    .checks.add(
      new Check('step_up', 'a second factor is required', 'login_required', (ctx: OidcContext) =>
        wantsStepUp(ctx.oidc.params) && ctx.oidc.session?.acr !== ACR_MFA
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

/** Auth0 SPA requests: force consent for offline_access; map /v2/logout?returnTo. */
export function adaptAuth0Url(url: URL): URL {
  const out = new URL(url);
  if (out.pathname === '/authorize') {
    const scope = (out.searchParams.get('scope') ?? '').split(' ');
    const prompt = (out.searchParams.get('prompt') ?? '').split(' ').filter(Boolean);
    if (
      scope.includes('offline_access') &&
      !prompt.includes('consent') &&
      !prompt.includes('none')
    ) {
      out.searchParams.set('prompt', [...prompt, 'consent'].join(' '));
    }
  }
  if (out.pathname === '/v2/logout') {
    const returnTo = out.searchParams.get('returnTo');
    if (returnTo && !out.searchParams.has('post_logout_redirect_uri')) {
      out.searchParams.set('post_logout_redirect_uri', returnTo);
    }
    out.searchParams.delete('returnTo');
    out.searchParams.delete('auth0Client');
  }
  return out;
}

export async function createIdentityProvider(
  options: IdentityProviderOptions,
): Promise<IdentityProvider> {
  const key = options.key ?? (await generateSigningKey());
  const origins = options.origins;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const listening = await listen((req, res) => handle(req, res), options.port ?? 4011, {
    name: 'The identity provider',
  });
  const issuer = `${listening.url}/`;
  const { store } = options;

  // the member's claims, for sign-in and the token exchange alike
  const findAccount = async (_ctx: unknown, sub: string) => {
    const member = store.member(sub);
    if (!member) return undefined;
    return {
      accountId: member.ffpNumber,
      async claims() {
        const m = store.member(sub) ?? member;
        return {
          sub: m.ffpNumber,
          name: `${m.name.firstName} ${m.name.lastName}`,
          given_name: m.name.firstName,
          family_name: m.name.lastName,
          nickname: m.name.firstName,
          email: m.email,
          email_verified: true,
          [FFP_CLAIM]: m.ffpNumber,
          [PARTNER_CLAIM]: m.partner,
        };
      },
    };
  };

  const provider = new Provider(issuer, {
    clients: PARTNERS.map((p) => ({
      client_id: CLIENT_IDS[p],
      client_name: PROGRAMME[p],
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token', TOKEN_EXCHANGE_GRANT],
      response_types: ['code'],
      redirect_uris: origins.map((o) => `${o}/`),
      post_logout_redirect_uris: origins.map((o) => `${o}/`),
      // spec §7 proof header: every partner's tokens are sender-constrained (cnf.jkt)
      dpop_bound_access_tokens: true,
    })),
    adapter: createMemoryAdapter(),
    jwks: { keys: [key.privateJwk] },
    cookies: { keys: cookieKeys(key) },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub', FFP_CLAIM, PARTNER_CLAIM],
      profile: ['name', 'given_name', 'family_name', 'nickname'],
      email: ['email', 'email_verified'],
    },
    acrValues: [ACR_PASSWORD, ACR_MFA],
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    pkce: { required: () => true },
    ttl: {
      AccessToken: options.accessTokenTtl ?? 3600,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 86_400,
      Session: 14 * 86_400,
      RefreshToken: 14 * 86_400,
    },
    findAccount,
    async extraTokenClaims(_ctx: unknown, token: { accountId?: string; clientId?: string }) {
      return { [FFP_CLAIM]: token.accountId, [PARTNER_CLAIM]: partnerOfClient(token.clientId) };
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.includes(origin),
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      policy: stepUpPolicy(),
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // spec §7: "an optional proof header may be sent; a server nonce demand is retried
      // once": the token endpoint demands its own nonce, so each client's retry runs
      dPoP: { enabled: true, nonceSecret: randomBytes(32), requireNonce: () => true },
      // Auth0's silent sign-in: a hidden iframe asks /authorize with prompt=none and
      // response_mode=web_message; the answer page posts the code (or login_required) to the
      // app's origin. The app and this provider share the host name `localhost`, so the
      // session cookies (SameSite=Lax) reach the iframe. oidc-provider drops X-Frame-Options
      // and frame-ancestors from that answer page only; the sign-in pages stay unframeable.
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      resourceIndicators: {
        enabled: true,
        // Auth0's `audience`: the purchase API is the one resource (STACK.md adaptation 4).
        defaultResource: () => AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPES.join(' '),
          audience: AUDIENCE,
          accessTokenTTL: options.accessTokenTtl ?? 3600,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: OidcContext, form: string) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx: OidcContext) => {
          ctx.body = signedOutPage();
        },
      },
    },
    renderError: (ctx: OidcContext, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
  });

  // Any address on an allowed origin may receive the sign-in and sign-out redirects.
  const allowed = (value: unknown) => {
    try {
      return origins.includes(new URL(String(value)).origin);
    } catch {
      return false;
    }
  };
  provider.Client.prototype.redirectUriAllowed = allowed;
  provider.Client.prototype.postLogoutRedirectUriAllowed = allowed;
  // spec §7: the token-exchange grant, and the connected-accounts calls (plain routes)
  registerTokenExchange(provider, {
    issuer,
    jwks: { keys: [key.publicJwk] },
    store,
    findAccount,
    accessTokenTtl: options.accessTokenTtl ?? 3600,
  });
  // spec §5: tests arm a broken identity token for the next sign-in (idTokenFaults.ts)
  provider.use(idTokenFaultMiddleware(options.idTokenFaults ?? createIdTokenFaults(), key));
  provider.on('server_error', (_ctx, error) =>
    console.error('[sandbox] identity provider error', error),
  );

  const interactions = createInteractions(provider, store);
  const connectedAccounts = createConnectedAccounts({
    issuer,
    jwks: { keys: [key.publicJwk] },
    origins,
    programmeOf: (accountId) => PROGRAMME[store.member(accountId)?.partner ?? 'ib'],
  });
  const callback = provider.callback();
  handle = (req, res) => {
    const url = adaptAuth0Url(new URL(req.url ?? '/', issuer));
    if (connectedAccounts(req, res, url)) return;
    if (url.pathname.startsWith('/interaction/')) {
      void interactions(req, res, url.pathname);
      return;
    }
    if (url.pathname === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    req.url = url.pathname + url.search;
    callback(req, res);
  };

  return { ...listening, issuer, jwks: { keys: [key.publicJwk] }, key };
}
