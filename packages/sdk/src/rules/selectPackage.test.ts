import { describe, expect, it } from 'vitest';
import { reconcileSelection, selectPackage } from './selectPackage';
import type { PurchaseSelection } from './selectPackage';

const small = { avios: 2000, price: 25, bonusAvios: 0, available: true };
const large = { avios: 100000, price: 1100, bonusAvios: 5000, available: true };

describe('selectPackage (spec §4 purchase selection)', () => {
  it.each([
    [
      'selects into an empty selection',
      {},
      large,
      { purchaseAvios: 100000, purchasePrice: 1100, bonusAvios: 5000 },
    ],
    [
      'switches to another package',
      { purchaseAvios: 2000, purchasePrice: 25, bonusAvios: 0 },
      large,
      { purchaseAvios: 100000, purchasePrice: 1100, bonusAvios: 5000 },
    ],
    [
      'selecting the same again clears',
      { purchaseAvios: 2000, purchasePrice: 25, bonusAvios: 0 },
      small,
      {},
    ],
    [
      'keeps unrelated fields',
      { currency: 'EUR', purchaseAvios: 2000, purchasePrice: 25, bonusAvios: 0 },
      small,
      { currency: 'EUR' },
    ],
    ['an unavailable package is not selected', {}, { ...large, available: false }, {}],
    [
      'an unavailable selected package can be cleared',
      { purchaseAvios: 100000, purchasePrice: 1100, bonusAvios: 5000 },
      { ...large, available: false },
      {},
    ],
  ] as const)('%s', (_title, selection, pkg, expected) => {
    expect(selectPackage(selection, pkg)).toEqual(expected);
  });
});

describe('reconcileSelection (spec §4 price change and unavailable package)', () => {
  const selected = { currency: 'GBP', purchaseAvios: 2000, purchasePrice: 25, bonusAvios: 0 };

  it.each([
    ['unchanged', [small, large], { selection: selected }],
    [
      'price changed',
      [{ ...small, price: 26 }],
      { selection: { ...selected, purchasePrice: 26 }, warning: 'purchase_price_change' },
    ],
    [
      'price and bonus changed',
      [{ ...small, price: 24, bonusAvios: 100 }],
      {
        selection: { ...selected, purchasePrice: 24, bonusAvios: 100 },
        warning: 'purchase_price_change',
      },
    ],
    [
      'bonus changed only: silent',
      [{ ...small, bonusAvios: 200 }],
      { selection: { ...selected, bonusAvios: 200 } },
    ],
    [
      'package became unavailable',
      [{ ...small, available: false }],
      { selection: { currency: 'GBP' }, warning: 'purchase_package_unavailable' },
    ],
    [
      'package disappeared',
      [large],
      { selection: { currency: 'GBP' }, warning: 'purchase_package_unavailable' },
    ],
  ] as const)('%s', (_title, packages, expected) => {
    expect(reconcileSelection(selected, packages)).toEqual(expected);
  });

  it('returns the same object when nothing changes, and ignores an empty selection', () => {
    expect(reconcileSelection(selected, [small]).selection).toBe(selected);
    const empty: PurchaseSelection & { currency: string } = { currency: 'EUR' };
    expect(reconcileSelection(empty, [])).toEqual({ selection: empty });
  });
});
