import { describe, expect, it } from 'vitest';
import { packagesDisabled } from './packagesDisabled';

const ok = { signedIn: true, balanceAmount: 1200, errorEffects: [] };

describe('packagesDisabled (spec §4)', () => {
  it.each([
    ['everything fine', {}, false],
    ['signed in, balance null', { balanceAmount: null }, true],
    ['signed in, balance undefined', { balanceAmount: undefined }, true],
    ['signed in, balance 0 is present', { balanceAmount: 0 }, false],
    ['anonymous without balance', { signedIn: false, balanceAmount: null }, false],
    ['error should_disable_purchase', { errorEffects: ['should_disable_purchase'] }, true],
    [
      'error should_disable_products',
      { errorEffects: ['should_logout', 'should_disable_products'] },
      true,
    ],
    [
      'error should_disable_subscriptions only',
      { errorEffects: ['should_disable_subscriptions'] },
      false,
    ],
    ['error should_disable_transfer only', { errorEffects: ['should_disable_transfer'] }, false],
    ['no current error (null)', { errorEffects: null }, false],
  ] as const)('%s -> %s', (_title, change, expected) => {
    expect(packagesDisabled({ ...ok, ...change })).toBe(expected);
  });
});
