import { PARTNER_CONFIG } from './constants';
import type { Partner } from './constants';

/** The banner fields that decide visibility (spec §3 Banner). */
export type BannerRule = {
  isEnabled?: boolean | null;
  /** Page identifiers the banner shows on, e.g. `discovery`, `purchase`. */
  activePages?: readonly string[] | null;
  /** Lowercase partner code of the entry (`ib`). */
  partnerCode?: string | null;
  /** ISO date-time after which the banner is gone. */
  endDate?: string | null;
  /** Country code (or comma-separated codes) the banner is limited to. */
  limitToCountry?: string | null;
};

export type BannerContext = {
  partner: Partner;
  /** Identifier of the current page, compared with `activePages`. */
  page: string;
  /** Member's country, if known. */
  country?: string | null;
  /** Instant compared with `endDate`. Defaults to `Date.now()`. */
  now?: Date | number;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a banner shows (spec §2/§3): it must be enabled; the partner must be IB (and the
 * entry's partnerCode, when set, that partner's code); the current page must be one of
 * `activePages` (none listed means nowhere); `now` must be before `endDate` when one is set
 * (an unreadable date hides the banner); and with `limitToCountry` set, the member's country
 * must match it, compared upper-cased (an unknown country does not match).
 */
export function bannerVisible(banner: BannerRule, context: BannerContext): boolean {
  const { partner, page, country, now = Date.now() } = context;
  if (banner.isEnabled !== true) return false;
  // spec §2: banners only for partner code ib.
  if (partner !== 'IB') return false;
  if (banner.partnerCode && !same(banner.partnerCode, PARTNER_CONFIG[partner].programmeId)) {
    return false;
  }
  if (!(banner.activePages ?? []).some((p) => same(p, page))) return false;
  if (banner.endDate) {
    const end = Date.parse(banner.endDate);
    const at = typeof now === 'number' ? now : now.getTime();
    if (!Number.isFinite(end) || at >= end) return false;
  }
  const limit = (banner.limitToCountry ?? '')
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (limit.length > 0 && !limit.includes((country ?? '').trim().toUpperCase())) return false;
  return true;
}

/** A banner that may stand in for a transaction's success result (spec §3 Banner). */
export type ReplacingBannerRule = BannerRule & {
  isBannerReplacingTransaction?: boolean | null;
};

/**
 * Whether `banner` replaces the success result of a `productType` transaction (spec §3:
 * `isBannerReplacingTransaction`, per-product success images and messages): it must say so,
 * carry a success message for that product, and be live for the member (enabled, IB, not
 * ended, their country); the result page is not one of its `activePages`, so those are not
 * asked. The first banner that qualifies wins.
 */
export function bannerReplacesResult(
  banner: ReplacingBannerRule,
  productType: string,
  context: Omit<BannerContext, 'page'>,
): boolean {
  if (banner.isBannerReplacingTransaction !== true) return false;
  const message = (banner as Record<string, unknown>)[`${productType}SuccessMessage`];
  if (typeof message !== 'string' || message.trim() === '') return false;
  return bannerVisible(
    { ...banner, activePages: ['transaction'] },
    { ...context, page: 'transaction' },
  );
}
