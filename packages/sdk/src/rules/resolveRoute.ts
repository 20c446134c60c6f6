import type { Partner } from './constants';

/** Screen names of the spec §2 route table. */
export const SCREEN_NAMES = [
  'silent-login',
  'discovery',
  'purchase',
  'subscription',
  'avios-gift-transfer',
  'gift',
  'gift-recipient',
  'transfer',
  'transfer-recipient',
  'booster',
  'booster-campaign',
  'refund',
  'resources',
  'checkout',
  'checkout-transaction',
  'my-subscriptions',
  'contact',
  'maintenance',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];
export type RouteLayout = 'default' | 'external';

export type RouteMatch =
  | {
      type: 'screen';
      screen: ScreenName;
      /** `transactionId` for checkout routes, `resourceType` for resources (decoded). */
      params: Record<string, string>;
      layout: RouteLayout;
      /** The locale segment (xx-XX) when the path had one. */
      locale?: string;
      /** The route path without base path and locale, e.g. `/checkout/p123`; `/` for the index. */
      path: string;
    }
  | { type: 'redirect'; target: string; external: boolean; replace: boolean };

/** Partner site base addresses, one string for all, a map per partner, or a function. */
export type PartnerSiteUrl =
  string | Partial<Record<Partner, string>> | ((partner: Partner) => string);

export type ResolveRouteOptions = {
  /** Base path every route sits under, e.g. `/collect-avios/buy`; `''` or `/` for none. */
  basePath: string;
  /** Partner whose resource rules apply. Defaults to `'IB'`. */
  partner?: Partner;
  /** Where faq/privacy/terms/cookies resources redirect. Defaults to {@link DEFAULT_PARTNER_SITE_URLS}. */
  partnerSiteUrl?: PartnerSiteUrl;
};

/** Public sites of the three partners (resource pages redirect there). */
export const DEFAULT_PARTNER_SITE_URLS: Readonly<Record<Partner, string>> = {
  BA: 'https://www.britishairways.com',
  IB: 'https://www.iberia.com',
  EI: 'https://www.aerlingus.com',
};

const LOCALE = /^[a-z]{2}-[a-z]{2}$/i;
/**
 * A transaction id the shop will look up: letters, digits, `_` and `-`, at most 64 (the
 * purchase API's ids are a prefix and hex). Anything else in the address (a path, script,
 * encoded characters) never reaches a call: the route goes home.
 */
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;
// spec §2: these screens are one static path each.
const STATIC: Readonly<Record<string, ScreenName>> = {
  'silent-login': 'silent-login',
  purchase: 'purchase',
  subscription: 'subscription',
  'avios-gift-transfer': 'avios-gift-transfer',
  gift: 'gift',
  'gift/recipient': 'gift-recipient',
  transfer: 'transfer',
  'transfer/recipient': 'transfer-recipient',
  booster: 'booster',
  // spec §2: "A campaign page exists for a booster campaign with start and end dates"; the
  // spec gives it no path, this shop puts it under the booster page (docs/demo-host.md)
  'booster/campaign': 'booster-campaign',
  refund: 'refund',
  'my-subscriptions': 'my-subscriptions',
  'subscription/my-subscriptions': 'my-subscriptions',
  contact: 'contact',
  checkout: 'checkout',
  maintenance: 'maintenance',
};

function normaliseBase(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function siteBase(partner: Partner, option: PartnerSiteUrl | undefined): string {
  let base: string | undefined;
  if (typeof option === 'string') base = option;
  else if (typeof option === 'function') base = option(partner);
  else base = option?.[partner];
  return (base ?? DEFAULT_PARTNER_SITE_URLS[partner]).replace(/\/+$/, '');
}

/**
 * Resolves an address to a screen of the spec §2 route table, or to a redirect.
 *
 * - `url` is a full URL or a path with query; the base path is stripped (case-insensitive),
 *   then an optional locale segment (`/en-GB/purchase`) becomes `locale`.
 * - A path ending in `/` (other than `/` itself) redirects to the same path without it,
 *   keeping query and hash: the shop's canonical paths carry no trailing slash.
 * - Layout is `external` when the path contains the word `external` (in practice the
 *   `/external/checkout/{id}` and `/external/checkout/transaction/{id}` routes).
 * - The index is `discovery`, or `transfer` when the base path contains `spend-avios`.
 * - `checkout/transaction` without an id, an unknown path, or a path outside the base path
 *   redirects to `/` under the base path, keeping the locale.
 * - Resources: for partner IB a path ending `pricing-booster` is the `resources` screen; any
 *   other resource path containing faq, privacy, terms or cookies redirects (`external: true`)
 *   to `{partner site}/{resource path}`; anything else to `/`.
 * Static segments match case-insensitively; params keep their case and are decoded.
 */
export function resolveRoute(url: string, options: ResolveRouteOptions): RouteMatch {
  const { partner = 'IB', partnerSiteUrl } = options;
  // An address is a path here: `//x` is a path with an empty segment, not another host
  // (`new URL('//', base)` would even throw), and nothing unreadable may crash the shop.
  let address: URL;
  try {
    address = new URL(url.replace(/^[/\\]{2,}/, '/'), 'http://localhost');
  } catch {
    address = new URL('/', 'http://localhost');
  }
  const pathname = address.pathname;
  const base = normaliseBase(options.basePath);

  if (pathname.length > 1 && pathname.endsWith('/')) {
    // repeated slashes collapse: a dot segment can leave `//host` after the URL parser
    // (`/.//a/` is the path `//a/`), which as a redirect would leave the shop (found by
    // properties.test.ts)
    const path = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
    const target = path + address.search + address.hash;
    return { type: 'redirect', target, external: false, replace: true };
  }

  const home = (locale?: string): RouteMatch => ({
    type: 'redirect',
    target: base + (locale ? `/${locale}` : '') || '/',
    external: false,
    replace: true,
  });

  const lowerPath = pathname.toLowerCase();
  const lowerBase = base.toLowerCase();
  if (lowerBase && lowerPath !== lowerBase && !lowerPath.startsWith(`${lowerBase}/`)) {
    return home();
  }

  const raw = pathname.slice(base.length).split('/').filter(Boolean);
  let locale: string | undefined;
  if (raw[0] && LOCALE.test(raw[0])) {
    const [lang = '', country = ''] = raw[0].split('-');
    locale = `${lang.toLowerCase()}-${country.toUpperCase()}`;
    raw.shift();
  }
  const segments = raw.map(decode);
  const lower = segments.map((s) => s.toLowerCase());
  const layout: RouteLayout = lowerPath.includes('external') ? 'external' : 'default';
  const screen = (name: ScreenName, params: Record<string, string> = {}): RouteMatch => ({
    type: 'screen',
    screen: name,
    params,
    layout,
    ...(locale ? { locale } : {}),
    path: `/${raw.join('/')}`,
  });

  if (segments.length === 0) {
    return screen(lowerBase.includes('spend-avios') ? 'transfer' : 'discovery');
  }

  const key = lower.join('/');
  if (Object.hasOwn(STATIC, key)) return screen(STATIC[key] as ScreenName);

  // spec §2: checkout routes, and the same pages under /external with their own layout.
  const checkout = lower[0] === 'external' ? 1 : 0;
  if (lower[checkout] === 'checkout') {
    const rest = segments.slice(checkout + 1);
    const restLower = lower.slice(checkout + 1);
    if (restLower[0] === 'transaction') {
      if (rest.length === 2 && rest[1] && TRANSACTION_ID.test(rest[1]))
        return screen('checkout-transaction', { transactionId: rest[1] });
      return home(locale);
    }
    if (rest.length === 1 && rest[0] && TRANSACTION_ID.test(rest[0]))
      return screen('checkout', { transactionId: rest[0] });
    return home(locale);
  }

  if (lower[0] === 'resources' && segments.length > 1) {
    const resourceType = segments.slice(1).join('/');
    const resourceLower = resourceType.toLowerCase();
    // spec §2: for IB only pricing-booster is a content page.
    if (partner === 'IB' && resourceLower.endsWith('pricing-booster')) {
      return screen('resources', { resourceType });
    }
    if (/faq|privacy|terms|cookies/.test(resourceLower)) {
      const target = `${siteBase(partner, partnerSiteUrl)}/${raw.slice(1).join('/')}`;
      return { type: 'redirect', target, external: true, replace: true };
    }
  }

  return home(locale);
}
