import { describe, expect, it } from 'vitest';
import {
  boosterDraftData,
  boosterGroups,
  boosterQuote,
  boosterTypeLabel,
  lowestBoosterPricePerPoint,
  multiplierPricePerPoint,
} from './booster';

const tx = (identifier: string, type: string, aviosAmount: number, isBoosted = false) => ({
  identifier,
  type,
  aviosAmount,
  isBoosted,
});
const GROUPS = [
  { type: 'hotel', order: 2, transactions: [tx('h1', 'hotel', 800), tx('h2', 'hotel', 1200)] },
  {
    type: 'flight',
    order: 1,
    transactions: [tx('f1', 'flight', 1500), tx('f2', 'flight', 3000, true)],
  },
  { type: 'car', order: 3, transactions: [] },
];
const option = (multiplyBy: number, discounted: number, standard = 0.015) => ({
  multiplyBy,
  pricing: {
    discountedPricePerPoint: { GBP: discounted, EUR: discounted + 0.002 },
    standardPricePerPoint: { GBP: standard, EUR: standard + 0.002 },
  },
});

describe('boosterGroups (spec §2 filter by type, sort by points)', () => {
  const ids = (g: ReturnType<typeof boosterGroups>) =>
    g.map((x) => `${x.type}:${x.transactions.map((t) => t.identifier).join(',')}`);
  it.each([
    ['every group in the answer order, most points first', {}, ['flight:f2,f1', 'hotel:h2,h1']],
    ['fewest first', { sort: 'lowest' as const }, ['flight:f1,f2', 'hotel:h1,h2']],
    ['one type', { type: 'hotel' }, ['hotel:h2,h1']],
    ['all is every type', { type: 'all' }, ['flight:f2,f1', 'hotel:h2,h1']],
    ['a type with nothing', { type: 'car' }, []],
  ])('%s', (_name, options, expected) => {
    expect(ids(boosterGroups(GROUPS, options))).toEqual(expected);
  });
});

describe('multiplier prices', () => {
  it('discounted and standard price per point in a currency', () => {
    expect(multiplierPricePerPoint(option(3, 0.0105), 'GBP')).toEqual({
      discounted: 0.0105,
      standard: 0.015,
    });
    expect(multiplierPricePerPoint(option(3, 0.0105), 'USD')).toBeUndefined();
  });
  it('the lowest over the multipliers (the comparison column)', () => {
    expect(lowestBoosterPricePerPoint([option(1, 0.0135), option(4, 0.009)], 'GBP')).toBe(0.009);
    expect(lowestBoosterPricePerPoint([], 'GBP')).toBeUndefined();
  });
});

describe('boosterQuote', () => {
  const transactions = GROUPS.flatMap((g) => g.transactions);
  it.each([
    [
      'two transactions at 3x',
      ['f1', 'h1'],
      option(3, 0.0105),
      100_000,
      {
        qualifyingPoints: 2300,
        boostedPoints: 6900,
        price: 72.45,
        standardPrice: 103.5,
        overAllowance: false,
      },
    ],
    [
      '1x',
      ['h2'],
      option(1, 0.0135),
      100_000,
      { qualifyingPoints: 1200, boostedPoints: 1200, price: 16.2 },
    ],
    [
      'an already boosted one counts nothing',
      ['f2', 'h2'],
      option(2, 0.012),
      100_000,
      { qualifyingPoints: 1200, boostedPoints: 2400 },
    ],
    [
      'past the allowance',
      ['f1'],
      option(4, 0.009),
      5999,
      { boostedPoints: 6000, overAllowance: true },
    ],
    ['exactly the allowance', ['f1'], option(4, 0.009), 6000, { overAllowance: false }],
  ])('%s', (_name, selectedIds, opt, remainingAllowance, expected) => {
    expect(
      boosterQuote({ transactions, selectedIds, option: opt, currency: 'GBP', remainingAllowance }),
    ).toMatchObject(expected);
  });

  it.each([
    ['nothing chosen', [], option(2, 0.012), 'GBP'],
    ['only a boosted one', ['f2'], option(2, 0.012), 'GBP'],
    ['no multiplier', ['f1'], undefined, 'GBP'],
    ['no price in the currency', ['f1'], option(2, 0.012), 'USD'],
  ] as const)('%s: no quote', (_name, selectedIds, opt, currency) => {
    expect(
      boosterQuote({ transactions, selectedIds, option: opt, currency, remainingAllowance: 1e6 }),
    ).toBeUndefined();
  });

  it('the draft data of a quote (spec §3 booster draft)', () => {
    const quote = boosterQuote({
      transactions,
      selectedIds: ['f1', 'h1'],
      option: option(3, 0.0105),
      currency: 'GBP',
      remainingAllowance: 1e6,
    })!;
    expect(boosterDraftData(quote, ['f1', 'h1'], 3, 'GBP')).toEqual({
      boosterAvios: 6900,
      boosterPrice: 72.45,
      pricePerAvios: 0.0105,
      bonusAvios: 0,
      aviosTotal: 6900,
      multiplier: 3,
      numberOfPoints: 2300,
      currency: 'GBP',
      glpTransactionIds: ['f1', 'h1'],
    });
  });
});

describe('boosterTypeLabel: booster page prints no raw API codes (spec §2)', () => {
  const labels = { flight: 'Vuelos', air: 'Vuelo', hotel: 'Hotel', CAR: 'Coche' };
  it('names a type or sector code from content whatever its case', () => {
    expect(boosterTypeLabel(labels, 'flight', 'Otros')).toBe('Vuelos');
    expect(boosterTypeLabel(labels, 'AIR', 'Otros')).toBe('Vuelo');
    expect(boosterTypeLabel(labels, 'HOTEL', 'Otros')).toBe('Hotel');
    expect(boosterTypeLabel(labels, 'car', 'Otros')).toBe('Coche');
  });
  it('gives the neutral label, never the code, for a code content does not name', () => {
    expect(boosterTypeLabel(labels, 'RAIL', 'Otros')).toBe('Otros');
    expect(boosterTypeLabel({ rail: '  ' }, 'RAIL', 'Other')).toBe('Other');
    expect(boosterTypeLabel(undefined, 'AIR', 'Other')).toBe('Other');
    expect(boosterTypeLabel(['AIR'], 'AIR', undefined)).toBe('');
  });
});
