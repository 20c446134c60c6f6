export type PackagesDisabledInput = {
  signedIn: boolean;
  /** Points balance amount; null or undefined means missing. */
  balanceAmount?: number | null;
  /** Effects of the current error (spec §8 catalogue), if any. */
  errorEffects?: readonly string[] | null;
};

// spec §4/§8: errors whose effect disables buying.
const DISABLING_EFFECTS = ['should_disable_purchase', 'should_disable_products'];

/**
 * Whether purchase packages are disabled (spec §4): when a signed-in member's balance is
 * missing, or when the current error has the effect `should_disable_purchase` or
 * `should_disable_products`. An anonymous visitor's missing balance does not disable them.
 * An unavailable tier is per price band: its packages are `available: false`
 * (buildPackages.ts) and cannot be selected (selectPackage.ts).
 */
export function packagesDisabled({
  signedIn,
  balanceAmount,
  errorEffects,
}: PackagesDisabledInput): boolean {
  if (signedIn && (balanceAmount === null || balanceAmount === undefined)) return true;
  return (errorEffects ?? []).some((effect) => DISABLING_EFFECTS.includes(effect));
}
