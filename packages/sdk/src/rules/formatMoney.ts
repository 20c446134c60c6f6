import type { Currency } from './constants';

export type FormatMoneyOptions = {
  /** BCP 47 locale, e.g. `es-ES`. */
  locale: string;
  /** Fraction digits. Defaults to `2`; the comparison table uses `4` (spec §9). */
  decimals?: number;
};

// Intl formatters are costly to build; keep one per (locale, currency, decimals), built lazily.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const pointFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a price (spec §9): USD as its code (`USD 12.50`), GBP and EUR as their symbol
 * (`£12.50`, `12,50 €`), with 2 decimals unless `decimals` says otherwise. The symbol is the
 * narrow one so that, say, GBP in es-ES reads `£` rather than the locale's `GBP`. Spacing
 * follows the locale (Intl may use U+00A0 or U+202F between number and symbol).
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  { locale, decimals = 2 }: FormatMoneyOptions,
): string {
  const key = `${locale}|${currency}|${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'USD' ? 'code' : 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * Formats a points amount as a whole number with the locale's grouping (`20,000` in en-GB,
 * `20.000` in es-ES, where 4-digit numbers stay ungrouped per the locale's own rule).
 */
export function formatPoints(points: number, locale: string): string {
  let format = pointFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    pointFormats.set(locale, format);
  }
  return format.format(points);
}

/**
 * A calendar date (`YYYY-MM-DD`) as the member types dates in `locale` (`25/11/2026`,
 * en-US `11/25/2026`), with `Intl`; the date is read as a calendar day, never shifted by a
 * time zone. An unreadable value comes back as it was.
 */
export function formatDate(isoDate: string, locale: string): string {
  // an ISO date-time (a renewal date) is shown as its UTC calendar day
  const instant = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(isoDate)
    ? Date.parse(isoDate)
    : NaN;
  const day = Number.isFinite(instant) ? new Date(instant).toISOString().slice(0, 10) : isoDate;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Number.isFinite(ms)) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
}
