// A small client for the Contentful Delivery API over `fetch`: the calls the SDK makes
// (spec §7 content service call: entries by content type, locale, partner code, include depth)
// are plain GETs, and the official `contentful` package brings axios, lodash and qs (~45 KB
// compressed) to a page's first script. It is `createContent`'s default client; the official
// one stays available as `createContentfulClient`.
//
// It keeps the contract `content.ts` relies on: nothing is sent at creation; `getEntries`
// answers `{items, includes}` with links resolved from `includes` (unresolvable links stay
// links, as with the official client); a failure is an Error whose JSON message carries the
// HTTP `status`, the way the official client reports it (contentError.ts). No retries: the
// query layer retries (spec §8).
//
// Requests are addressed by entriesRequest.ts (the delivery token as `access_token`: no
// preflight).
import { HTTP_TIMEOUT_MS } from '../rules/constants';
import { checkContentHost } from './contentHost';
import { deliveryBase, entriesUrl } from './entriesRequest';
import type { ContentfulClientLike } from './content';

export interface DeliveryClientOptions {
  /** Content space id (`avios-sandbox` in the sandbox). */
  space: string;
  /** Content environment. Defaults to `master`. */
  environment?: string;
  /** Delivery API token (read-only, public). */
  accessToken: string;
  /** Host name with an optional port and no scheme. Defaults to `cdn.contentful.com`. */
  host?: string;
  /** Plain http instead of https. Defaults to `true` for a loopback host, else `false`. */
  insecure?: boolean;
  /** Abort a request after this many milliseconds. Defaults to 10 s (spec §9 HTTP timeout). */
  timeoutMs?: number;
  /** Fetch implementation, for tests. Defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

interface Sys {
  id: string;
  type: string;
  linkType?: string;
}
interface Entity {
  sys: Sys;
  fields?: Record<string, unknown>;
  [key: string]: unknown;
}
interface Collection {
  items: Entity[];
  includes?: { Entry?: Entity[]; Asset?: Entity[] };
  [key: string]: unknown;
}

function isLink(value: unknown): value is { sys: Sys } {
  const sys = (value as { sys?: Partial<Sys> } | null)?.sys;
  return typeof sys === 'object' && sys !== null && sys.type === 'Link';
}

/**
 * Replaces every `{sys: {type: 'Link', linkType, id}}` inside the items and includes with the
 * included entity of that type and id, in place, like the official client
 * (contentful-resolve-response): shared objects, so cycles stay cycles. Links to entities
 * that are not included stay as they are.
 */
export function resolveLinks(collection: Collection): Collection {
  const all = [
    ...collection.items,
    ...(collection.includes?.Entry ?? []),
    ...(collection.includes?.Asset ?? []),
  ];
  const byKey = new Map<string, Entity>();
  for (const entity of all) {
    if (entity?.sys) byKey.set(`${entity.sys.type}!${entity.sys.id}`, entity);
  }
  const seen = new Set<object>();
  const walk = (node: unknown): unknown => {
    if (isLink(node)) return byKey.get(`${node.sys.linkType}!${node.sys.id}`) ?? node;
    if (typeof node !== 'object' || node === null || seen.has(node)) return node;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key !== 'sys') record[key] = walk(record[key]);
    }
    return node;
  };
  for (const entity of all) walk(entity);
  return collection;
}

/** The official client's error shape: the JSON report as message, the API's error id as name. */
function httpError(response: Response, data: unknown): Error {
  const body = (data ?? {}) as { sys?: { id?: unknown }; message?: unknown; details?: unknown };
  const error = new Error(
    JSON.stringify({
      status: response.status,
      statusText: response.statusText,
      message: typeof body.message === 'string' ? body.message : '',
      details: body.details ?? {},
    }),
  );
  error.name =
    typeof body.sys?.id === 'string' ? body.sys.id : `${response.status} ${response.statusText}`;
  return error;
}

/** Builds the client. Validates the host now; sends nothing until the first query. */
export function createDeliveryClient(options: DeliveryClientOptions): ContentfulClientLike {
  const base = deliveryBase({
    ...options,
    host: options.host === undefined ? undefined : checkContentHost(options.host),
  });
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;

  async function getEntries(query: Record<string, unknown> = {}): Promise<Collection> {
    const doFetch = options.fetch ?? fetch;
    const response = await doFetch(entriesUrl(base, query, options.accessToken), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw httpError(response, data);
    const collection = data as Collection | undefined;
    return Array.isArray(collection?.items) ? resolveLinks(collection) : (data as Collection);
  }

  async function getEntry(id: string, query: Record<string, unknown> = {}): Promise<Entity> {
    // The official client asks the collection endpoint too when links are to be resolved.
    const { items } = await getEntries({ ...query, 'sys.id': id });
    const entry = items?.[0];
    if (entry) return entry;
    const error = new Error('The resource could not be found.');
    error.name = 'NotFound';
    throw error;
  }

  return { getEntries, getEntry };
}
