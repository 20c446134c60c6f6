// How a purchase API request is addressed (spec §7): the versioned root, the route, the
// `partner` query and the application headers. One module for the transport (transport.ts)
// and for anything that asks before the SDK is running: the elements' loader starts a first
// screen's reads with plain `fetch` while the runtime downloads, and the runtime's own
// requests must be the very same requests to join them (packages/elements earlyAnswers.ts).
// No imports: it is small enough for the loader.

/** `http://api.example` + `/purchase/v1` -> `http://api.example/purchase/v1`. */
export function apiRoot(baseUrl: string, path = '/purchase/v1'): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
}

/** spec §7: every call carries the partner code (lower case) as the `partner` query. */
export function apiRequestUrl(
  root: string,
  route: string,
  partner: string,
  query: Record<string, string | number | boolean | undefined> = {},
): URL {
  const url = new URL(`${root}${route}`);
  url.searchParams.set('partner', partner.toLowerCase());
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** The page's origin: the default `X-Application-Name`. */
function defaultApplicationName(): string | undefined {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null'
    ? location.origin
    : undefined;
}

/** spec §7 application headers: `X-Application-Language` and, when known, `X-Application-Name`. */
export function applicationHeaders(
  language: string,
  applicationName: string | undefined = defaultApplicationName(),
): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Application-Language': language,
    ...(applicationName ? { 'X-Application-Name': applicationName } : {}),
  };
}

/** The products a visitor is offered (spec §7 `GET /products`). */
export const PRODUCTS_ROUTE = '/products';

/** spec §6: the prices a visitor who is not signed in sees, per product. */
export const genericPricesRoute = (product: string): string =>
  `/products/${encodeURIComponent(product)}/prices/generic`;
