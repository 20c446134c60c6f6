import { describe, expect, it } from 'vitest';
import { transferAmountError, transferRange } from './transferAmountError';

describe('transferAmountError (spec §5 transfer minimum)', () => {
  it.each([
    [999, 'transfer_low_avios'],
    [1000, null],
    [25000, null],
    [0, 'transfer_low_avios'],
    [Number.NaN, 'transfer_low_avios'],
    [null, 'transfer_low_avios'],
    [undefined, 'transfer_low_avios'],
  ] as const)('%s points -> %s', (points, expected) => {
    expect(transferAmountError(points)).toBe(expected);
  });
});

describe('transferRange (spec §2 slider, §5 minimum, §8 transfer_disabled)', () => {
  const bands = [
    { lower: 1000, upper: 9999, available: true },
    { lower: 10000, upper: 49999, available: true },
    { lower: 50000, upper: 200000, available: false },
  ];
  it.each([
    ['under the minimum', 900, bands, { min: 1000, max: 1000, error: 'transfer_low_avios' }],
    ['unknown balance', null, bands, { min: 1000, max: 1000, error: 'transfer_low_avios' }],
    ['the balance caps it', 12000, bands, { min: 1000, max: 12000, error: null }],
    ['the available bands cap it', 60000, bands, { min: 1000, max: 49999, error: null }],
    ['exactly the minimum', 1000, bands, { min: 1000, max: 1000, error: null }],
    [
      'no band available: yearly limit',
      60000,
      bands.map((b) => ({ ...b, available: false })),
      { min: 1000, max: 1000, error: 'transfer_disabled' },
    ],
    ['no bands at all', 5000, [], { min: 1000, max: 1000, error: 'transfer_disabled' }],
  ] as const)('%s', (_name, balance, b, expected) => {
    expect(transferRange({ balance, bands: b })).toEqual(expected);
  });
});
