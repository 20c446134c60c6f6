// Realistic sandbox prices per partner and currency: price bands over the spec's package
// sizes (spec §9), bonus tiers with dates, booster multipliers and subscription packages.
// One list of euro countries for the shop and its stand-in backend (spec §5's 42): the
// sandbox reads the SDK's pure rule module from source rather than keeping a second copy.
import { EUROPEAN_COUNTRIES } from '../../../sdk/src/rules/currencyForCountry';
import type { Partner } from '../config';
import type { Currency, Interval, RecipientPricing } from './types';

/** spec §9: package sizes. */
export const PACKAGE_SIZES = [
  2000, 3000, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 25000, 30000, 35000, 40000, 45000, 50000,
  60000, 70000, 80000, 90000, 100000, 125000, 150000, 175000, 200000,
];
export const TRANSFER_MIN = 1000; // spec §5
export const TRANSFER_MAX = 200_000;
/** A member may transfer this many Avios a year (spec §8 transfer_disabled past it). */
export const TRANSFER_ANNUAL_LIMIT = 100_000;

export type PriceMap = Record<Currency, number>;
export interface PriceBand {
  lower: number;
  upper: number;
  price: PriceMap;
  bonusPoints?: number;
  available?: boolean;
  applicableBonus?: {
    type: 'percentage' | 'fixed';
    value: number;
    startDate: string;
    endDate: string;
  };
}

const DAY = 86_400_000;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export const HOME_CURRENCY: Record<Partner, Currency> = { ba: 'GBP', ib: 'EUR', ei: 'EUR' };
/** Value of one unit of each currency in GBP-equivalent pricing. */
const FX: Record<Currency, number> = { GBP: 1, USD: 1.27, EUR: 1.17 };

/** Prices per point in the partner's home currency for each band of sizes. */
const BASE_PRICES: Record<Partner, [number, number, number][]> = {
  ba: [
    [2000, 4000, 0.017],
    [5000, 10000, 0.016],
    [15000, 30000, 0.015],
    [35000, 60000, 0.0145],
    [70000, 100000, 0.014],
    [125000, 200000, 0.0135],
  ],
  ib: [
    [2000, 4000, 0.0195],
    [5000, 10000, 0.0185],
    [15000, 30000, 0.0175],
    [35000, 60000, 0.017],
    [70000, 100000, 0.0165],
    [125000, 200000, 0.016],
  ],
  ei: [
    [2000, 4000, 0.02],
    [5000, 10000, 0.019],
    [15000, 30000, 0.018],
    [35000, 60000, 0.0175],
    [70000, 100000, 0.017],
    [125000, 200000, 0.0165],
  ],
};

function priceMap(partner: Partner, home: number): PriceMap {
  const inGbp = home / FX[HOME_CURRENCY[partner]];
  return { GBP: round(inGbp, 4), USD: round(inGbp * FX.USD, 4), EUR: round(inGbp * FX.EUR, 4) };
}

/**
 * The running percentage promotion: packages of `from` points or more (bought or gifted)
 * earn `percent` % more. The IB banner promises exactly this (content fixtures read it), so
 * content and pricing cannot disagree.
 */
export const PERCENT_BONUS = { from: 35000, percent: 10 } as const;

/** Bonus tiers: a running percentage promotion on mid and large packages, fixed on one band. */
function bonusFor(lower: number, now: number): PriceBand['applicableBonus'] {
  const running = {
    startDate: new Date(now - 3 * DAY).toISOString(),
    endDate: new Date(now + 27 * DAY).toISOString(),
  };
  if (lower >= PERCENT_BONUS.from) {
    return { type: 'percentage', value: PERCENT_BONUS.percent, ...running };
  }
  if (lower === 15000) return { type: 'fixed', value: 1000, ...running };
  return undefined;
}

export function priceBands(
  partner: Partner,
  product: 'purchase' | 'gift' | 'transfer',
  now = Date.now(),
): PriceBand[] {
  if (product === 'transfer') {
    // A transfer pays a fee per point moved, lower for larger transfers.
    const fees: [number, number, number][] = [
      [TRANSFER_MIN, 9999, 0.005],
      [10000, 49999, 0.004],
      [50000, TRANSFER_MAX, 0.003],
    ];
    return fees.map(([lower, upper, fee]) => ({
      lower,
      upper,
      price: priceMap('ba', fee),
      available: true,
    }));
  }
  // Gifts cost a little more than buying for oneself.
  const factor = product === 'gift' ? 1.05 : 1;
  return BASE_PRICES[partner].map(([lower, upper, home]) => {
    const band: PriceBand = {
      lower,
      upper,
      price: priceMap(partner, home * factor),
      available: true,
    };
    const bonus = bonusFor(lower, now);
    if (bonus) band.applicableBonus = bonus;
    if (lower >= 125000) band.bonusPoints = 5000;
    return band;
  });
}

/**
 * spec §7 `GET /products/{gift|transfer}/prices` with `targetFfpNumber`: the bands as priced
 * for that recipient (the seeded member's `recipientPricing`, docs/sandbox.md): each price per
 * point times the recipient's factor, or every band unavailable. The same bands price the
 * transaction, so checkout charges what the shop showed for that recipient.
 */
export function bandsForRecipient(
  bands: PriceBand[],
  pricing: RecipientPricing | undefined,
): PriceBand[] {
  if (pricing === undefined) return bands;
  if (pricing === 'unavailable') return bands.map((b) => ({ ...b, available: false }));
  const scale = (p: PriceMap): PriceMap => ({
    GBP: round(p.GBP * pricing.factor, 4),
    USD: round(p.USD * pricing.factor, 4),
    EUR: round(p.EUR * pricing.factor, 4),
  });
  return bands.map((b) => ({ ...b, price: scale(b.price) }));
}

export function bandFor(bands: PriceBand[], points: number): PriceBand | undefined {
  return bands.find((b) => points >= b.lower && points <= b.upper);
}

/** Bonus points a package earns now: the band's bonusPoints plus a running bonus. */
export function bonusPointsFor(band: PriceBand, points: number, now = Date.now()): number {
  let bonus = band.bonusPoints ?? 0;
  const b = band.applicableBonus;
  if (b && Date.parse(b.startDate) <= now && now <= Date.parse(b.endDate)) {
    bonus += b.type === 'percentage' ? Math.round((points * b.value) / 100) : b.value;
  }
  return bonus;
}

/** Booster multipliers 1x to 4x (spec §9): a higher multiplier buys points cheaper. */
export function boosterMultipliers(partner: Partner) {
  const standard = BASE_PRICES[partner][2]![2];
  return [1, 2, 3, 4].map((multiplyBy) => ({
    multiplyBy,
    displayName: `${multiplyBy}x`,
    pricing: {
      discountedPricePerPoint: priceMap(partner, standard * (1 - 0.1 * multiplyBy)),
      standardPricePerPoint: priceMap(partner, standard),
    },
    description: `Adds ${multiplyBy} times the Avios you earned on each chosen transaction.`,
  }));
}

export interface SubscriptionPackage {
  packageId: string;
  packageName: string;
  avios: { monthly: number; annually: number };
  /** Monthly price in the partner's home currency; a year costs 10 months. */
  monthly: number;
}

export const SUBSCRIPTION_PACKAGES: Record<Partner, SubscriptionPackage[]> = {
  ba: [
    {
      packageId: 'ba-essentials',
      packageName: 'Avios Essentials',
      avios: { monthly: 1000, annually: 12000 },
      monthly: 10.99,
    },
    {
      packageId: 'ba-plus',
      packageName: 'Avios Plus',
      avios: { monthly: 2500, annually: 30000 },
      monthly: 24.99,
    },
    {
      packageId: 'ba-premium',
      packageName: 'Avios Premium',
      avios: { monthly: 5000, annually: 60000 },
      monthly: 47.99,
    },
  ],
  ib: [
    {
      packageId: 'ib-basico',
      packageName: 'Avios Básico',
      avios: { monthly: 1000, annually: 12000 },
      monthly: 12.99,
    },
    {
      packageId: 'ib-plus',
      packageName: 'Avios Plus',
      avios: { monthly: 3000, annually: 36000 },
      monthly: 34.99,
    },
  ],
  // EI: subscriptions are switched off (errorCode 69).
  ei: [],
};

export function findPackage(partner: Partner, packageId: string): SubscriptionPackage | undefined {
  return SUBSCRIPTION_PACKAGES[partner].find((p) => p.packageId === packageId);
}

/** Price of one period of a package in a currency. */
export function packagePrice(
  partner: Partner,
  pkg: SubscriptionPackage,
  interval: Interval,
  currency: Currency,
) {
  const monthly = round((pkg.monthly / FX[HOME_CURRENCY[partner]]) * FX[currency], 2);
  if (interval === 'monthly') return { original: monthly, current: monthly };
  return { original: round(monthly * 12, 2), current: round(monthly * 10, 2) };
}

const EUR_COUNTRIES = new Set<string>(EUROPEAN_COUNTRIES);

const HOME_COUNTRY: Record<Partner, string> = { ba: 'GB', ib: 'ES', ei: 'IE' };

/** spec §5: GB -> GBP, US -> USD, euro countries -> EUR, else GBP; no country: partner's home. */
export function currencyForCountry(country: string | undefined, partner: Partner): Currency {
  const c = country || HOME_COUNTRY[partner];
  if (c === 'US') return 'USD';
  if (EUR_COUNTRIES.has(c)) return 'EUR';
  return 'GBP';
}
