import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPoints } from './formatMoney';

// Intl may put U+00A0 or U+202F between number and symbol; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney (spec §9 currency display)', () => {
  it.each([
    [1234.5, 'GBP', 'en-GB', undefined, '£1,234.50'],
    [1234.5, 'EUR', 'en-GB', undefined, '€1,234.50'],
    [1234.5, 'USD', 'en-GB', undefined, 'USD 1,234.50'],
    [1234.5, 'USD', 'en-US', undefined, 'USD 1,234.50'],
    [12.5, 'EUR', 'es-ES', undefined, '12,50 €'],
    [12.5, 'GBP', 'es-ES', undefined, '12,50 £'],
    [12.5, 'USD', 'es-ES', undefined, '12,50 USD'],
    [25, 'EUR', 'en-IE', undefined, '€25.00'],
    [0.0125, 'GBP', 'en-GB', 4, '£0.0125'],
    [0.01234, 'EUR', 'es-ES', 4, '0,0123 €'],
    [0.016, 'USD', 'en-US', 4, 'USD 0.0160'],
    [0.125, 'GBP', 'en-GB', 2, '£0.13'],
  ] as const)('%d %s in %s (decimals %s) -> %s', (amount, currency, locale, decimals, expected) => {
    expect(plain(formatMoney(amount, currency, { locale, decimals }))).toBe(expected);
  });
});

describe('formatPoints', () => {
  it.each([
    [20000, 'en-GB', '20,000'],
    [20000, 'es-ES', '20.000'],
    [2000, 'es-ES', '2000'],
    [2000, 'en-US', '2,000'],
    [1500.6, 'en-GB', '1,501'],
    [0, 'en-IE', '0'],
  ] as const)('%d in %s -> %s', (points, locale, expected) => {
    expect(plain(formatPoints(points, locale))).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-25', 'es-ES', '25/11/2026'],
    ['2026-11-25', 'en-GB', '25/11/2026'],
    ['2026-11-25', 'en-US', '11/25/2026'],
    ['2027-01-01', 'en-IE', '01/01/2027'],
    ['not a date', 'en-GB', 'not a date'],
    // a renewal date-time: its UTC calendar day
    ['2026-12-25T06:00:00.000Z', 'en-GB', '25/12/2026'],
    ['2026-12-25T23:30:00-02:00', 'en-GB', '26/12/2026'],
    ['2026-13-45T06:00:00Z', 'en-GB', '2026-13-45T06:00:00Z'],
  ])('%s in %s -> %s', (iso, locale, expected) => {
    expect(formatDate(iso, locale)).toBe(expected);
  });
});
