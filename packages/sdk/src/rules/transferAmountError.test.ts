import { describe, expect, it } from 'vitest';
import { transferAmountError } from './transferAmountError';

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
