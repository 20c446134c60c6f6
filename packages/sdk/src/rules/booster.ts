// The booster page's arithmetic (spec §2 booster page, §3 booster options and draft, §9
// multipliers 1x to 4x): which past transactions show and in what order, what a multiplier
// costs per point, and what a choice of transactions and multiplier adds and costs. The
// home page's comparison reads its booster price per point from here too.
import type { Currency } from './constants';

/** What the rules need of a booster transaction (spec §3; the checked answer fits). */
export interface BoostableTransaction {
  identifier: string;
  type: string;
  isBoosted: boolean;
  /** Points the transaction earned; the multiplier applies to these. */
  aviosAmount?: number | undefined;
}

/** What the rules need of a multiplier option (spec §3 multipliersAvailable). */
export interface MultiplierOption {
  multiplyBy: number;
  pricing: {
    discountedPricePerPoint: Partial<Record<Currency, number>>;
    standardPricePerPoint: Partial<Record<Currency, number>>;
  };
}

export type BoosterSort = 'highest' | 'lowest';

/**
 * The transaction groups to show: in the answer's group `order`, only the group of `type`
 * when one is given (`all` or none shows every group), each group's transactions sorted by
 * points (`highest` first by default; equal points keep the answer's order). Empty groups
 * are left out.
 */
export function boosterGroups<T extends BoostableTransaction>(
  groups: readonly { type: string; order: number; transactions: readonly T[] }[],
  { type, sort = 'highest' }: { type?: string | undefined; sort?: BoosterSort } = {},
): { type: string; transactions: T[] }[] {
  const points = (t: T) => t.aviosAmount ?? 0;
  return [...groups]
    .sort((a, b) => a.order - b.order)
    .filter((g) => !type || type === 'all' || g.type === type)
    .map((g) => ({
      type: g.type,
      transactions: [...g.transactions].sort((a, b) =>
        sort === 'highest' ? points(b) - points(a) : points(a) - points(b),
      ),
    }))
    .filter((g) => g.transactions.length > 0);
}

/**
 * The member-facing name of a transaction's type or sector code (`flight`, `AIR`, `HOTEL`, …):
 * looked up in content's labels whatever the code's case, else content's neutral label. An
 * API code is never shown as it is sent (spec §2: the booster page's filter by type).
 */
export function boosterTypeLabel(
  labels: unknown,
  code: string,
  otherLabel: string | undefined,
): string {
  const byCode = labels && typeof labels === 'object' ? (labels as Record<string, unknown>) : {};
  const wanted = code.toLowerCase();
  const key = Object.keys(byCode).find((k) => k.toLowerCase() === wanted);
  const label = key === undefined ? undefined : byCode[key];
  return typeof label === 'string' && label.trim() !== '' ? label : (otherLabel ?? '');
}

/** The price per point of a multiplier in `currency` (discounted, and the standard one). */
export function multiplierPricePerPoint(
  option: MultiplierOption,
  currency: Currency,
): { discounted: number; standard: number } | undefined {
  const discounted = option.pricing.discountedPricePerPoint[currency];
  const standard = option.pricing.standardPricePerPoint[currency] ?? discounted;
  if (typeof discounted !== 'number' || !Number.isFinite(discounted) || discounted < 0) {
    return undefined;
  }
  return { discounted, standard: typeof standard === 'number' ? standard : discounted };
}

/** The lowest discounted price per point over the multipliers (the comparison column). */
export function lowestBoosterPricePerPoint(
  options: readonly MultiplierOption[],
  currency: Currency,
): number | undefined {
  const prices = options
    .map((o) => multiplierPricePerPoint(o, currency)?.discounted)
    .filter((p): p is number => typeof p === 'number' && p > 0);
  return prices.length ? Math.min(...prices) : undefined;
}

const cents = (amount: number) => Math.round(Number((amount * 100).toPrecision(12))) / 100;

/**
 * The points a choice of transactions qualifies for a boost (spec §7 `aviosAmount`): the
 * chosen ones' own points; transactions already boosted or not in the list count nothing.
 */
export function qualifyingPoints(
  transactions: readonly BoostableTransaction[],
  selectedIds: readonly string[],
): number {
  const chosen = new Set(selectedIds);
  return transactions
    .filter((t) => chosen.has(t.identifier) && !t.isBoosted)
    .reduce((sum, t) => sum + (t.aviosAmount ?? 0), 0);
}

export interface BoosterQuote {
  /** The chosen transactions' own points (sent as numberOfPoints). */
  qualifyingPoints: number;
  /** Points the boost adds: qualifying points times the multiplier. */
  boostedPoints: number;
  /** What the member pays: boosted points at the discounted price per point, in cents. */
  price: number;
  /** The same points at the standard price (what the discount saves against). */
  standardPrice: number;
  pricePerPoint: number;
  /** The boost would pass the year's remaining allowance: it cannot go ahead. */
  overAllowance: boolean;
}

/**
 * What boosting `selectedIds` with `option` adds and costs. Transactions already boosted or
 * not in the list count for nothing. `undefined` when nothing is chosen or the multiplier has
 * no price in `currency`.
 */
export function boosterQuote(input: {
  transactions: readonly BoostableTransaction[];
  selectedIds: readonly string[];
  option: MultiplierOption | undefined;
  currency: Currency;
  remainingAllowance: number;
}): BoosterQuote | undefined {
  const { transactions, selectedIds, option, currency, remainingAllowance } = input;
  if (!option) return undefined;
  const price = multiplierPricePerPoint(option, currency);
  if (!price) return undefined;
  const qualifying = qualifyingPoints(transactions, selectedIds);
  if (qualifying <= 0) return undefined;
  const boostedPoints = qualifying * option.multiplyBy;
  return {
    qualifyingPoints: qualifying,
    boostedPoints,
    price: cents(boostedPoints * price.discounted),
    standardPrice: cents(boostedPoints * price.standard),
    pricePerPoint: price.discounted,
    overAllowance: boostedPoints > Math.max(0, remainingAllowance),
  };
}

/** The booster draft data of a quote (spec §3 booster data and draft form). */
export function boosterDraftData(
  quote: BoosterQuote,
  selectedIds: readonly string[],
  multiplier: number,
  currency: Currency,
) {
  return {
    boosterAvios: quote.boostedPoints,
    boosterPrice: quote.price,
    pricePerAvios: quote.pricePerPoint,
    bonusAvios: 0,
    aviosTotal: quote.boostedPoints,
    multiplier,
    numberOfPoints: quote.qualifyingPoints,
    currency,
    glpTransactionIds: [...selectedIds],
  };
}
