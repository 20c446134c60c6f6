// spec §4 Context: partner, language and market, read from and written to three cookies.
import type { Language, Market, Partner } from '../rules/constants';
import { DEFAULT_CONTEXT, PARTNER_CONFIG, isPartner } from '../rules/constants';
import { createDocumentCookieJar } from './cookieJar';
import type { CookieJar } from './cookieJar';

/** spec §9: the three context cookies, path `/`. */
export const CONTEXT_COOKIES = { partner: 'opco', language: 'language', market: 'market' } as const;

export interface ShopContext {
  partner: Partner;
  language: Language;
  market: Market;
}

export type ContextSnapshot = { status: 'loading' } | ({ status: 'ready' } & ShopContext);

export interface ContextStoreOptions {
  /**
   * The build's defaults, used when a cookie is missing or invalid. Cookies win over them, so
   * a member's earlier choice survives a reload. Defaults to `IB`, `es-ES`, `ES` (spec §9).
   */
  initial?: Partial<ShopContext>;
  /** Where the cookies live. Defaults to `document.cookie`, or memory without a `document`. */
  cookies?: CookieJar;
}

export interface ContextStore {
  /**
   * Reads the cookies, falls back to the defaults, writes the cookies back and becomes ready
   * (spec §4). Calling it again does nothing.
   */
  init(): void;
  /**
   * Changes the partner. Returns `false`, changing nothing, before `init()`, when the partner
   * is unchanged or not one of `PARTNERS`. A language or market the new partner does not
   * allow resets to its first allowed one.
   */
  setPartner(partner: string): boolean;
  /** Changes the language when the current partner allows it; `false` otherwise. */
  setLanguage(language: string): boolean;
  /** Changes the market when the current partner allows it; `false` otherwise. */
  setMarket(market: string): boolean;
  /** The ready context, or the defaults while loading (for calls made before `init()`). */
  current(): ShopContext;
  subscribe(listener: () => void): () => void;
  /** The same object until something changes (for `useSyncExternalStore`). */
  getSnapshot(): ContextSnapshot;
}

const LOADING: ContextSnapshot = Object.freeze({ status: 'loading' });

function allowed<T extends string>(list: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (list as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** The valid context closest to `wanted`: each field checked against the partner's lists. */
export function resolveContext(
  wanted: {
    partner?: string | undefined;
    language?: string | undefined;
    market?: string | undefined;
  },
  fallback: Partial<ShopContext> = {},
): ShopContext {
  const upper = wanted.partner?.toUpperCase();
  const partner = isPartner(upper)
    ? upper
    : isPartner(fallback.partner)
      ? fallback.partner
      : DEFAULT_CONTEXT.partner;
  const config = PARTNER_CONFIG[partner];
  const language =
    allowed(config.languages, wanted.language) ??
    allowed(config.languages, fallback.language) ??
    allowed(config.languages, DEFAULT_CONTEXT.language) ??
    config.languages[0]!;
  const market =
    allowed(config.markets, wanted.market?.toUpperCase()) ??
    allowed(config.markets, fallback.market) ??
    allowed(config.markets, DEFAULT_CONTEXT.market) ??
    config.markets[0]!;
  return { partner, language, market };
}

export function createContextStore(options: ContextStoreOptions = {}): ContextStore {
  const initial = options.initial ?? {};
  const cookies = options.cookies ?? createDocumentCookieJar();
  let state: ContextSnapshot = LOADING;
  const listeners = new Set<() => void>();

  const commit = (next: ShopContext) => {
    cookies.set(CONTEXT_COOKIES.partner, next.partner);
    cookies.set(CONTEXT_COOKIES.language, next.language);
    cookies.set(CONTEXT_COOKIES.market, next.market);
    state = Object.freeze({ status: 'ready', ...next });
    for (const listener of [...listeners]) listener();
  };

  const ready = () => (state.status === 'ready' ? state : undefined);

  return {
    init() {
      if (state.status === 'ready') return;
      commit(
        resolveContext(
          {
            partner: cookies.get(CONTEXT_COOKIES.partner),
            language: cookies.get(CONTEXT_COOKIES.language),
            market: cookies.get(CONTEXT_COOKIES.market),
          },
          initial,
        ),
      );
    },
    setPartner(partner) {
      const now = ready();
      // spec §4: ignored before ready or when unchanged; an invalid opco is rejected
      if (!now || !isPartner(partner) || partner === now.partner) return false;
      const config = PARTNER_CONFIG[partner];
      commit({
        partner,
        language: allowed(config.languages, now.language) ?? config.languages[0]!,
        market: allowed(config.markets, now.market) ?? config.markets[0]!,
      });
      return true;
    },
    setLanguage(language) {
      const now = ready();
      if (!now || language === now.language) return false;
      const valid = allowed(PARTNER_CONFIG[now.partner].languages, language);
      if (!valid) return false;
      commit({ partner: now.partner, language: valid, market: now.market });
      return true;
    },
    setMarket(market) {
      const now = ready();
      if (!now || market === now.market) return false;
      const valid = allowed(PARTNER_CONFIG[now.partner].markets, market);
      if (!valid) return false;
      commit({ partner: now.partner, language: now.language, market: valid });
      return true;
    },
    current() {
      const now = ready();
      return now
        ? { partner: now.partner, language: now.language, market: now.market }
        : resolveContext({}, initial);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
  };
}
