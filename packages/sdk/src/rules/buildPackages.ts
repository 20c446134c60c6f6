import { CURRENCIES, PACKAGE_SIZES, isCurrency } from './constants';
import type { Currency } from './constants';

/** A time-limited bonus on a price band (docs/api-contract.md). */
export type ApplicableBonus = {
  type: 'percentage' | 'fixed';
  value: number;
  /** ISO date-time; the bonus applies from this instant, inclusive. */
  startDate: string;
  /** ISO date-time; the bonus applies up to this instant, inclusive. */
  endDate: string;
};

/** A purchase package tier / price band (spec §3, docs/api-contract.md `PriceBand`). */
export type PriceBand = {
  /** Inclusive range of package sizes this band prices. */
  lower: number;
  upper: number;
  /** Price per point: per currency, or one number for every currency. */
  price: Partial<Record<Currency, number>> | number;
  bonusPoints?: number;
  available?: boolean;
  applicableBonus?: ApplicableBonus;
};

/** One purchasable package of the purchase page. */
export type Package = {
  avios: number;
  /** Total price, rounded to 2 decimals. */
  price: number;
  currency: Currency;
  pricePerPoint: number;
  bonusAvios: number;
  available: boolean;
};

export type BuildPackagesOptions = {
  /** Instant at which `applicableBonus` dates are checked. Defaults to `Date.now()`. */
  now?: Date | number;
};

function pricePerPointOf(band: PriceBand, currency: Currency): number | undefined {
  const value = typeof band.price === 'number' ? band.price : band.price[currency];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

// toPrecision(12) drops binary noise first, so 1.005 rounds to 1.01, not 1.00.
function roundCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

function bonusActive(bonus: ApplicableBonus, now: number): boolean {
  const start = Date.parse(bonus.startDate);
  const end = Date.parse(bonus.endDate);
  return Number.isFinite(start) && Number.isFinite(end) && start <= now && now <= end;
}

/**
 * Bonus points of a package: an `applicableBonus` active at `now` wins (a dated campaign is
 * the more specific offer), as a percentage of the points rounded down or a fixed number;
 * otherwise the band's standing `bonusPoints`; otherwise 0.
 */
function bonusFor(band: PriceBand, avios: number, now: number): number {
  const bonus = band.applicableBonus;
  if (bonus && bonusActive(bonus, now)) {
    return bonus.type === 'percentage' ? Math.floor((avios * bonus.value) / 100) : bonus.value;
  }
  return band.bonusPoints ?? 0;
}

/**
 * Prices each package size (spec §9 sizes by default) from the first band whose
 * `[lower, upper]` contains it (spec §3 price band). Sizes with no band, or whose band has no
 * price for `currency`, are left out. `price` is points x price per point rounded to cents;
 * `available` is false only when the band says `available: false`.
 */
export function buildPackages(
  bands: readonly PriceBand[],
  currency: Currency,
  sizes: readonly number[] = PACKAGE_SIZES,
  { now = Date.now() }: BuildPackagesOptions = {},
): Package[] {
  const at = typeof now === 'number' ? now : now.getTime();
  const packages: Package[] = [];
  for (const avios of sizes) {
    const band = bands.find((b) => b.lower <= avios && avios <= b.upper);
    if (!band) continue;
    const pricePerPoint = pricePerPointOf(band, currency);
    if (pricePerPoint === undefined) continue;
    packages.push({
      avios,
      price: roundCents(avios * pricePerPoint),
      currency,
      pricePerPoint,
      bonusAvios: bonusFor(band, avios, at),
      available: band.available !== false,
    });
  }
  return packages;
}

/**
 * The first currency the tier prices (spec §4: the purchase currency falls back to it):
 * the first key, in the API's order, with a number in the first band that has a
 * per-currency price. A single-number price names no currency and is skipped.
 */
export function firstPricedCurrency(bands: readonly PriceBand[]): Currency | undefined {
  for (const band of bands) {
    if (typeof band.price === 'number') continue;
    for (const [key, value] of Object.entries(band.price)) {
      if (isCurrency(key) && typeof value === 'number' && Number.isFinite(value)) return key;
    }
  }
  return undefined;
}

/** Does any band price `currency` (a single-number price prices every currency)? */
export function bandsPriceCurrency(bands: readonly PriceBand[], currency: Currency): boolean {
  return bands.some((band) => pricePerPointOf(band, currency) !== undefined);
}

/** The currencies the tier can be shown in, in {@link CURRENCIES} order (the currency filter). */
export function pricedCurrencies(bands: readonly PriceBand[]): Currency[] {
  return CURRENCIES.filter((c) => bandsPriceCurrency(bands, c));
}
