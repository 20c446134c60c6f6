// Attributes every element shares: which partner, language and market to show, and where
// the services are. Addresses come from the element's attributes, else the page's one
// configuration (`configure()` or `<avios-config>`, pageConfig.ts), else the named
// `environment`'s preset. The sandbox is one preset (`environment="sandbox"`), never a silent
// fallback: without addresses an element says exactly which are missing.
import { SANDBOX_ENVIRONMENT } from '@avios/sdk';
import type { Partner } from '@avios/sdk';

/** Properties (camelCase) of the shared attributes (kebab-case), all strings. */
export interface ElementConfigProps {
  /**
   * The endpoint set: `sandbox` (the local sandbox of docs/sandbox.md) or `production` (no
   * preset: every address must be given). Without it, every address must be given.
   */
  environment?: string;
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

/** The sandbox addresses (docs/api-contract.md "Addresses"): the `sandbox` environment. */
export const SANDBOX_DEFAULTS = SANDBOX_ENVIRONMENT;

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

/** Addresses the specification fixes, the same in every environment. */
const COMMON_DEFAULTS = {
  apiPath: '/purchase/v1',
  contentHost: 'cdn.contentful.com',
  contentEnvironment: 'master',
} as const;

/** The named endpoint sets. */
export const ENVIRONMENTS = {
  sandbox: SANDBOX_DEFAULTS,
  production: COMMON_DEFAULTS,
} as const;

export type EnvironmentName = keyof typeof ENVIRONMENTS;

/** Addresses an element cannot work without (attribute names). */
const REQUIRED = [
  'api-url',
  'idp-domain',
  'client-id',
  'audience',
  'content-space',
  'content-token',
  'payments-url',
] as const;

const given = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The page's address without query or hash: sign-in comes back to the same page. */
function defaultRedirectUri(): string {
  if (typeof location === 'undefined') return 'http://localhost/';
  return `${location.origin}${location.pathname}`;
}

/** What an element needs but was not given, said so a page's developer can fix it. */
export interface ConfigProblem {
  /** Attribute names of the missing addresses, or `environment` when its value is unknown. */
  missing: string[];
  message: string;
}

export type ResolvedConfig = { ok: true; config: ServiceConfig } | ({ ok: false } & ConfigProblem);

/**
 * Service addresses for an element: its own attributes win, then the page's configuration
 * (`configure()`, `<avios-config>`), then the named environment's preset. Nothing falls
 * back to the sandbox unless `environment` is `sandbox`.
 */
export function resolveConfig(
  props: ElementConfigProps,
  page: ElementConfigProps = {},
): ResolvedConfig {
  const pick = (key: keyof ElementConfigProps) => given(props[key]) ?? given(page[key]);
  const environment = pick('environment')?.toLowerCase();
  if (environment !== undefined && !(environment in ENVIRONMENTS)) {
    return {
      ok: false,
      missing: ['environment'],
      message: `Avios elements: environment "${environment}" is not one of ${Object.keys(ENVIRONMENTS).join(', ')}.`,
    };
  }
  const preset: Partial<Omit<ServiceConfig, 'redirectUri' | 'loginMode'>> =
    environment === 'sandbox' ? SANDBOX_DEFAULTS : COMMON_DEFAULTS;
  const clientId = pick('clientId');
  const values = {
    apiUrl: pick('apiUrl') ?? preset.apiUrl,
    apiPath: pick('apiPath') ?? preset.apiPath ?? COMMON_DEFAULTS.apiPath,
    idpDomain: pick('idpDomain') ?? preset.idpDomain,
    clientIds: clientId ? { BA: clientId, IB: clientId, EI: clientId } : preset.clientIds,
    audience: pick('audience') ?? preset.audience,
    contentHost: pick('contentHost') ?? preset.contentHost ?? COMMON_DEFAULTS.contentHost,
    contentSpace: pick('contentSpace') ?? preset.contentSpace,
    contentEnvironment:
      pick('contentEnvironment') ?? preset.contentEnvironment ?? COMMON_DEFAULTS.contentEnvironment,
    contentToken: pick('contentToken') ?? preset.contentToken,
    paymentsUrl: pick('paymentsUrl') ?? preset.paymentsUrl,
  };
  const missing = REQUIRED.filter((name) => {
    const key =
      name === 'client-id'
        ? 'clientIds'
        : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    return values[key as keyof typeof values] === undefined;
  });
  if (missing.length > 0) {
    return {
      ok: false,
      missing: [...missing],
      message:
        `Avios elements are not configured: ${missing.join(', ')} missing. ` +
        'Set environment="sandbox" for the local sandbox (docs/sandbox.md), or give these ' +
        'addresses on <avios-config>, with configure({...}) or on the element.',
    };
  }
  return {
    ok: true,
    config: {
      apiUrl: values.apiUrl!.replace(/\/+$/, ''),
      apiPath: values.apiPath,
      idpDomain: values.idpDomain!.replace(/\/+$/, ''),
      clientIds: { ...values.clientIds! },
      audience: values.audience!,
      redirectUri: pick('redirectUri') ?? defaultRedirectUri(),
      contentHost: values.contentHost,
      contentSpace: values.contentSpace!,
      contentEnvironment: values.contentEnvironment,
      contentToken: values.contentToken!,
      paymentsUrl: values.paymentsUrl!.replace(/\/+$/, ''),
      loginMode: pick('loginMode')?.toLowerCase() === 'redirect' ? 'redirect' : 'popup',
    },
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
  // (the page's configuration may name them too: ElementRoot merges it in first)
  return {
    ...(partner ? { partner } : {}),
    ...(language ? { language } : {}),
    ...(market ? { market } : {}),
  };
}
