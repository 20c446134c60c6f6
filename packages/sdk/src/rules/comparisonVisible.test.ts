import { describe, expect, it } from 'vitest';
import { comparisonVisible, earnRateText, splitComparison } from './comparisonVisible';

const all = { purchase: 0.0125, booster: 0.01, subscription: 9.99 };

describe('comparisonVisible (spec §2 comparison section)', () => {
  it.each([
    ['BA with all three prices', 'BA', all, true],
    ['IB never', 'IB', all, false],
    ['EI never', 'EI', all, false],
    ['BA without purchase price', 'BA', { ...all, purchase: undefined }, false],
    ['BA without booster price', 'BA', { ...all, booster: null }, false],
    ['BA without subscription price', 'BA', { purchase: 1, booster: 1 }, false],
    ['BA with a zero price still has a price', 'BA', { ...all, booster: 0 }, true],
    [
      'BA with price objects',
      'BA',
      { purchase: { amount: 1 }, booster: { amount: 2 }, subscription: { amount: 3 } },
      true,
    ],
  ] as const)('%s -> %s', (_title, partner, prices, expected) => {
    expect(comparisonVisible({ partner, prices })).toBe(expected);
  });
});

describe('splitComparison (spec §9: split on a pipe)', () => {
  it.each([
    ['a|b|c', ['a', 'b', 'c']],
    [' Up to 80 | From £10 | Monthly ', ['Up to 80', 'From £10', 'Monthly']],
    ['a||c', ['a', '', 'c']],
    ['single', ['single']],
    ['', []],
    ['   ', []],
    [null, []],
  ] as const)('%j -> %j', (text, cells) => {
    expect(splitComparison(text)).toEqual(cells);
  });
});

describe('earnRateText (spec §2 earn rate row)', () => {
  it.each([
    [80, '£', undefined, '80 Avios / £1'],
    [1 / 0.0125, '€', undefined, '80 Avios / €1'],
    [66.9, '$', undefined, '66 Avios / $1'],
    [1500, '£', { locale: 'en-GB' }, '1,500 Avios / £1'],
    [1500, '€', { locale: 'es-ES', pointsLabel: 'puntos' }, '1500 puntos / €1'],
  ] as const)('%d per %s -> %j', (points, symbol, options, expected) => {
    expect(earnRateText(points, symbol, options)).toBe(expected);
  });
});
