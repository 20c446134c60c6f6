// Attributes every element shares: which partner, language and market to show, and where
// the services are. Defaults point at the local sandbox (docs/sandbox.md), so a page with a
// bare <avios-purchase> works against `npm run sandbox`.
import type { Partner } from '@avios/sdk';

/** Properties (camelCase) of the shared attributes (kebab-case), all strings. */
export interface ElementConfigProps {
  /** `BA`, `IB` or `EI`. Defaults to the `opco` cookie, else `IB` (spec §9). */
  partner?: string;
  /** e.g. `es-ES`; must be one of the partner's languages. Defaults to the cookie, else the partner's first. */
  language?: string;
  /** e.g. `ES`; must be one of the partner's markets. Defaults to the cookie, else the partner's first. */
  market?: string;
  /** Purchase API origin. Defaults to `http://localhost:4010`. */
  apiUrl?: string;
  /** Versioned path of the purchase API. Defaults to `/purchase/v1`. */
  apiPath?: string;
  /** Identity provider address, no trailing slash. Defaults to `http://localhost:4011`. */
  idpDomain?: string;
  /** Public client id used for every partner. Defaults to `avios-ba` / `avios-ib` / `avios-ei` by partner. */
  clientId?: string;
  /** Audience of the API access token. Defaults to `https://api.avios.sandbox/purchase`. */
  audience?: string;
  /** Where sign-in returns to. Defaults to the page's address without its query. */
  redirectUri?: string;
  /** Content host name with optional port, no scheme. Defaults to `localhost:4012`. */
  contentHost?: string;
  /** Content space. Defaults to `avios-sandbox`. */
  contentSpace?: string;
  /** Content environment. Defaults to `master`. */
  contentEnvironment?: string;
  /** Content delivery token. Defaults to `sandbox-delivery-token`. */
  contentToken?: string;
  /** Payments service address. Defaults to `http://localhost:4013`. */
  paymentsUrl?: string;
  /** Prefix of links to pages outside the element, e.g. `/shop`. Defaults to `''`. */
  basePath?: string;
  /**
   * How sign-in opens: `popup` (a 400x600 window; the partner's page never changes, and the
   * element goes on with the same choice) or `redirect` (the page goes to the identity
   * provider and back). Defaults to `popup`; a blocked popup falls back to `redirect`.
   */
  loginMode?: string;
}

/** The sandbox addresses (docs/api-contract.md "Addresses"). */
export const SANDBOX_DEFAULTS = {
  apiUrl: 'http://localhost:4010',
  apiPath: '/purchase/v1',
  idpDomain: 'http://localhost:4011',
  clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' } as Record<Partner, string>,
  audience: 'https://api.avios.sandbox/purchase',
  contentHost: 'localhost:4012',
  contentSpace: 'avios-sandbox',
  contentEnvironment: 'master',
  contentToken: 'sandbox-delivery-token',
  paymentsUrl: 'http://localhost:4013',
} as const;

/** Where the services are; one SDK instance serves every element with the same value. */
export interface ServiceConfig {
  apiUrl: string;
  apiPath: string;
  idpDomain: string;
  clientIds: Record<Partner, string>;
  audience: string;
  redirectUri: string;
  contentHost: string;
  contentSpace: string;
  contentEnvironment: string;
  contentToken: string;
  paymentsUrl: string;
  loginMode: 'popup' | 'redirect';
}

/** The r2wc property map of the shared attributes (all strings). */
export const CONFIG_PROP_TYPES = {
  partner: 'string',
  language: 'string',
  market: 'string',
  apiUrl: 'string',
  apiPath: 'string',
  idpDomain: 'string',
  clientId: 'string',
  audience: 'string',
  redirectUri: 'string',
  contentHost: 'string',
  contentSpace: 'string',
  contentEnvironment: 'string',
  contentToken: 'string',
  paymentsUrl: 'string',
  basePath: 'string',
  loginMode: 'string',
} as const satisfies Record<keyof ElementConfigProps, 'string'>;

const given = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The page's address without query or hash: sign-in comes back to the same page. */
export function defaultRedirectUri(): string {
  if (typeof location === 'undefined') return 'http://localhost/';
  return `${location.origin}${location.pathname}`;
}

/** Attributes -> service addresses, each falling back to the sandbox default. */
export function serviceConfig(props: ElementConfigProps): ServiceConfig {
  const clientId = given(props.clientId);
  const d = SANDBOX_DEFAULTS;
  return {
    apiUrl: (given(props.apiUrl) ?? d.apiUrl).replace(/\/+$/, ''),
    apiPath: given(props.apiPath) ?? d.apiPath,
    idpDomain: (given(props.idpDomain) ?? d.idpDomain).replace(/\/+$/, ''),
    clientIds: clientId ? { BA: clientId, IB: clientId, EI: clientId } : { ...d.clientIds },
    audience: given(props.audience) ?? d.audience,
    redirectUri: given(props.redirectUri) ?? defaultRedirectUri(),
    contentHost: given(props.contentHost) ?? d.contentHost,
    contentSpace: given(props.contentSpace) ?? d.contentSpace,
    contentEnvironment: given(props.contentEnvironment) ?? d.contentEnvironment,
    contentToken: given(props.contentToken) ?? d.contentToken,
    paymentsUrl: (given(props.paymentsUrl) ?? d.paymentsUrl).replace(/\/+$/, ''),
    loginMode: given(props.loginMode)?.toLowerCase() === 'redirect' ? 'redirect' : 'popup',
  };
}

/** A stable key for a service config (same key, same SDK instance). */
export function serviceKey(config: ServiceConfig): string {
  return JSON.stringify(Object.entries(config).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The partner, language and market attributes that were set. */
export function contextWanted(props: ElementConfigProps): {
  partner?: string;
  language?: string;
  market?: string;
} {
  const partner = given(props.partner)?.toUpperCase();
  const language = given(props.language);
  const market = given(props.market)?.toUpperCase();
  return {
    ...(partner ? { partner } : {}),
    ...(language ? { language } : {}),
    ...(market ? { market } : {}),
  };
}
