import { describe, expect, it } from 'vitest';
import type { PriceBand } from './buildPackages';
import {
  packageForAmount,
  recheckSelection,
  selectionDraftData,
  selectionFromDraftData,
  toggleSelection,
} from './productSelection';
import { PRICED_PRODUCTS, PRODUCTS, hasRecipient, needsStepUp, productConfig } from './products';
import { PRODUCT_TYPES } from './constants';

const pkg = { avios: 5000, price: 92.5, bonusAvios: 0, available: true };
const chosen = { avios: 5000, price: 92.5, bonusAvios: 0 };

describe('the product table', () => {
  it.each([
    [
      'purchase',
      'purchaseAvios',
      'purchasePrice',
      'purchase_price_change',
      'purchase_package_unavailable',
      undefined,
    ],
    [
      'gift',
      'giftAvios',
      'giftPrice',
      'gift_price_change',
      'gift_package_unavailable',
      '/gift/recipient',
    ],
    [
      'transfer',
      'transferAvios',
      'transferPrice',
      'transfer_price_change',
      'transfer_unavailable',
      '/transfer/recipient',
    ],
  ] as const)(
    '%s: %s, %s, %s, %s, recipient step %s',
    (product, points, price, change, gone, recipient) => {
      expect(PRODUCTS[product]).toMatchObject({
        pointsField: points,
        priceField: price,
        pricesProduct: product,
        priceChangeWarning: change,
        unavailableWarning: gone,
        route: `/${product}`,
      });
      expect(PRODUCTS[product].recipientRoute).toBe(recipient);
    },
  );

  it('only transfer needs the step-up token (spec §6)', () => {
    expect(PRICED_PRODUCTS.filter((p) => PRODUCTS[p].stepUp)).toEqual(['transfer']);
    expect(PRODUCT_TYPES.filter(needsStepUp)).toEqual(['transfer']);
    expect(needsStepUp('generic')).toBe(false);
  });

  it('gift and transfer have a recipient, no other product does (spec §2)', () => {
    expect(PRODUCT_TYPES.filter(hasRecipient)).toEqual(['gift', 'transfer']);
    expect(hasRecipient('generic')).toBe(false);
  });

  it('booster and subscription are not priced products', () => {
    expect(productConfig('booster')).toBeUndefined();
    expect(productConfig('subscription')).toBeUndefined();
    expect(productConfig('gift')).toBe(PRODUCTS.gift);
  });
});

describe('toggleSelection (spec §4 selection)', () => {
  it.each([
    ['chooses a package', {}, pkg, chosen],
    ['choosing it again clears it', chosen, pkg, {}],
    [
      'another package replaces it',
      chosen,
      { ...pkg, avios: 6000, price: 111 },
      { avios: 6000, price: 111, bonusAvios: 0 },
    ],
    ['an unavailable package is not chosen', {}, { ...pkg, available: false }, {}],
    ['an unavailable chosen package can be cleared', chosen, { ...pkg, available: false }, {}],
  ])('%s', (_name, selection, p, expected) => {
    expect(toggleSelection(selection, p)).toEqual(expected);
  });
});

describe('recheckSelection (spec §4: fresh prices)', () => {
  it.each(PRICED_PRODUCTS)(
    '%s: unchanged prices give the same object and no warning',
    (product) => {
      const result = recheckSelection(product, chosen, [pkg]);
      expect(result.selection).toBe(chosen);
      expect(result.warning).toBeUndefined();
    },
  );

  it.each(PRICED_PRODUCTS)(
    '%s: a new price is taken with the product’s price-change warning',
    (product) => {
      expect(recheckSelection(product, chosen, [{ ...pkg, price: 95 }])).toEqual({
        selection: { ...chosen, price: 95 },
        warning: PRODUCTS[product].priceChangeWarning,
      });
    },
  );

  it.each(PRICED_PRODUCTS)(
    '%s: gone or unavailable clears it with the unavailable warning',
    (product) => {
      const warning = PRODUCTS[product].unavailableWarning;
      expect(recheckSelection(product, chosen, [])).toEqual({ selection: {}, warning });
      expect(recheckSelection(product, chosen, [{ ...pkg, available: false }])).toEqual({
        selection: {},
        warning,
      });
    },
  );

  it('a bonus change alone is taken silently', () => {
    expect(recheckSelection('gift', chosen, [{ ...pkg, bonusAvios: 500 }])).toEqual({
      selection: { ...chosen, bonusAvios: 500 },
    });
  });

  it('nothing chosen, nothing to check', () => {
    const none = {};
    expect(recheckSelection('purchase', none, []).selection).toBe(none);
  });
});

describe('packageForAmount (a transfer slider amount)', () => {
  const bands: PriceBand[] = [
    { lower: 1000, upper: 9999, price: { GBP: 0.005, EUR: 0.006 }, available: true },
    { lower: 10000, upper: 50000, price: { GBP: 0.004 }, available: false, bonusPoints: 100 },
  ];
  it.each([
    [1000, 'GBP', { avios: 1000, price: 5, available: true }],
    [2500, 'EUR', { avios: 2500, price: 15, available: true }],
    [20000, 'GBP', { avios: 20000, price: 80, available: false, bonusAvios: 0 }],
  ] as const)('%i in %s', (amount, currency, expected) => {
    expect(packageForAmount(bands, amount, currency)).toMatchObject(expected);
  });
  it('no band prices it', () => {
    expect(packageForAmount(bands, 999, 'GBP')).toBeUndefined();
    expect(packageForAmount(bands, 20000, 'EUR')).toBeUndefined();
  });
});

describe('selectionDraftData (spec §3 data by type)', () => {
  const selection = { avios: 20000, price: 370, bonusAvios: 1000 };
  it.each([
    [
      'purchase',
      {
        purchaseAvios: 20000,
        purchasePrice: 370,
        bonusAvios: 1000,
        pricePerAvios: 0.0185,
        aviosTotal: 21000,
        priceTotal: 370,
      },
    ],
    [
      'gift',
      {
        giftAvios: 20000,
        giftPrice: 370,
        bonusAvios: 1000,
        pricePerAvios: 0.0185,
        aviosTotal: 21000,
        priceTotal: 370,
      },
    ],
    ['transfer', { transferAvios: 20000, transferPrice: 370, aviosTotal: 20000, priceTotal: 370 }],
  ] as const)('%s', (product, expected) => {
    expect(selectionDraftData(product, selection)).toEqual(expected);
    expect(selectionFromDraftData(product, expected)).toEqual({
      avios: 20000,
      price: 370,
      bonusAvios: product === 'transfer' ? 0 : 1000,
    });
  });

  it('an incomplete selection has no draft data', () => {
    expect(selectionDraftData('gift', {})).toBeUndefined();
    expect(selectionDraftData('gift', { avios: 5000 })).toBeUndefined();
    expect(selectionFromDraftData('gift', undefined)).toEqual({});
  });
});
