// How an element takes the member's money, from its attributes and the page's configuration
// (config.ts): the sandbox card form, Adyen Web's Drop-in, a provider the host built, or the
// shop's hosted checkout (spec §2 `/external` layout) with no payment form on this page at
// all. The sandbox card form is a choice a page makes (`payments="sandbox"`, or
// `environment="sandbox"`), never what an element falls back to (docs/payments.md).
import type { PaymentProvider } from '@avios/sdk';

/** Adyen's environments (the SDK's `AdyenEnvironment`). */
const ADYEN_ENVIRONMENTS = [
  'test',
  'live',
  'live-us',
  'live-au',
  'live-apse',
  'live-in',
  'live-nea',
] as const;

type AdyenEnvironmentName = (typeof ADYEN_ENVIRONMENTS)[number];

/** Adyen Web's Drop-in, described by attributes (`payments="adyen"`). */
export interface AdyenPaymentsConfig {
  kind: 'adyen';
  clientKey: string;
  environment: AdyenEnvironmentName;
  /** Adyen Web's browser build (`window.AdyenWeb`); without it `import('@adyen/adyen-web')`. */
  src?: string;
  integrity?: string;
  /** Adyen Web's stylesheet, linked into the page once. */
  css?: string;
  cssIntegrity?: string;
}

export type PaymentsConfig =
  | { kind: 'sandbox'; url: string }
  | AdyenPaymentsConfig
  /** `configure({ payments })`: a provider the host built (`createAdyenPayments(...)`). */
  | { kind: 'provider'; provider: PaymentProvider }
  /** `checkout="hosted"`: the shop pays; this page has no payment form. */
  | { kind: 'none' };

export type CheckoutConfig = { mode: 'inline' } | { mode: 'hosted'; url: string };

/** The payment attributes as the element and the page give them (first given wins). */
export interface PaymentInputs {
  environment: string | undefined;
  pick(
    key:
      | 'payments'
      | 'paymentsUrl'
      | 'adyenClientKey'
      | 'adyenEnvironment'
      | 'adyenSrc'
      | 'adyenIntegrity'
      | 'adyenCss'
      | 'adyenCssIntegrity'
      | 'checkout'
      | 'checkoutUrl',
  ): string | undefined;
  /** True when the element itself names `payments` (it then wins over a page's provider). */
  elementNamesPayments: boolean;
  /** A provider given to `configure({ payments })`. */
  provider: PaymentProvider | undefined;
  /** The sandbox preset's payments address, under `environment="sandbox"`. */
  sandboxPaymentsUrl: string | undefined;
}

export type PaymentResolution =
  | { ok: true; payments: PaymentsConfig; checkout: CheckoutConfig }
  | { ok: false; missing: string[]; hint: string };

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** An absolute http(s) address without its trailing slash, or undefined. */
function httpAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return withoutTrailingSlash(`${url.origin}${url.pathname}`);
  } catch {
    return undefined;
  }
}

const PAYMENTS_HINT =
  'Choose how members pay: payments="adyen" with adyen-client-key and adyen-environment, ' +
  'configure({ payments: createAdyenPayments({...}) }), or checkout="hosted" with ' +
  'checkout-url (docs/payments.md). The sandbox card form is used only with ' +
  'environment="sandbox" or payments="sandbox".';

/** The payment step of an element, or what is missing for one. */
export function resolvePayments(input: PaymentInputs): PaymentResolution {
  const mode = input.pick('checkout')?.toLowerCase() ?? 'inline';
  if (mode !== 'inline' && mode !== 'hosted') {
    return {
      ok: false,
      missing: ['checkout'],
      hint: `checkout must be "inline" or "hosted", got "${mode}".`,
    };
  }
  if (mode === 'hosted') {
    const url = httpAddress(input.pick('checkoutUrl'));
    if (!url) {
      return {
        ok: false,
        missing: ['checkout-url'],
        hint: 'checkout="hosted" needs checkout-url, the http(s) address of the shop that pays.',
      };
    }
    return { ok: true, payments: { kind: 'none' }, checkout: { mode: 'hosted', url } };
  }
  const inline = { mode: 'inline' } as const;
  const named = input.pick('payments')?.toLowerCase();
  if (input.provider && !input.elementNamesPayments) {
    return { ok: true, payments: { kind: 'provider', provider: input.provider }, checkout: inline };
  }
  const kind = named ?? (input.environment === 'sandbox' ? 'sandbox' : undefined);
  if (kind === 'sandbox') {
    const url = input.pick('paymentsUrl') ?? input.sandboxPaymentsUrl;
    if (!url) return { ok: false, missing: ['payments-url'], hint: PAYMENTS_HINT };
    return {
      ok: true,
      payments: { kind: 'sandbox', url: withoutTrailingSlash(url) },
      checkout: inline,
    };
  }
  if (kind === 'adyen') {
    const clientKey = input.pick('adyenClientKey');
    const environment = input.pick('adyenEnvironment')?.toLowerCase();
    const knownEnvironment = (ADYEN_ENVIRONMENTS as readonly string[]).includes(environment ?? '');
    const missing = [
      ...(clientKey ? [] : ['adyen-client-key']),
      ...(knownEnvironment ? [] : ['adyen-environment']),
    ];
    if (missing.length > 0 || !clientKey || !environment) {
      return {
        ok: false,
        missing,
        hint: `payments="adyen" needs adyen-client-key and adyen-environment (${ADYEN_ENVIRONMENTS.join(', ')}).`,
      };
    }
    const optional = {
      src: input.pick('adyenSrc'),
      integrity: input.pick('adyenIntegrity'),
      css: input.pick('adyenCss'),
      cssIntegrity: input.pick('adyenCssIntegrity'),
    };
    const payments: AdyenPaymentsConfig = {
      kind: 'adyen',
      clientKey,
      environment: environment as AdyenEnvironmentName,
      ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    };
    return { ok: true, payments, checkout: inline };
  }
  if (kind === undefined) return { ok: false, missing: ['payments'], hint: PAYMENTS_HINT };
  return {
    ok: false,
    missing: ['payments'],
    hint: `payments must be "adyen" or "sandbox", got "${kind}". ${PAYMENTS_HINT}`,
  };
}
