import { PARTNER_CONFIG } from './constants';
import type { Currency, Partner } from './constants';

/**
 * spec §5: the 42 European country codes (ISO 3166 alpha-2) whose members pay in EUR.
 * Chosen set: the 27 EU members, the other EEA members (IS, LI, NO), Switzerland, the
 * European microstates (AD, MC, SM, VA) and the Western Balkans and eastern neighbours
 * (AL, BA, ME, MK, RS, MD, UA). GB is deliberately absent: it has its own rule (GBP).
 */
// prettier-ignore
export const EUROPEAN_COUNTRIES = [
  // EU 27
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // rest of the EEA, and Switzerland
  'IS', 'LI', 'NO', 'CH',
  // microstates
  'AD', 'MC', 'SM', 'VA',
  // other European countries
  'AL', 'BA', 'ME', 'MK', 'RS', 'MD', 'UA',
] as const;

const EUROPEAN = new Set<string>(EUROPEAN_COUNTRIES);

/**
 * The currency a member pays in, from their country (spec §5): GB gives GBP, US gives USD,
 * one of {@link EUROPEAN_COUNTRIES} gives EUR, any other country GBP. With no country
 * (undefined, empty or blank) the opco's home country is used (BA GB, IB ES, EI IE).
 * The country code is matched case-insensitively and trimmed.
 */
export function currencyForCountry(country: string | null | undefined, opco: Partner): Currency {
  const code = (country ?? '').trim().toUpperCase() || PARTNER_CONFIG[opco].homeCountry;
  if (code === 'GB') return 'GBP';
  if (code === 'US') return 'USD';
  if (EUROPEAN.has(code)) return 'EUR';
  return 'GBP';
}
