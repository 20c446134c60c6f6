import { bandsPriceCurrency, firstPricedCurrency } from './buildPackages';
import type { PriceBand } from './buildPackages';
import type { Currency, Partner } from './constants';
import { currencyForCountry } from './currencyForCountry';

export type PurchaseCurrencyInput = {
  /** Member's country (ISO alpha-2), if signed in and known. */
  country?: string | null;
  opco: Partner;
  bands: readonly PriceBand[];
};

/**
 * The currency the purchase page starts in (spec §4 "Purchase selection"): it follows the
 * member's country ({@link currencyForCountry}); with no country, or when the tier does not
 * price that currency, the first currency priced by the tier; if the tier names none, the
 * opco home country's currency.
 */
export function purchaseCurrency({ country, opco, bands }: PurchaseCurrencyInput): Currency {
  const home = currencyForCountry(undefined, opco);
  if (country && country.trim()) {
    const fromCountry = currencyForCountry(country, opco);
    if (bands.length === 0 || bandsPriceCurrency(bands, fromCountry)) return fromCountry;
  }
  return firstPricedCurrency(bands) ?? home;
}
