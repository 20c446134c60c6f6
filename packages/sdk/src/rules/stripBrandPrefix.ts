/**
 * spec §2: "A brand-specific path prefix is stripped when it differs from the actual path."
 * Read as: when `pathname` starts with the brand's prefix (a whole segment, e.g. `/iberia`)
 * and is more than the prefix itself, the prefix is removed so the route table sees the
 * shop's own path. Returns the stripped pathname, or `null` when nothing changes (no prefix
 * given, the path does not start with it, or the path IS the prefix). Case-insensitive.
 */
export function stripBrandPrefix(
  pathname: string,
  brandPrefix: string | null | undefined,
): string | null {
  const prefix = (brandPrefix ?? '').trim().replace(/^\/*/, '/').replace(/\/+$/, '');
  if (!prefix) return null;
  const lowerPath = pathname.toLowerCase();
  const lowerPrefix = prefix.toLowerCase();
  if (!lowerPath.startsWith(`${lowerPrefix}/`)) return null;
  const rest = pathname.slice(prefix.length);
  return rest === '/' ? null : rest;
}
