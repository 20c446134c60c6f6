import { PRODUCT_TYPES } from './constants';
import type { ProductType } from './constants';
import { PRODUCTS } from './products';

export type TransactionType = ProductType | 'generic';

// spec §4: id prefix to type, from the product table's idPrefixes. Longer prefixes first, so
// that `sub…` and `bb…` win over any shorter rule; `g` and `gwd` both mean gift.
const PREFIXES: readonly (readonly [string, ProductType])[] = PRODUCT_TYPES.flatMap((type) =>
  PRODUCTS[type].idPrefixes.map((prefix) => [prefix, type] as const),
).sort(([a], [b]) => b.length - a.length);

/**
 * The product type of a transaction id from its prefix (spec §4): `p` purchase, `g` or
 * `gwd` gift, `t` transfer, `bb` booster, `sub` subscription; anything else is `generic`
 * (served by the generic transaction endpoint). Matching is case-sensitive: the purchase
 * API issues lower-case prefixes, and an id in another case (or a local `LCL_…` draft id)
 * goes to the generic endpoint rather than to a guessed product endpoint.
 */
export function transactionTypeFromId(id: string): TransactionType {
  for (const [prefix, type] of PREFIXES) {
    if (id.startsWith(prefix)) return type;
  }
  return 'generic';
}
