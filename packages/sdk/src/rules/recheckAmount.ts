// spec §7 prices asked for a chosen amount (and, at the recipient step of spec §2, for the
// recipient: aviosAmount, targetFfpNumber), re-checked as spec §4 "Purchase selection"
// re-checks fresh prices. A module of its own: only the recipient step (loaded on demand)
// reads it, so the first render of the product pages does not carry it.
import type { Currency } from './constants';
import { buildPackages } from './buildPackages';
import type { PriceBand } from './buildPackages';
import { recheckSelection } from './productSelection';
import type { ProductSelection, SelectionCheck } from './productSelection';
import { PRODUCTS } from './products';
import type { PricedProduct } from './products';

/**
 * Re-checks a chosen amount against prices asked for it (spec §7 `GET /products/{product}/
 * prices` with `aviosAmount` and, at the recipient step, `targetFfpNumber`; spec §4/§8
 * warnings): the amount priced by `bands` in `currency` (a transfer without bonus), then
 * {@link recheckSelection}: unpriced or unavailable clears it with the product's unavailable
 * warning, a new price is taken with its price-change warning.
 */
export function recheckAmount(
  product: PricedProduct,
  selection: ProductSelection,
  bands: readonly PriceBand[],
  currency: Currency,
): SelectionCheck {
  if (selection.avios === undefined) return { selection };
  const [priced] = buildPackages(bands, currency, [selection.avios]);
  const pkg = priced && !PRODUCTS[product].bonus ? { ...priced, bonusAvios: 0 } : priced;
  return recheckSelection(product, selection, pkg ? [pkg] : []);
}
