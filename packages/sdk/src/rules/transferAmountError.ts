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
