/**
 * The base path every route sits under (spec §2), normalised to `''` (none) or `/a/b` with
 * a leading and no trailing slash. `VITE_BASE_PATH` may be written `/`, `a/b`, `/a/b/`.
 */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '').replace(/^\/*/, '');
  return trimmed ? `/${trimmed}` : '';
}

/** True when `pathname` is the base path itself or below it (case-insensitive, as the SDK). */
export function isUnderBase(pathname: string, basePath: string): boolean {
  if (!basePath) return pathname.startsWith('/');
  const lowerPath = pathname.toLowerCase();
  const lowerBase = basePath.toLowerCase();
  return lowerPath === lowerBase || lowerPath.startsWith(`${lowerBase}/`);
}

/**
 * The address the SDK's route table reads, from the router's location (which is relative to
 * the router's `basename`): the base path put back in front. The router reports the base root
 * as `/`; that is the base path itself.
 */
export function addressForRouteTable(
  location: { pathname: string; search: string; hash?: string },
  basePath: string,
): string {
  const path = location.pathname === '/' ? basePath || '/' : `${basePath}${location.pathname}`;
  return `${path}${location.search}${location.hash ?? ''}`;
}

/**
 * A redirect target of the SDK's route table (a full path under the base path) as a path for
 * the router, whose `basename` adds the base path again. `null` when the target is outside
 * the base path, so the caller must leave the app (`location.replace`).
 */
export function routerPathFor(target: string, basePath: string): string | null {
  const url = new URL(target, 'http://localhost');
  if (!isUnderBase(url.pathname, basePath)) return null;
  const rest = url.pathname.slice(basePath.length) || '/';
  return `${rest}${url.search}${url.hash}`;
}
