import { describe, expect, it } from 'vitest';
import { EUROPEAN_COUNTRIES, currencyForCountry } from './currencyForCountry';

describe('currencyForCountry (spec §5)', () => {
  it.each([
    ['GB', 'IB', 'GBP'],
    ['US', 'IB', 'USD'],
    ['ES', 'BA', 'EUR'],
    ['IE', 'BA', 'EUR'],
    ['FR', 'BA', 'EUR'],
    ['CH', 'BA', 'EUR'],
    ['JP', 'IB', 'GBP'],
    ['CA', 'EI', 'GBP'],
    ['gb', 'IB', 'GBP'],
    ['us', 'EI', 'USD'],
    ['de', 'BA', 'EUR'],
    [' es ', 'BA', 'EUR'],
  ] as const)('country %j for %s -> %s', (country, opco, currency) => {
    expect(currencyForCountry(country, opco)).toBe(currency);
  });

  it.each([
    [undefined, 'BA', 'GBP'],
    [undefined, 'IB', 'EUR'],
    [undefined, 'EI', 'EUR'],
    ['', 'BA', 'GBP'],
    ['', 'IB', 'EUR'],
    ['  ', 'EI', 'EUR'],
    [null, 'IB', 'EUR'],
  ] as const)('no country (%j) falls back to the home country of %s -> %s', (c, opco, cur) => {
    expect(currencyForCountry(c, opco)).toBe(cur);
  });

  it.each(EUROPEAN_COUNTRIES.map((c) => [c]))('European country %s -> EUR', (country) => {
    expect(currencyForCountry(country, 'BA')).toBe('EUR');
  });

  it('lists exactly 42 distinct two-letter codes, without GB or US', () => {
    expect(EUROPEAN_COUNTRIES).toHaveLength(42);
    expect(new Set(EUROPEAN_COUNTRIES).size).toBe(42);
    expect(EUROPEAN_COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(EUROPEAN_COUNTRIES).not.toContain('GB');
    expect(EUROPEAN_COUNTRIES).not.toContain('US');
  });
});
