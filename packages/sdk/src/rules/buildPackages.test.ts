import { describe, expect, it } from 'vitest';
import {
  bandsPriceCurrency,
  buildPackages,
  firstPricedCurrency,
  pricedCurrencies,
} from './buildPackages';
import type { PriceBand } from './buildPackages';
import { PACKAGE_SIZES } from './constants';

const now = Date.parse('2025-06-15T12:00:00Z');
const bands: PriceBand[] = [
  { lower: 2000, upper: 15000, price: { GBP: 0.0125, EUR: 0.015 } },
  { lower: 20000, upper: 90000, price: { GBP: 0.012, EUR: 0.014, USD: 0.016 }, bonusPoints: 500 },
  { lower: 100000, upper: 200000, price: 0.011, available: false },
];

describe('buildPackages (spec §3 price bands, §9 sizes)', () => {
  it('prices every §9 size covered by a band that prices the currency', () => {
    expect(buildPackages(bands, 'GBP', PACKAGE_SIZES, { now }).map((p) => p.avios)).toEqual(
      PACKAGE_SIZES,
    );
    // no USD in the first band: its 8 small sizes are skipped
    expect(buildPackages(bands, 'USD', PACKAGE_SIZES, { now })).toHaveLength(16);
  });

  it.each([
    [
      'per-currency price',
      2000,
      'GBP',
      {
        avios: 2000,
        price: 25,
        currency: 'GBP',
        pricePerPoint: 0.0125,
        bonusAvios: 0,
        available: true,
      },
    ],
    [
      'upper bound is inclusive',
      15000,
      'EUR',
      {
        avios: 15000,
        price: 225,
        currency: 'EUR',
        pricePerPoint: 0.015,
        bonusAvios: 0,
        available: true,
      },
    ],
    [
      'lower bound is inclusive, bonusPoints',
      20000,
      'USD',
      {
        avios: 20000,
        price: 320,
        currency: 'USD',
        pricePerPoint: 0.016,
        bonusAvios: 500,
        available: true,
      },
    ],
    [
      'single-number price, unavailable band',
      125000,
      'EUR',
      {
        avios: 125000,
        price: 1375,
        currency: 'EUR',
        pricePerPoint: 0.011,
        bonusAvios: 0,
        available: false,
      },
    ],
  ] as const)('%s: %d %s', (_title, size, currency, expected) => {
    expect(buildPackages(bands, currency, [size], { now })).toEqual([expected]);
  });

  it.each([
    ['size outside every band', [95000]],
    ['no price for the currency', [2000]],
    ['no bands', [2000]],
  ])('%s gives no package', (title, sizes) => {
    const source = title === 'no bands' ? [] : bands;
    expect(buildPackages(source, 'USD', sizes, { now })).toEqual([]);
  });

  it('rounds the price to cents', () => {
    const odd: PriceBand[] = [{ lower: 0, upper: 10000, price: 0.0133333 }];
    expect(buildPackages(odd, 'GBP', [3000], { now })[0]?.price).toBe(40);
    expect(
      buildPackages([{ lower: 0, upper: 10, price: 0.1005 }], 'GBP', [10], { now })[0]?.price,
    ).toBe(1.01);
  });

  it('takes the first band when bands overlap', () => {
    const overlapping: PriceBand[] = [
      { lower: 0, upper: 5000, price: 0.02 },
      { lower: 5000, upper: 9000, price: 0.01 },
    ];
    expect(buildPackages(overlapping, 'GBP', [5000], { now })[0]?.pricePerPoint).toBe(0.02);
  });
});

describe('buildPackages bonus (spec §3 applicableBonus)', () => {
  const window = { startDate: '2025-06-01T00:00:00Z', endDate: '2025-06-30T23:59:59Z' };
  const withBonus = (bonus: Partial<PriceBand>): PriceBand[] => [
    { lower: 0, upper: 100000, price: 0.01, ...bonus },
  ];

  it.each([
    [
      'percentage, active',
      { applicableBonus: { type: 'percentage', value: 10, ...window } },
      now,
      500,
    ],
    [
      'percentage rounds down',
      { applicableBonus: { type: 'percentage', value: 3.3, ...window } },
      now,
      165,
    ],
    ['fixed, active', { applicableBonus: { type: 'fixed', value: 750, ...window } }, now, 750],
    [
      'active bonus wins over bonusPoints',
      { bonusPoints: 100, applicableBonus: { type: 'fixed', value: 750, ...window } },
      now,
      750,
    ],
    [
      'before start: bonusPoints',
      { bonusPoints: 100, applicableBonus: { type: 'fixed', value: 750, ...window } },
      Date.parse('2025-05-31T23:59:59Z'),
      100,
    ],
    [
      'after end: none',
      { applicableBonus: { type: 'fixed', value: 750, ...window } },
      Date.parse('2025-07-01T00:00:00Z'),
      0,
    ],
    [
      'start instant is inclusive',
      { applicableBonus: { type: 'fixed', value: 750, ...window } },
      Date.parse(window.startDate),
      750,
    ],
    [
      'end instant is inclusive',
      { applicableBonus: { type: 'fixed', value: 750, ...window } },
      Date.parse(window.endDate),
      750,
    ],
    [
      'invalid dates: inactive',
      { applicableBonus: { type: 'fixed', value: 750, startDate: 'soon', endDate: 'later' } },
      now,
      0,
    ],
    [
      'now as a Date',
      { applicableBonus: { type: 'percentage', value: 20, ...window } },
      new Date(now),
      1000,
    ],
  ] as const)('%s', (_title, bonus, at, expected) => {
    expect(buildPackages(withBonus(bonus), 'EUR', [5000], { now: at })[0]?.bonusAvios).toBe(
      expected,
    );
  });
});

describe('firstPricedCurrency and priced currencies', () => {
  it.each([
    ['first key of the first band', bands, 'GBP'],
    [
      'API key order, not CURRENCIES order',
      [{ lower: 0, upper: 1, price: { EUR: 1, GBP: 1 } }],
      'EUR',
    ],
    [
      'skips single-number prices',
      [
        { lower: 0, upper: 1, price: 1 },
        { lower: 2, upper: 3, price: { USD: 1 } },
      ],
      'USD',
    ],
    [
      'skips unknown keys',
      [{ lower: 0, upper: 1, price: { JPY: 1, EUR: 2 } as PriceBand['price'] }],
      'EUR',
    ],
    ['only single-number prices', [{ lower: 0, upper: 1, price: 1 }], undefined],
    ['no bands', [], undefined],
  ] as const)('%s', (_title, source, expected) => {
    expect(firstPricedCurrency(source)).toBe(expected);
  });

  it('lists the currencies some band prices', () => {
    expect(pricedCurrencies(bands.slice(0, 1))).toEqual(['GBP', 'EUR']);
    expect(pricedCurrencies(bands)).toEqual(['GBP', 'USD', 'EUR']);
    expect(bandsPriceCurrency(bands.slice(0, 1), 'USD')).toBe(false);
  });
});
