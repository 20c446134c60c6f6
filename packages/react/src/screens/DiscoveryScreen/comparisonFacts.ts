import { buildPackages, lowestBoosterPricePerPoint } from '@avios/sdk/rules';
import type { BoosterOptions, SubscriptionPackage } from '@avios/sdk/schemas';
import type { Currency } from '@avios/sdk';
import type { PriceBand } from '@avios/sdk/rules';

/** What one comparison column shows: best price per point and package limits. */
export interface ColumnFacts {
  pricePerPoint?: number;
  min?: number;
  max?: number;
}

function limits(values: number[]): Pick<ColumnFacts, 'min' | 'max'> {
  return values.length ? { min: Math.min(...values), max: Math.max(...values) } : {};
}

function best(values: (number | undefined)[]): number | undefined {
  const ok = values.filter((v): v is number => typeof v === 'number' && v > 0);
  return ok.length ? Math.min(...ok) : undefined;
}

/** Purchase: the cheapest price per point over the spec §9 package sizes, smallest to biggest. */
export function purchaseFacts(bands: readonly PriceBand[], currency: Currency): ColumnFacts {
  const packages = buildPackages(bands, currency);
  const price = best(packages.map((p) => p.pricePerPoint));
  return {
    ...(price !== undefined ? { pricePerPoint: price } : {}),
    ...limits(packages.map((p) => p.avios)),
  };
}

/** Booster: the cheapest discounted price per point; boostable points up to the remaining allowance. */
export function boosterFacts(options: BoosterOptions, currency: Currency): ColumnFacts {
  // the SDK rule the booster page prices with (spec §2 comparison, booster page)
  const price = lowestBoosterPricePerPoint(options.multipliersAvailable, currency);
  const amounts = options.transactionGroups
    .flatMap((g) => g.transactions.map((t) => t.aviosAmount))
    .filter((a): a is number => typeof a === 'number' && a > 0);
  return {
    ...(price !== undefined ? { pricePerPoint: price } : {}),
    ...(amounts.length ? { min: Math.min(...amounts) } : {}),
    max: options.remainingAllowance,
  };
}

/** Subscription: the cheapest monthly price per point in `currency`; monthly points limits. */
export function subscriptionFacts(
  packages: readonly SubscriptionPackage[],
  currency: Currency,
): ColumnFacts {
  const priced = packages.filter(
    (p) => p.active && p.prices.monthly.currentPrice.currency === currency && p.avios.monthly > 0,
  );
  const price = best(priced.map((p) => p.prices.monthly.currentPrice.amount / p.avios.monthly));
  return {
    ...(price !== undefined ? { pricePerPoint: price } : {}),
    ...limits(priced.map((p) => p.avios.monthly)),
  };
}
