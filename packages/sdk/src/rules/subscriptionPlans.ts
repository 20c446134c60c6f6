// The subscribe page's rules (spec §2 subscribe page, §3 subscription package and draft data
// by type, §8 errors 68 and 69): a package's price for the chosen interval, the draft a
// plan choice writes, and what the packages' eligibility lets the member do.
import type { Currency, SubscriptionInterval } from './constants';

/** The parts of a spec §3 subscription package these rules read. */
export interface SubscriptionPackageInput {
  packageId: string;
  avios: { monthly: number; annually: number };
  eligibility?: { status?: string; loggedIn?: boolean; errorCodes?: readonly string[] } | null;
  prices: {
    monthly: SubscriptionPriceInput;
    annually: SubscriptionPriceInput;
    frequencyDifference?: number;
  };
}

interface MoneyInput {
  amount: number;
  currency: Currency;
}

interface SubscriptionPriceInput {
  originalPrice: MoneyInput;
  currentPrice: MoneyInput;
  savings: MoneyInput;
}

/** One plan priced for one interval. */
export interface SubscriptionOffer {
  packageId: string;
  interval: SubscriptionInterval;
  /** Points credited each period (a month, or a year). */
  aviosPerPeriod: number;
  /** Points per month, whatever the interval (the plans' common "earn rate"). */
  aviosPerMonth: number;
  pricePerPeriod: number;
  /** Price before the annual saving; equal to `pricePerPeriod` when there is none. */
  originalPrice: number;
  savings: number;
  currency: Currency;
  /** Price of one point, 4 decimals (spec §9's comparison precision). */
  pricePerAvios: number;
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** A package's offer for `interval`: its points and price for one billing period. */
export function subscriptionOffer(
  pkg: SubscriptionPackageInput,
  interval: SubscriptionInterval,
): SubscriptionOffer {
  const price = pkg.prices[interval];
  const aviosPerPeriod = pkg.avios[interval];
  const pricePerPeriod = price.currentPrice.amount;
  return {
    packageId: pkg.packageId,
    interval,
    aviosPerPeriod,
    aviosPerMonth: interval === 'monthly' ? aviosPerPeriod : Math.round(aviosPerPeriod / 12),
    pricePerPeriod,
    originalPrice: price.originalPrice.amount,
    savings: Math.max(0, price.savings.amount),
    currency: price.currentPrice.currency,
    pricePerAvios: aviosPerPeriod > 0 ? round(pricePerPeriod / aviosPerPeriod, 4) : 0,
  };
}

/** The first billing date after `from`: a month or a year later (ISO date, YYYY-MM-DD). */
export function nextBillingDate(interval: SubscriptionInterval, from: Date): string {
  const next = new Date(from.getTime());
  if (interval === 'monthly') {
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    // 31 January -> 28/29 February, not 3 March
    const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, last));
  } else {
    const month = next.getUTCMonth();
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    if (next.getUTCMonth() !== month) next.setUTCDate(0); // 29 February -> 28 February
  }
  return next.toISOString().slice(0, 10);
}

/** spec §3 subscription draft data. */
export interface SubscriptionDraftData {
  packageId: string;
  interval: SubscriptionInterval;
  pricePerAvios: number;
  aviosPerPeriod: number;
  pricePerPeriod: number;
  aviosTotal: number;
  priceTotal: number;
  nextBillingDate: string;
}

/**
 * The draft a plan choice writes (spec §3): the first period is what checkout charges and
 * credits, so the totals are one period's; the next billing date follows the interval.
 */
export function subscriptionDraftData(
  offer: SubscriptionOffer,
  now: Date = new Date(),
): SubscriptionDraftData {
  return {
    packageId: offer.packageId,
    interval: offer.interval,
    pricePerAvios: offer.pricePerAvios,
    aviosPerPeriod: offer.aviosPerPeriod,
    pricePerPeriod: offer.pricePerPeriod,
    aviosTotal: offer.aviosPerPeriod,
    priceTotal: offer.pricePerPeriod,
    nextBillingDate: nextBillingDate(offer.interval, now),
  };
}

/** The largest annual saving of the packages, as a percentage (`frequencyDifference`). */
export function annualSavingPercent(packages: readonly SubscriptionPackageInput[]): number {
  return packages.reduce((best, p) => Math.max(best, p.prices.frequencyDifference ?? 0), 0);
}

export type SubscriptionEligibilityError = 'api_error_68' | 'api_error_69';

/**
 * What the packages' eligibility says (spec §3 eligibility, §8): `api_error_68` when a
 * package reports errorCode 68 (the member already has a subscription: a dismissible
 * warning), `api_error_69` for 69 (the feature is off: an undismissible error); both
 * disable subscribing. The spec does not give the values of these strings, so a code is
 * read as the number it names ("68", "api_error_68"); other codes are ignored here and
 * still block the package through `canSubscribe`.
 */
export function subscriptionEligibilityError(
  packages: readonly SubscriptionPackageInput[],
): SubscriptionEligibilityError | null {
  const codes = new Set(
    packages.flatMap((p) =>
      (p.eligibility?.errorCodes ?? []).map((c) => /(\d+)\s*$/.exec(c)?.[1] ?? ''),
    ),
  );
  if (codes.has('69')) return 'api_error_69';
  if (codes.has('68')) return 'api_error_68';
  return null;
}

/**
 * Whether a signed-in member may subscribe to `pkg`: it is eligible (status `eligible`, or
 * no status given) and reports no error code. A visitor is asked to sign in instead.
 */
export function canSubscribe(pkg: SubscriptionPackageInput): boolean {
  const eligibility = pkg.eligibility;
  if (!eligibility) return true;
  if ((eligibility.errorCodes ?? []).length > 0) return false;
  return !eligibility.status || eligibility.status.toLowerCase() === 'eligible';
}
