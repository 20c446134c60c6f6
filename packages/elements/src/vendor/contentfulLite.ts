// A small Contentful Delivery API client over `fetch`, swapped in for the `contentful`
// package in the element bundles only (vite alias). The real client is ~41 KB brotli
// (axios, lodash, retries) and the content calls <avios-purchase> needs to show priced
// packages are plain GETs, so it would cost two thirds of the 60 KB budget.
// It keeps the contract the SDK relies on (packages/sdk/src/content): `createClient` sends
// nothing; `getEntries` answers `{items, includes}` with links resolved from `includes`
// (unresolvable links stay as links); failures are Errors whose JSON message carries the
// HTTP `status`, the way the real client reports them (see contentError.ts).

export interface ContentfulLiteOptions {
  space: string;
  environment?: string;
  accessToken: string;
  /** Host name with an optional port and no scheme. Defaults to `cdn.contentful.com`. */
  host?: string;
  /** Plain http. Defaults to `false`. */
  insecure?: boolean;
  /** Abort after this many milliseconds. Defaults to `30_000` (the real client's default). */
  timeout?: number;
  /** Fetch implementation, for tests. Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Accepted for compatibility with the real client and ignored. */
  [option: string]: unknown;
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

export interface ContentfulLiteClient {
  getEntries(query?: Record<string, unknown>): Promise<Collection>;
  getEntry(id: string, query?: Record<string, unknown>): Promise<Entity>;
}

function isLink(value: unknown): value is { sys: Sys } {
  const sys = (value as { sys?: Partial<Sys> } | null)?.sys;
  return typeof sys === 'object' && sys !== null && sys.type === 'Link';
}

/**
 * Replaces every `{sys: {type: 'Link', linkType, id}}` below `items` with the included entity
 * of that type and id, in place, like contentful-resolve-response (shared objects, so cycles
 * stay cycles). Links to entities that are not included are left as they are.
 */
export function resolveLinks(collection: Collection): Collection {
  const byKey = new Map<string, Entity>();
  const all = [
    ...collection.items,
    ...(collection.includes?.Entry ?? []),
    ...(collection.includes?.Asset ?? []),
  ];
  for (const entity of all) byKey.set(`${entity.sys.type}!${entity.sys.id}`, entity);
  const seen = new Set<object>();
  const walk = (node: unknown): unknown => {
    if (isLink(node)) return byKey.get(`${node.sys.linkType}!${node.sys.id}`) ?? node;
    if (typeof node !== 'object' || node === null || seen.has(node)) return node;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key === 'sys') continue;
      record[key] = walk(record[key]);
    }
    return node;
  };
  for (const entity of all) walk(entity);
  return collection;
}

function toSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

function httpError(response: Response, data: unknown): Error {
  const body = (data ?? {}) as { sys?: { id?: string }; message?: string; details?: unknown };
  const error = new Error(
    JSON.stringify({
      status: response.status,
      statusText: response.statusText,
      message: body.message ?? '',
      details: body.details ?? {},
    }),
  );
  error.name = body.sys?.id ?? `${response.status} ${response.statusText}`;
  return error;
}

/** Builds the client. It sends nothing until the first query. */
export function createClient(options: ContentfulLiteOptions): ContentfulLiteClient {
  const scheme = options.insecure ? 'http' : 'https';
  const host = options.host ?? 'cdn.contentful.com';
  const environment = options.environment ?? 'master';
  const base = `${scheme}://${host}/spaces/${encodeURIComponent(options.space)}/environments/${encodeURIComponent(environment)}`;
  const timeout = options.timeout ?? 30_000;

  async function getEntries(query: Record<string, unknown> = {}): Promise<Collection> {
    const doFetch = options.fetch ?? fetch;
    const response = await doFetch(`${base}/entries?${toSearch(query)}`, {
      headers: { Authorization: `Bearer ${options.accessToken}` },
      signal: AbortSignal.timeout(timeout),
    });
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw httpError(response, data);
    const collection = data as Collection;
    return Array.isArray(collection?.items) ? resolveLinks(collection) : collection;
  }

  async function getEntry(id: string, query: Record<string, unknown> = {}): Promise<Entity> {
    const { items } = await getEntries({ ...query, 'sys.id': id });
    const entry = items?.[0];
    if (entry) return entry;
    // Same as the real client: a NotFound error without an HTTP status.
    const error = new Error('The resource could not be found.');
    error.name = 'NotFound';
    throw error;
  }

  return { getEntries, getEntry };
}
