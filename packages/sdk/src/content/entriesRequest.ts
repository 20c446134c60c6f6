// How a content read is addressed (spec §7 content service call: entries by content type,
// locale, partner code and include depth). One module for the content unit (content.ts), its
// Delivery API client (deliveryClient.ts) and the elements' loader, which starts a first
// screen's reads before the SDK is running: the SDK's own read must be the very same request
// to join it (packages/elements earlyAnswers.ts). No imports: it is small enough for the
// loader's first chunk.

/** A host on this machine: the content clients then default to plain http. */
export const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/** spec §7: links resolved two levels deep unless a read asks otherwise. */
export const DEFAULT_INCLUDE = 2;

/** `productType` -> `fields.productType`; `sys.*` and `fields.*` stay. */
function filterKey(key: string): string {
  return key.startsWith('fields.') || key.startsWith('sys.') ? key : `fields.${key}`;
}

/** The Delivery API query of one content type's entries for a partner and locale. */
export function entriesQuery(
  contentType: string,
  read: { partner: string; locale: string; filters?: Record<string, string>; include?: number },
): Record<string, unknown> {
  const query: Record<string, unknown> = {
    content_type: contentType,
    locale: read.locale,
    'fields.partnerCode': read.partner.toLowerCase(),
    include: read.include ?? DEFAULT_INCLUDE,
  };
  for (const [key, value] of Object.entries(read.filters ?? {})) query[filterKey(key)] = value;
  return query;
}

/** Where a space's environment is served (check a given host first: contentHost.ts). */
export function deliveryBase(options: {
  space: string;
  environment?: string | undefined;
  host?: string | undefined;
  insecure?: boolean | undefined;
}): string {
  const host = options.host ?? 'cdn.contentful.com';
  const insecure = options.insecure ?? LOOPBACK.test(host);
  const environment = options.environment ?? 'master';
  return `${insecure ? 'http' : 'https'}://${host}/spaces/${encodeURIComponent(options.space)}/environments/${encodeURIComponent(environment)}`;
}

/**
 * The entries address: the query, then the delivery token as `access_token` (the Delivery
 * API accepts it, as does the sandbox), so each read is a simple CORS GET without a
 * preflight `OPTIONS` round trip.
 */
export function entriesUrl(
  base: string,
  query: Record<string, unknown>,
  accessToken: string,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, access_token: accessToken })) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `${base}/entries?${params.toString()}`;
}
