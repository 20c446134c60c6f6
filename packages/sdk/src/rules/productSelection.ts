// Choosing what to buy, product-generic (spec §4 "Purchase selection", applied to every
// priced product of rules/products.ts): toggling a package, re-checking the choice against
// fresh prices, and the draft data a choice becomes (spec §3 "Data by type").
import type { Currency } from './constants';
import { buildPackages } from './buildPackages';
import type { Package, PriceBand } from './buildPackages';
import { PRODUCTS } from './products';
import type { PriceChangeWarning, PricedProduct, UnavailableWarning } from './products';

/** A choice of points at a price, whatever the product calls those fields. */
export type ProductSelection = { avios?: number; price?: number; bonusAvios?: number };

/** What a selection needs from a package (a {@link Package} fits). */
export type ChoosablePackage = {
  avios: number;
  price: number;
  bonusAvios: number;
  available?: boolean;
};

/**
 * Toggles `pkg` (spec §4): choosing a package sets points, price and bonus; choosing the one
 * already chosen (same points) clears them. An unavailable package cannot be chosen (the
 * selection comes back unchanged) but can still be cleared.
 */
export function toggleSelection(
  selection: ProductSelection,
  pkg: ChoosablePackage,
): ProductSelection {
  if (selection.avios === pkg.avios) return {};
  if (pkg.available === false) return selection;
  return { avios: pkg.avios, price: pkg.price, bonusAvios: pkg.bonusAvios };
}

export type SelectionCheck = {
  selection: ProductSelection;
  warning?: PriceChangeWarning | UnavailableWarning;
};

/**
 * Re-checks a selection against freshly loaded packages (spec §4): gone or unavailable
 * clears it with the product's unavailable warning; a new price is taken with its
 * price-change warning; a bonus change alone is taken silently. With nothing to change the
 * same `selection` object comes back, so callers can compare by identity.
 */
export function recheckSelection(
  product: PricedProduct,
  selection: ProductSelection,
  packages: readonly ChoosablePackage[],
): SelectionCheck {
  if (selection.avios === undefined) return { selection };
  const { priceChangeWarning, unavailableWarning } = PRODUCTS[product];
  const pkg = packages.find((p) => p.avios === selection.avios);
  if (!pkg || pkg.available === false) return { selection: {}, warning: unavailableWarning };
  const priceChanged = selection.price !== pkg.price;
  if (!priceChanged && selection.bonusAvios === pkg.bonusAvios) return { selection };
  const next = { ...selection, price: pkg.price, bonusAvios: pkg.bonusAvios };
  return priceChanged ? { selection: next, warning: priceChangeWarning } : { selection: next };
}

/**
 * The package for a free amount (a transfer's slider): priced by the band that holds it,
 * `undefined` when no band prices it in `currency`. A transfer carries no bonus.
 */
export function packageForAmount(
  bands: readonly PriceBand[],
  avios: number,
  currency: Currency,
): Package | undefined {
  const [pkg] = buildPackages(bands, currency, [avios]);
  return pkg ? { ...pkg, bonusAvios: 0 } : undefined;
}

/** The draft data of each priced product that a selection fills (spec §3). */
export type SelectionDraftData = {
  purchase: {
    purchaseAvios: number;
    purchasePrice: number;
    bonusAvios: number;
    pricePerAvios: number;
    aviosTotal: number;
    priceTotal: number;
  };
  gift: {
    giftAvios: number;
    giftPrice: number;
    bonusAvios: number;
    pricePerAvios: number;
    aviosTotal: number;
    priceTotal: number;
  };
  transfer: {
    transferAvios: number;
    transferPrice: number;
    aviosTotal: number;
    priceTotal: number;
  };
};

/**
 * The draft data a complete selection becomes (spec §3 "Data by type"): the product's own
 * points and price fields, price per point, totals (points plus bonus; the price), and the
 * bonus for products that have one. `undefined` while points or price are missing.
 */
export function selectionDraftData<P extends PricedProduct>(
  product: P,
  selection: ProductSelection,
): SelectionDraftData[P] | undefined {
  const { avios, price } = selection;
  if (avios === undefined || price === undefined || avios <= 0) return undefined;
  const config = PRODUCTS[product];
  const bonusAvios = config.bonus ? (selection.bonusAvios ?? 0) : 0;
  const data: Record<string, number> = {
    [config.pointsField]: avios,
    [config.priceField]: price,
    aviosTotal: avios + bonusAvios,
    priceTotal: price,
  };
  if (config.bonus) {
    data.bonusAvios = bonusAvios;
    data.pricePerAvios = price / avios;
  }
  return data as SelectionDraftData[P];
}

/** The selection a stored draft's data holds, read through the product's own fields. */
export function selectionFromDraftData(
  product: PricedProduct,
  data: Partial<Record<string, unknown>> | undefined,
): ProductSelection {
  const config = PRODUCTS[product];
  const avios = data?.[config.pointsField];
  const price = data?.[config.priceField];
  const bonus = data?.bonusAvios;
  if (typeof avios !== 'number' || typeof price !== 'number') return {};
  return { avios, price, bonusAvios: typeof bonus === 'number' ? bonus : 0 };
}
