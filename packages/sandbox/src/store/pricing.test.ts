// The sandbox prices in the currency the shop expects (spec §5), from the same list.
import { describe, expect, it } from 'vitest';
import {
  EUROPEAN_COUNTRIES,
  currencyForCountry as shopCurrency,
} from '../../../sdk/src/rules/currencyForCountry';
import { currencyForCountry } from './pricing';

describe('currencyForCountry agrees with the SDK (spec §5)', () => {
  it.each([...EUROPEAN_COUNTRIES, 'GB', 'US', 'JP', 'XK', 'BR'])('%s', (country) => {
    expect(currencyForCountry(country, 'ba')).toBe(shopCurrency(country, 'BA'));
  });

  it('the list holds 42 countries and prices them in EUR', () => {
    expect(EUROPEAN_COUNTRIES).toHaveLength(42);
    expect(EUROPEAN_COUNTRIES.every((c) => currencyForCountry(c, 'ba') === 'EUR')).toBe(true);
  });

  it.each([
    ['ba', 'GBP'],
    ['ib', 'EUR'],
    ['ei', 'EUR'],
  ] as const)('no country: %s home currency %s', (partner, currency) => {
    expect(currencyForCountry(undefined, partner)).toBe(currency);
  });
});
