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
 * member's country ({@link currencyForCountry}); with no country (a visitor, or a member
 * whose country is unknown) the opco home country stands in (spec §5), so an Iberia
 * visitor sees euros. When the tier does not price that currency, the first currency
 * priced by the tier.
 */
export function purchaseCurrency({ country, opco, bands }: PurchaseCurrencyInput): Currency {
  const wanted = currencyForCountry(country?.trim() || undefined, opco);
  if (bands.length === 0 || bandsPriceCurrency(bands, wanted)) return wanted;
  return firstPricedCurrency(bands) ?? wanted;
}
