import type { Partner } from './constants';
import { formatPoints } from './formatMoney';

export type ComparisonInput = {
  partner: Partner;
  /** A price of each compared product; any value other than null/undefined counts. */
  prices: { purchase?: unknown; booster?: unknown; subscription?: unknown };
};

/**
 * Whether the discovery comparison section shows (spec §2): only when the brand is not EI
 * or IB (so BA), and only if purchase, booster and subscription all have prices.
 */
export function comparisonVisible({ partner, prices }: ComparisonInput): boolean {
  if (partner === 'EI' || partner === 'IB') return false;
  return [prices.purchase, prices.booster, prices.subscription].every(
    (price) => price !== null && price !== undefined,
  );
}

/**
 * Splits a comparison content string into its cells (spec §9: split on a pipe), trimming
 * each; empty cells between pipes are kept so columns stay aligned. Empty text gives `[]`.
 */
export function splitComparison(text: string | null | undefined): string[] {
  if (!text || !text.trim()) return [];
  return text.split('|').map((cell) => cell.trim());
}

export type EarnRateOptions = {
  /** Locale for the points number. Defaults to `en-GB`. */
  locale?: string;
  /** Word for the points. Defaults to `Avios`. */
  pointsLabel?: string;
};

/**
 * The comparison row 'Earn rate up to*' (spec §2): `N points / 1 unit of currency`, written
 * `80 Avios / £1`. N is rounded down so an "up to" rate never overstates.
 */
export function earnRateText(
  pointsPerUnit: number,
  currencySymbol: string,
  { locale = 'en-GB', pointsLabel = 'Avios' }: EarnRateOptions = {},
): string {
  // A tiny epsilon keeps 1 / 0.0125 = 79.99999… from reading as 79.
  const points = Math.floor(pointsPerUnit + 1e-9);
  return `${formatPoints(points, locale)} ${pointsLabel} / ${currencySymbol}1`;
}
