// spec §2 path rewriting guard. `spend-avios/buy` or `collect-avios/buy`, an optional locale
// segment (a base path may sit in front of the locale), then an optional `transfer` segment.
const BUY =
  /(^|\/)(spend|collect)-avios\/buy((?:\/[a-z]{2}-[A-Z]{2})?)(\/transfer(?=\/|$))?(?=\/|$)/;

/**
 * Moves a buy page to the programme area it belongs to (spec §2): `spend-avios/buy` (any page
 * but transfer) becomes `collect-avios/buy`; `collect-avios/buy/transfer` becomes
 * `spend-avios/buy/transfer`; any path containing `checkout` is exempt, so a payment in
 * progress is never moved. Returns the new pathname, or `null` when nothing changes.
 * A locale segment between `buy` and `transfer` (`/spend-avios/buy/en-GB/transfer`) is allowed.
 */
export function rewriteBuyPath(pathname: string): string | null {
  if (pathname.includes('checkout')) return null;
  const match = BUY.exec(pathname);
  if (!match) return null;
  const [whole, lead = '', area, locale = '', transfer] = match;
  let next: string;
  if (area === 'spend' && !transfer) next = `${lead}collect-avios/buy${locale}`;
  else if (area === 'collect' && transfer) next = `${lead}spend-avios/buy${locale}/transfer`;
  else return null;
  return pathname.slice(0, match.index) + next + pathname.slice(match.index + whole.length);
}
