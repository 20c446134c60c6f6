import { TRANSFER_MINIMUM } from './constants';

/**
 * spec §5: a transfer needs at least {@link TRANSFER_MINIMUM} (1000) points. Returns the
 * catalogue code `transfer_low_avios` when `points` is below it (or not a number), else `null`.
 */
export function transferAmountError(
  points: number | null | undefined,
): 'transfer_low_avios' | null {
  return typeof points === 'number' && points >= TRANSFER_MINIMUM ? null : 'transfer_low_avios';
}

export interface TransferRangeInput {
  /** The member's balance (spec §3); `null` when unknown. */
  balance: number | null | undefined;
  /** Transfer price bands (spec §7 GET /products/transfer/prices); `available` per band. */
  bands: readonly { lower: number; upper: number; available?: boolean }[];
}

export interface TransferRange {
  /** Smallest amount: {@link TRANSFER_MINIMUM} (spec §5). */
  min: number;
  /** Largest amount the member may move now: the balance, capped by the available bands. */
  max: number;
  /**
   * `transfer_low_avios` under the minimum (spec §5); `transfer_disabled` when no band is
   * available to the member (the sandbox's yearly limit, spec §8); both disable transfer.
   */
  error: 'transfer_low_avios' | 'transfer_disabled' | null;
}

/**
 * The slider's range on the transfer page (spec §2, §5, §8): from 1,000 up to the balance,
 * no further than the highest available band reaches.
 */
export function transferRange({ balance, bands }: TransferRangeInput): TransferRange {
  const min = TRANSFER_MINIMUM;
  const have = typeof balance === 'number' && Number.isFinite(balance) ? balance : 0;
  if (transferAmountError(have) !== null) return { min, max: min, error: 'transfer_low_avios' };
  const reach = bands
    .filter((b) => b.available !== false && b.lower <= have)
    .reduce((top, b) => Math.max(top, b.upper), 0);
  const max = Math.min(have, reach);
  if (max < min) return { min, max: min, error: 'transfer_disabled' };
  return { min, max, error: null };
}
