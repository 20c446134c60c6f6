/** The purchase fields a package selection sets (spec §3 purchase data). */
export type PurchaseSelection = {
  purchaseAvios?: number;
  purchasePrice?: number;
  bonusAvios?: number;
};

/** What a selection needs from a package (a {@link Package} fits). */
export type SelectablePackage = {
  avios: number;
  price: number;
  bonusAvios: number;
  available?: boolean;
};

export type PurchaseSelectionWarning = 'purchase_price_change' | 'purchase_package_unavailable';

function cleared<S extends PurchaseSelection>(selection: S): S {
  const { purchaseAvios: _a, purchasePrice: _p, bonusAvios: _b, ...rest } = selection;
  return rest as S;
}

/**
 * Selecting a package (spec §4 "Purchase selection") sets `purchaseAvios`, `purchasePrice`
 * and `bonusAvios`; selecting the package already selected (same points) clears them. Other
 * fields of `selection` are kept. An unavailable package cannot be selected (the selection
 * comes back unchanged) but can still be deselected.
 */
export function selectPackage<S extends PurchaseSelection>(
  selection: S,
  pkg: SelectablePackage,
): S {
  if (selection.purchaseAvios === pkg.avios) return cleared(selection);
  if (pkg.available === false) return selection;
  return {
    ...selection,
    purchaseAvios: pkg.avios,
    purchasePrice: pkg.price,
    bonusAvios: pkg.bonusAvios,
  };
}

export type ReconcileResult<S> = { selection: S; warning?: PurchaseSelectionWarning };

/**
 * Checks a selection against freshly loaded packages (spec §4): if the selected package is
 * gone or no longer available the selection is cleared with `purchase_package_unavailable`;
 * if its price changed the new price is taken with `purchase_price_change`; a bonus change
 * alone is taken silently. With nothing to change the same `selection` object comes back.
 */
export function reconcileSelection<S extends PurchaseSelection>(
  selection: S,
  packages: readonly SelectablePackage[],
): ReconcileResult<S> {
  if (selection.purchaseAvios === undefined) return { selection };
  const pkg = packages.find((p) => p.avios === selection.purchaseAvios);
  if (!pkg || pkg.available === false) {
    return { selection: cleared(selection), warning: 'purchase_package_unavailable' };
  }
  const priceChanged = selection.purchasePrice !== pkg.price;
  if (!priceChanged && selection.bonusAvios === pkg.bonusAvios) return { selection };
  const next = { ...selection, purchasePrice: pkg.price, bonusAvios: pkg.bonusAvios };
  return priceChanged ? { selection: next, warning: 'purchase_price_change' } : { selection: next };
}
