// Which screens an element shows itself, and how its in-element route appears in links.
// An element keeps its route in memory (the host page's URL is the host's business). Links
// and the sign-in return path still need an address: an internal route is written as the
// `avios-path` query parameter of the host page, which the element reads back when it
// starts, so a member who signs in from the purchase screen comes back to it.
import { isInternalPath, resolveRoute } from '@avios/sdk/rules';
import type { ScreenName } from '@avios/sdk/rules';
import { SCREENS_BY_KIND } from '../elements';
import type { ElementKind } from '../elements';

export type { ElementKind };

/** The query parameter of the host page that carries an element's route. */
export const ROUTE_PARAM = 'avios-path';

export interface ElementRoute {
  pathname: string;
  search: string;
}

export interface ElementScreen {
  screen: ScreenName;
  transactionId?: string;
}

/** The host page's address (an empty one outside a browser). */
export function pageLocation(): { pathname: string; search: string; hash: string } {
  return typeof location === 'undefined'
    ? { pathname: '/', search: '', hash: '' }
    : { pathname: location.pathname, search: location.search, hash: location.hash };
}

/** `/purchase?sizes=small#x` -> `{pathname: '/purchase', search: '?sizes=small'}`. */
export function parsePath(to: string): ElementRoute {
  const url = new URL(to, 'http://element.invalid');
  return { pathname: url.pathname, search: url.search };
}

/** The screen `path` shows inside a `kind` element, or `undefined` when it leaves it. */
export function screenFor(kind: ElementKind, path: string): ElementScreen | undefined {
  if (!isInternalPath(path)) return undefined;
  const match = resolveRoute(parsePath(path).pathname, { basePath: '' });
  // spec §2: the screens of its row in src/elements.ts; any other path leaves the element
  const screens: readonly ScreenName[] = SCREENS_BY_KIND[kind];
  if (match.type !== 'screen' || !screens.includes(match.screen)) return undefined;
  const id = match.params.transactionId;
  return id ? { screen: match.screen, transactionId: id } : { screen: match.screen };
}

/** The route carried by the page's query (`?avios-path=/checkout/p1`), when this element shows it. */
export function routeFromPage(kind: ElementKind, pageSearch: string): ElementRoute | undefined {
  const path = new URLSearchParams(pageSearch).get(ROUTE_PARAM);
  return path && screenFor(kind, path) ? parsePath(path) : undefined;
}

/** The host page's address with `avios-path` set to `path`; its other parameters are kept. */
export function pageHrefFor(
  path: string,
  page: { pathname: string; search: string; hash?: string },
): string {
  const params = new URLSearchParams(page.search);
  params.set(ROUTE_PARAM, path);
  return `${page.pathname}?${params.toString()}${page.hash ?? ''}`;
}

/** The address of a path outside the element: internal paths get the base path, others stay. */
export function externalHref(path: string, basePath: string): string {
  if (!isInternalPath(path)) return path;
  const base = basePath.replace(/\/+$/, '');
  return `${base}${path}` || '/';
}
