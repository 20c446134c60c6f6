// Attributes every element shares: which partner, language and market to show, and where
// the services are. Addresses come from the element's attributes, else the page's one
// configuration (`configure()` or `<avios-config>`, pageConfig.ts), else the named
// `environment`'s preset. The sandbox is one preset (`environment="sandbox"`), never a silent
// fallback: without addresses an element says exactly which are missing.
import type { Partner, PaymentProvider } from '@avios/sdk';
import { ENVIRONMENTS, addressesOf, cookiesOf, given, pickerOf } from './addresses';
import { resolvePayments } from './paymentConfig';
import type { CheckoutConfig, PaymentsConfig } from './paymentConfig';

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
  /**
   * The payment step: `sandbox` (the sandbox card form at `payments-url`) or `adyen` (Adyen
   * Web's Drop-in, with `adyen-client-key` and `adyen-environment`). Defaults to `sandbox`
   * only under `environment="sandbox"`; anywhere else it must be given (or a provider passed
   * to `configure({ payments })`), never a silent fallback to the sandbox card form.
   */
  payments?: string;
  /** Payments service address of the sandbox card form. Defaults to `http://localhost:4013`. */
  paymentsUrl?: string;
  /** Client key of the Adyen API credential (`test_…` or `live_…`), with `payments="adyen"`. */
  adyenClientKey?: string;
  /** Adyen environment: `test`, `live`, `live-us`, `live-au`, `live-apse`, `live-in` or `live-nea`. */
  adyenEnvironment?: string;
  /**
   * Address of Adyen Web's browser build (`adyen.js`, which defines `window.AdyenWeb`), e.g.
   * Adyen's CDN copy. Without it Adyen Web is imported as `@adyen/adyen-web` (an import map
   * or the host's bundler resolves it).
   */
  adyenSrc?: string;
  /** Subresource Integrity of `adyen-src` (`sha384-…`), as Adyen publishes it. */
  adyenIntegrity?: string;
  /** Address of Adyen Web's stylesheet (`adyen.css`), added to the page once when Drop-in first shows. */
  adyenCss?: string;
  /** Subresource Integrity of `adyen-css`. */
  adyenCssIntegrity?: string;
  /**
   * Where the member pays: `inline` (the payment form inside the element, the default) or
   * `hosted` (the shop at `checkout-url` pays in a popup, the spec's `/external` checkout
   * layout; no payment form on this page).
   */
  checkout?: string;
  /** Origin (and base path) of the shop that pays with `checkout="hosted"`, e.g. `https://shop.example`. */
  checkoutUrl?: string;
  /**
   * Address of the folder holding the package's files (`auth0-worker.js`), for hosts that
   * serve `@avios/elements/dist` themselves. Defaults to the files' own address as the
   * bundle or the host's bundler resolved it.
   */
  assetPath?: string;
  /**
   * Prefix of the context cookies (partner, language, market) the elements write on this
   * page's domain. Defaults to `avios_` (`avios_opco`, `avios_language`, `avios_market`).
   */
  cookiePrefix?: string;
  /**
   * `cookies` (the default): the member's partner, language and market choice is kept in
   * cookies; `none`: kept in memory only, so the elements write no cookie until sign-in.
   */
  persist?: string;
  /** Prefix of links to pages outside the element, e.g. `/shop`. Defaults to `''`. */
  basePath?: string;
  /**
   * How sign-in opens: `popup` (a 400x600 window; the partner's page never changes, and the
   * element goes on with the same choice) or `redirect` (the page goes to the identity
   * provider and back). Defaults to `popup`; a blocked popup falls back to `redirect`.
   */
  loginMode?: string;
}

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
  /** How the member pays (paymentConfig.ts). */
  payments: PaymentsConfig;
  /** Inline payment form, or the shop's hosted checkout in a popup. */
  checkout: CheckoutConfig;
  loginMode: 'popup' | 'redirect';
  /** Folder of the package's own files (the token worker), with a trailing slash. */
  assetPath?: string;
  /** Prefix of the context cookies (`avios_`); the shop itself keeps the spec's names. */
  cookiePrefix: string;
  /** `none`: the context is kept in memory only. */
  persist: 'cookies' | 'none';
}

/** The page's configuration: the shared attributes, and a payment provider from script. */
export interface PageConfiguration extends ElementConfigProps {
  /** `configure({ payments: createAdyenPayments(...) })`. */
  paymentProvider?: PaymentProvider;
}

/** Addresses an element cannot work without (attribute names). */
const REQUIRED = [
  'api-url',
  'idp-domain',
  'client-id',
  'audience',
  'content-space',
  'content-token',
] as const;

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
  page: PageConfiguration = {},
): ResolvedConfig {
  const pick = pickerOf(props, page);
  const addresses = addressesOf(pick);
  if (!addresses) {
    return {
      ok: false,
      missing: ['environment'],
      message: `Avios elements: environment "${pick('environment')?.toLowerCase()}" is not one of ${Object.keys(ENVIRONMENTS).join(', ')}.`,
    };
  }
  const { environment, preset, values } = addresses;
  const missing = REQUIRED.filter((name) => {
    const key =
      name === 'client-id'
        ? 'clientIds'
        : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    return values[key as keyof typeof values] === undefined;
  });
  const payment = resolvePayments({
    environment,
    pick,
    elementNamesPayments: given(props.payments) !== undefined,
    provider: page.paymentProvider,
    sandboxPaymentsUrl: preset.paymentsUrl,
  });
  const { prefix: cookiePrefix, persist } = cookiesOf(pick);
  const badPrefix = /^[A-Za-z0-9_-]+$/.test(cookiePrefix) ? [] : ['cookie-prefix'];
  const allMissing = [...missing, ...(payment.ok ? [] : payment.missing), ...badPrefix];
  if (allMissing.length > 0 || !payment.ok) {
    return {
      ok: false,
      missing: allMissing,
      message:
        `Avios elements are not configured: ${allMissing.join(', ')} missing. ` +
        (missing.length > 0
          ? 'Set environment="sandbox" for the local sandbox (docs/sandbox.md), or give these ' +
            'addresses on <avios-config>, with configure({...}) or on the element.'
          : '') +
        (payment.ok ? '' : `${missing.length > 0 ? ' ' : ''}${payment.hint}`) +
        (badPrefix.length > 0 ? ' cookie-prefix may hold only letters, digits, _ and -.' : ''),
    };
  }
  const assetPath = pick('assetPath');
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
      payments: payment.payments,
      checkout: payment.checkout,
      loginMode: pick('loginMode')?.toLowerCase() === 'redirect' ? 'redirect' : 'popup',
      ...(assetPath ? { assetPath: assetPath.endsWith('/') ? assetPath : `${assetPath}/` } : {}),
      cookiePrefix,
      persist,
    },
  };
}

const providerIds = new WeakMap<PaymentProvider, number>();
let lastProviderId = 0;

/** A stable key for a service config (same key, same SDK instance). */
export function serviceKey(config: ServiceConfig): string {
  const { payments } = config;
  let paymentsKey: unknown = payments;
  if (payments.kind === 'provider') {
    // a provider is an object of functions: each one its own key
    let id = providerIds.get(payments.provider);
    if (id === undefined) providerIds.set(payments.provider, (id = ++lastProviderId));
    paymentsKey = { kind: 'provider', id };
  }
  const entries = Object.entries({ ...config, payments: paymentsKey });
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

export { ENVIRONMENTS, SANDBOX_DEFAULTS, contextWanted, definedOf } from './addresses';
export type { EnvironmentName } from './addresses';
