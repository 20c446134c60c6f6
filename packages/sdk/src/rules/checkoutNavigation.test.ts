import { describe, expect, it } from 'vitest';
import { checkoutNavigation } from './checkoutNavigation';

describe('checkoutNavigation (spec §4 opening checkout)', () => {
  it.each([
    ['mfa_pending', 'reauthenticate'],
    ['payment_started', 'transaction-page'],
    ['done', 'transaction-page'],
    ['failed', 'transaction-page'],
    ['payment_pending', 'stay'],
    ['unhandled', 'error'],
    ['DONE', 'error'],
    ['', 'error'],
    [null, 'error'],
    [undefined, 'error'],
  ] as const)('%j -> %s', (status, nav) => {
    expect(checkoutNavigation(status)).toBe(nav);
  });
});
