import { describe, expect, it } from 'vitest';
import type { PriceBand } from './buildPackages';
import { purchaseCurrency } from './purchaseCurrency';

const band = (price: PriceBand['price']): PriceBand[] => [{ lower: 0, upper: 1000, price }];

describe('purchaseCurrency (spec §4/§5: currency follows the country (home country when none), else first priced)', () => {
  it.each([
    ['country priced by the tier', 'US', 'IB', band({ GBP: 1, USD: 1 }), 'USD'],
    ['European country', 'FR', 'BA', band({ GBP: 1, EUR: 1 }), 'EUR'],
    ['country currency not priced: first priced', 'US', 'BA', band({ EUR: 1, GBP: 1 }), 'EUR'],
    [
      'no country: home currency when priced (IB -> EUR)',
      undefined,
      'IB',
      band({ GBP: 1, EUR: 1 }),
      'EUR',
    ],
    ['no country: home currency (BA -> GBP)', undefined, 'BA', band({ EUR: 1, GBP: 1 }), 'GBP'],
    ['no country, home not priced: first priced', undefined, 'IB', band({ GBP: 1, USD: 1 }), 'GBP'],
    ['blank country: home, else first priced', ' ', 'BA', band({ USD: 1 }), 'USD'],
    ['single-number price prices every currency', 'US', 'BA', band(1), 'USD'],
    ['no country, nothing named: home currency', null, 'EI', band(1), 'EUR'],
    ['no bands at all: country currency', 'GB', 'IB', [], 'GBP'],
    ['no bands, no country: home currency', undefined, 'BA', [], 'GBP'],
  ] as const)('%s', (_title, country, opco, bands, expected) => {
    expect(purchaseCurrency({ country, opco, bands })).toBe(expected);
  });
});
