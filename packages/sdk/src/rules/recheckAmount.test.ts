import { describe, expect, it } from 'vitest';
import type { PriceBand } from './buildPackages';
import { recheckAmount } from './recheckAmount';

describe('recheckAmount (spec §7 prices for an amount and a recipient; §4/§8 warnings)', () => {
  const band = (price: number, extra: Partial<PriceBand> = {}): PriceBand[] => [
    { lower: 1000, upper: 9999, price: { GBP: price }, available: true, ...extra },
  ];
  const gift = { avios: 2000, price: 34, bonusAvios: 0 };
  const transfer = { avios: 2000, price: 10, bonusAvios: 0 };

  it.each([
    ['gift', gift, band(0.017)],
    ['transfer', transfer, band(0.005, { bonusPoints: 500 })],
  ] as const)(
    '%s: the same price keeps the very selection, no warning',
    (product, chosen, bands) => {
      const check = recheckAmount(product, chosen, bands, 'GBP');
      expect(check.selection).toBe(chosen);
      expect(check.warning).toBeUndefined();
    },
  );

  it.each([
    ['gift', gift, band(0.0204), 40.8, 'gift_price_change'],
    ['transfer', transfer, band(0.006), 12, 'transfer_price_change'],
  ] as const)(
    '%s: a price of its own for the recipient is taken with %s',
    (product, chosen, bands, price, warning) => {
      expect(recheckAmount(product, chosen, bands, 'GBP')).toEqual({
        selection: { ...chosen, price },
        warning,
      });
    },
  );

  it.each([
    ['gift', gift, 'gift_package_unavailable'],
    ['transfer', transfer, 'transfer_unavailable'],
  ] as const)('%s: no offer for the recipient clears the choice with %s', (product, chosen, w) => {
    expect(recheckAmount(product, chosen, band(0.017, { available: false }), 'GBP')).toEqual({
      selection: {},
      warning: w,
    });
    // no band prices the amount in that currency: no offer either
    expect(recheckAmount(product, chosen, band(0.017), 'EUR')).toEqual({
      selection: {},
      warning: w,
    });
  });

  it('a gift keeps the band bonus; nothing chosen, nothing to check', () => {
    const bands = band(0.017, { bonusPoints: 200 });
    expect(recheckAmount('gift', gift, bands, 'GBP')).toEqual({
      selection: { ...gift, bonusAvios: 200 },
    });
    const none = {};
    expect(recheckAmount('gift', none, bands, 'GBP').selection).toBe(none);
  });
});
