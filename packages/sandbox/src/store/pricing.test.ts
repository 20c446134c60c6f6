// The sandbox prices in the currency the shop expects (spec §5), from the same list.
import { describe, expect, it } from 'vitest';
import {
  EUROPEAN_COUNTRIES,
  currencyForCountry as shopCurrency,
} from '../../../sdk/src/rules/currencyForCountry';
import { ALL_ENTRIES } from '../content/fixtures';
import { PERCENT_BONUS, currencyForCountry, priceBands } from './pricing';

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

describe('the IB bonus banner promises what pricing gives (issue: content and pricing agree)', () => {
  const banner = ALL_ENTRIES.find((e) => e.id === 'ib-banner-bonus');

  it.each(['purchase', 'gift'] as const)(
    '%s: a percentage bonus from PERCENT_BONUS.from, none below',
    (product) => {
      for (const band of priceBands('ib', product)) {
        const percentage =
          band.applicableBonus?.type === 'percentage' ? band.applicableBonus.value : 0;
        expect(percentage).toBe(band.lower >= PERCENT_BONUS.from ? PERCENT_BONUS.percent : 0);
      }
    },
  );

  it.each([
    ['en-GB', '10%', '35,000'],
    ['es-ES', '10 %', '35.000'],
  ])('the %s banner names the percentage and the size it starts at', (locale, percent, from) => {
    const text = (banner?.fields.text as Record<string, string> | undefined)?.[locale] ?? '';
    expect(text).toContain(percent);
    expect(text).toContain(from);
  });
});
