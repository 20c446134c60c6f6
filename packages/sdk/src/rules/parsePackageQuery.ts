import { PACKAGE_ORDERS, PACKAGE_SIZE_CATEGORIES, isCurrency } from './constants';
import type { Currency, PackageOrder, PackageSizeCategory } from './constants';

export type PackageQuery = {
  currency?: Currency;
  sizes: PackageSizeCategory[];
  order: PackageOrder;
};

/**
 * Reads the purchase page query parameters `currency`, `sizes` and `order` (spec §2).
 * `sizes` may be comma-separated (`sizes=small,large`) or repeated; unknown values are
 * dropped, duplicates removed, order of {@link PACKAGE_SIZE_CATEGORIES} kept. `currency`
 * is upper-cased and kept only if known; `order` defaults to `smallest`.
 */
export function parsePackageQuery(search: string): PackageQuery {
  const params = new URLSearchParams(search);
  const requested = new Set(
    params
      .getAll('sizes')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase()),
  );
  const sizes = PACKAGE_SIZE_CATEGORIES.filter((c) => requested.has(c));
  const orderParam = params.get('order')?.toLowerCase();
  const order = PACKAGE_ORDERS.find((o) => o === orderParam) ?? 'smallest';
  const currency = params.get('currency')?.toUpperCase();
  return { ...(isCurrency(currency) ? { currency } : {}), sizes, order };
}

/**
 * Writes the purchase page filters back as a search string (`?currency=EUR&sizes=small,large`),
 * leaving out defaults (no sizes, `smallest`); `''` when everything is default.
 */
export function formatPackageQuery(query: {
  currency?: Currency;
  sizes?: readonly PackageSizeCategory[];
  order?: PackageOrder;
}): string {
  const params = new URLSearchParams();
  if (query.currency) params.set('currency', query.currency);
  if (query.sizes && query.sizes.length > 0) params.set('sizes', query.sizes.join(','));
  if (query.order && query.order !== 'smallest') params.set('order', query.order);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}
