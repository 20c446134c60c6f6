import { recheckSelection, toggleSelection } from './productSelection';
import type { ProductSelection } from './productSelection';

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

const generic = (s: PurchaseSelection): ProductSelection => ({
  ...(s.purchaseAvios !== undefined ? { avios: s.purchaseAvios } : {}),
  ...(s.purchasePrice !== undefined ? { price: s.purchasePrice } : {}),
  ...(s.bonusAvios !== undefined ? { bonusAvios: s.bonusAvios } : {}),
});

/** `selection` with its purchase fields replaced by the generic `next` (others kept). */
function withPurchase<S extends PurchaseSelection>(selection: S, next: ProductSelection): S {
  const rest = cleared(selection);
  if (next.avios === undefined) return rest;
  return {
    ...rest,
    purchaseAvios: next.avios,
    purchasePrice: next.price,
    bonusAvios: next.bonusAvios,
  } as S;
}

/**
 * Selecting a package (spec §4 "Purchase selection") sets `purchaseAvios`, `purchasePrice`
 * and `bonusAvios`; selecting the package already selected (same points) clears them. Other
 * fields of `selection` are kept. An unavailable package cannot be selected (the selection
 * comes back unchanged) but can still be deselected. The purchase view of the
 * product-generic {@link toggleSelection}.
 */
export function selectPackage<S extends PurchaseSelection>(
  selection: S,
  pkg: SelectablePackage,
): S {
  const before = generic(selection);
  const after = toggleSelection(before, pkg);
  return after === before ? selection : withPurchase(selection, after);
}

export type ReconcileResult<S> = { selection: S; warning?: PurchaseSelectionWarning };

/**
 * Checks a selection against freshly loaded packages (spec §4): if the selected package is
 * gone or no longer available the selection is cleared with `purchase_package_unavailable`;
 * if its price changed the new price is taken with `purchase_price_change`; a bonus change
 * alone is taken silently. With nothing to change the same `selection` object comes back.
 * The purchase view of the product-generic {@link recheckSelection}.
 */
export function reconcileSelection<S extends PurchaseSelection>(
  selection: S,
  packages: readonly SelectablePackage[],
): ReconcileResult<S> {
  const before = generic(selection);
  const { selection: after, warning } = recheckSelection('purchase', before, packages);
  const next = after === before ? selection : withPurchase(selection, after);
  return warning
    ? { selection: next, warning: warning as PurchaseSelectionWarning }
    : { selection: next };
}
