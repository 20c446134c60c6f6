// Business constants and limits of spec §9 (and the partner facts of spec §1/§4).
// Plain data only: importing this file does nothing.

/** Partner brands (operating companies, "opco"). spec §9 */
export const PARTNERS = ['BA', 'IB', 'EI'] as const;
export type Partner = (typeof PARTNERS)[number];

export const LANGUAGES = ['en-GB', 'en-US', 'es-ES', 'en-IE'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MARKETS = ['GB', 'US', 'ES', 'IE'] as const;
export type Market = (typeof MARKETS)[number];

export type PartnerConfig = {
  /** ISO 3166 alpha-2 home country, used when the member has no country (spec §5). */
  readonly homeCountry: Market;
  /** Allowed languages; the first one is the fallback when a change invalidates the current one. */
  readonly languages: readonly Language[];
  /** Allowed markets; the first one is the fallback. */
  readonly markets: readonly Market[];
  /** Lowercase programme identifier, sent as `partner=` and used as the content partner code. */
  readonly programmeId: Lowercase<Partner>;
};

/** spec §9: home country, languages, markets and programme id per partner. */
export const PARTNER_CONFIG: Readonly<Record<Partner, PartnerConfig>> = {
  BA: {
    homeCountry: 'GB',
    languages: ['en-GB', 'en-US'],
    markets: ['GB', 'US'],
    programmeId: 'ba',
  },
  IB: {
    homeCountry: 'ES',
    languages: ['es-ES', 'en-GB', 'en-US'],
    markets: ['ES'],
    programmeId: 'ib',
  },
  EI: {
    homeCountry: 'IE',
    languages: ['en-GB', 'en-IE'],
    markets: ['IE', 'GB', 'US'],
    programmeId: 'ei',
  },
};

/** spec §9: this build defaults to IB, es-ES, ES. */
export const DEFAULT_CONTEXT: {
  readonly partner: Partner;
  readonly language: Language;
  readonly market: Market;
} = { partner: 'IB', language: 'es-ES', market: 'ES' };

/** spec §1/§3: the five product types. */
export const PRODUCT_TYPES = ['purchase', 'gift', 'transfer', 'booster', 'subscription'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** spec §9: currencies. */
export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** spec §9: the package sizes offered on the purchase page, smallest first. */
export const PACKAGE_SIZES: readonly number[] = [
  2000, 3000, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 25000, 30000, 35000, 40000, 45000, 50000,
  60000, 70000, 80000, 90000, 100000, 125000, 150000, 175000, 200000,
];

/** spec §9: size filters and sort orders of the purchase page. */
export const PACKAGE_SIZE_CATEGORIES = ['small', 'medium', 'large'] as const;
export type PackageSizeCategory = (typeof PACKAGE_SIZE_CATEGORIES)[number];
export const PACKAGE_ORDERS = ['smallest', 'biggest'] as const;
export type PackageOrder = (typeof PACKAGE_ORDERS)[number];

/** spec §9: booster multipliers 1x to 4x. */
export const MULTIPLIERS = [1, 2, 3, 4] as const;
/** spec §9: subscription intervals. */
export const SUBSCRIPTION_INTERVALS = ['monthly', 'annually'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** spec §5/§9: a transfer needs at least this many points (error transfer_low_avios). */
export const TRANSFER_MINIMUM = 1000;
/** spec §5/§9: recipient account minimum age in days (error api_error_66). */
export const RECIPIENT_MIN_ACCOUNT_AGE_DAYS = 30;
/** spec §4/§9: a stored checkout draft older than 15 hours is discarded. */
export const DRAFT_LIFETIME_MS = 15 * 60 * 60 * 1000;
/** spec §4/§9: checkout status polling interval. */
export const POLL_INTERVAL_MS = 3000;
/** spec §4/§9: polling stops after MORE than this many failed fetches. */
export const MAX_POLL_FAILURES = 3;
/** spec §9: payment method details version sent with every transaction. */
export const PAYMENT_VERSION = '2';
/** spec §9: data stale time. */
export const STALE_TIME_MS = 5 * 60 * 1000;
/**
 * spec §8 "up to 3 attempts" and §9 "retry count 3": read as one rule, a query is attempted
 * at most 3 times in all (the first call and 2 retries). §8 names attempts explicitly, and
 * fewer calls against a failing backend is the safer reading (docs/rules.md §8).
 */
export const MAX_QUERY_ATTEMPTS = 3;
/**
 * @deprecated the attempts, not the retries: use {@link MAX_QUERY_ATTEMPTS}.
 * @alias kept in the public API under the name spec §9 uses ("retry count 3")
 */
export const RETRY_COUNT = MAX_QUERY_ATTEMPTS;
/** spec §9: default HTTP timeout. */
export const HTTP_TIMEOUT_MS = 10_000;
/** spec §2/§9: the maintenance page reloads to / after this many seconds. */
export const MAINTENANCE_COUNTDOWN_S = 20;
/** spec §2/§9: articles shown before "show more". */
export const ARTICLES_SHOWN = 4;
/** spec §9: session check and transaction cookies live one day. */
export const SESSION_COOKIE_DAYS = 1;
export const TRANSACTION_COOKIE_DAYS = 1;
/** spec §9: login popup size and timeout. */
export const LOGIN_POPUP = { width: 400, height: 600, timeoutS: 60 } as const;
/** spec §9: identity token leeway and token cache margin, in seconds. */
export const TOKEN_LEEWAY_S = 60;
export const TOKEN_CACHE_MARGIN_S = 60;
/** spec §9: lock wait 5 s with 10 attempts. */
export const LOCK_WAIT_MS = 5000;
export const LOCK_ATTEMPTS = 10;
/** spec §9: responsive breakpoints in CSS pixels (min-width). */
export const BREAKPOINTS = { base: 0, sm: 480, md: 768, lg: 1024, xl: 1440, '2xl': 1920 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
/** spec §9: responsive image widths, formats and placeholder width. */
export const IMAGE_WIDTHS = [767, 1199, 1512] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export const IMAGE_PLACEHOLDER_WIDTH = 20;
/** spec §9: error reporting sample rate and session replay rate, in percent. */
export const ERROR_SAMPLE_RATE = 100;
export const SESSION_REPLAY_RATE = 10;

/** Type guard: is `value` one of {@link PARTNERS} (exact, upper case)? */
export function isPartner(value: unknown): value is Partner {
  return typeof value === 'string' && (PARTNERS as readonly string[]).includes(value);
}

/** Type guard: is `value` one of {@link CURRENCIES}? */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Type guard: is `value` one of {@link PRODUCT_TYPES}? */
export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}
