import { rewriteBuyPath, rewriteUtmQuery, stripBrandPrefix } from '@avios/sdk/rules';
import { isUnderBase } from './basePath';

export interface GuardOptions {
  /** Normalised base path (`''` or `/a/b`). */
  basePath: string;
  /** A brand-specific prefix to strip (spec §2), e.g. `/iberia`. Defaults to none. */
  brandPrefix?: string | undefined;
}

/**
 * What to do with the address before the router starts:
 * - `none`: render it;
 * - `replace`: rewrite the address in place (`history.replaceState`), it stays in this app;
 * - `reload`: load the new address (`location.replace`), it is another page or query.
 */
export type GuardAction =
  { type: 'none' } | { type: 'replace'; url: string } | { type: 'reload'; url: string };

/**
 * The spec §2 address rules that can move the visitor out of the router's base path, so they
 * run once before the router mounts (the route table inside the router does the rest):
 * a campaign link with a doubled query reloads with the second query segment; a brand prefix
 * is stripped; spend-avios/buy and collect-avios/buy pages move to the area they belong to
 * (checkout paths never move); the base root with a trailing slash loses it; an address
 * outside the base path goes to the base root.
 */
export function guardAddress(
  location: { pathname: string; search: string; hash: string },
  { basePath, brandPrefix }: GuardOptions,
): GuardAction {
  const { search, hash } = location;
  const utmSearch = rewriteUtmQuery(search);
  if (utmSearch !== null) {
    // spec §2: "the page reloads using the second query segment".
    return { type: 'reload', url: `${location.pathname}${utmSearch}${hash}` };
  }

  let pathname = stripBrandPrefix(location.pathname, brandPrefix) ?? location.pathname;
  pathname = rewriteBuyPath(pathname) ?? pathname;
  if (basePath && pathname.toLowerCase() === `${basePath.toLowerCase()}/`) {
    pathname = pathname.slice(0, -1);
  }

  if (!isUnderBase(pathname, basePath)) {
    if (pathname !== location.pathname) {
      // The rewritten page lives outside this app's base path: let the server serve it.
      return { type: 'reload', url: `${pathname}${search}${hash}` };
    }
    return { type: 'replace', url: basePath || '/' };
  }
  if (pathname === location.pathname) return { type: 'none' };
  return { type: 'replace', url: `${pathname}${search}${hash}` };
}
