export type PackagesDisabledInput = {
  /** The price tier is available (the products response allows buying). */
  tierAvailable: boolean;
  signedIn: boolean;
  /** Points balance amount; null or undefined means missing. */
  balanceAmount?: number | null;
  /** Effects of the current error (spec §8 catalogue), if any. */
  errorEffects?: readonly string[] | null;
};

// spec §4/§8: errors whose effect disables buying.
const DISABLING_EFFECTS = ['should_disable_purchase', 'should_disable_products'];

/**
 * Whether purchase packages are disabled (spec §4): when the tier is unavailable, when a
 * signed-in member's balance is missing, or when the current error has the effect
 * `should_disable_purchase` or `should_disable_products`. An anonymous visitor's missing
 * balance does not disable them.
 */
export function packagesDisabled({
  tierAvailable,
  signedIn,
  balanceAmount,
  errorEffects,
}: PackagesDisabledInput): boolean {
  if (!tierAvailable) return true;
  if (signedIn && (balanceAmount === null || balanceAmount === undefined)) return true;
  return (errorEffects ?? []).some((effect) => DISABLING_EFFECTS.includes(effect));
}
