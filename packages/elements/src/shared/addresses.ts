// Where an element's services are, as given: its attributes, else the page's configuration
// (pageConfig.ts), else the named environment's preset; and where its context is kept. What
// config.ts checks into a complete configuration, and what the loader's early reads
// (earlyAnswers.ts) address the first screen's requests with: no import here but the
// sandbox's addresses, so the early reads' chunk stays small.
import { SANDBOX_ENVIRONMENT } from '@avios/sdk';
import type { Partner } from '@avios/sdk';
import type { ElementConfigProps, PageConfiguration } from './config';

/** The sandbox addresses (docs/api-contract.md "Addresses"): the `sandbox` environment. */
export const SANDBOX_DEFAULTS = SANDBOX_ENVIRONMENT;

/** What a named environment presets: strings, and the client ids per partner. */
type Preset = { [K in Exclude<keyof typeof SANDBOX_DEFAULTS, 'clientIds'>]?: string } & {
  clientIds?: Readonly<Record<Partner, string>>;
};

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

/** The default prefix of the elements' context cookies (docs/elements.md "Storage"). */
const ELEMENT_COOKIE_PREFIX = 'avios_';

export const given = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Reads a configuration key: the element's own attribute, else the page's configuration. */
export type ConfigPick = (key: keyof ElementConfigProps) => string | undefined;

export function pickerOf(props: ElementConfigProps, page: PageConfiguration): ConfigPick {
  return (key) => given(props[key]) ?? given(page[key]);
}

/**
 * The service addresses as given (`pick`) or preset by the named environment, not yet
 * checked for completeness; `undefined` when the environment is not one of ENVIRONMENTS.
 * What `resolveConfig` checks, and what the loader starts a first screen's reads with.
 */
export function addressesOf(pick: ConfigPick) {
  const environment = pick('environment')?.toLowerCase();
  if (environment !== undefined && !(environment in ENVIRONMENTS)) return undefined;
  const preset: Preset = environment === 'sandbox' ? SANDBOX_DEFAULTS : COMMON_DEFAULTS;
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
  };
  return { environment, preset, values };
}

/** Where the context cookies are kept, and under which prefix (docs/elements.md "Storage"). */
export function cookiesOf(pick: ConfigPick): { prefix: string; persist: 'cookies' | 'none' } {
  return {
    prefix: pick('cookiePrefix') ?? ELEMENT_COOKIE_PREFIX,
    persist: pick('persist')?.toLowerCase() === 'none' ? 'none' : 'cookies',
  };
}

/** The props that hold a value (an unset attribute is undefined). */
export function definedOf(props: ElementConfigProps): ElementConfigProps {
  return Object.fromEntries(
    Object.entries(props).filter(([, value]) => typeof value === 'string' && value.trim()),
  ) as ElementConfigProps;
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
