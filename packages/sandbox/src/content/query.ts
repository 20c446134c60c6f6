// Reads a Delivery API search query (`content_type`, `locale`, `include`, `limit`, `skip`,
// `order`, `select`, `fields.x[op]=`, `sys.id[op]=`) and applies its filters and order to
// entries already shaped for one locale.
import { badRequest, invalidQuery } from './deliveryError';

type FilterOp = 'eq' | 'ne' | 'in' | 'nin' | 'all' | 'exists' | 'lt' | 'lte' | 'gt' | 'gte';

interface Filter {
  path: string[];
  op: FilterOp;
  value: string;
}

export interface SearchQuery {
  /** A locale code, `'*'` for every locale, or undefined for the default locale. */
  locale?: string;
  include: number;
  limit: number;
  skip: number;
  contentType?: string;
  filters: Filter[];
  order: { path: string[]; desc: boolean }[];
  select?: string[];
}

const OPS = new Set<FilterOp>(['ne', 'in', 'nin', 'all', 'exists', 'lt', 'lte', 'gt', 'gte']);
const PLAIN_KEYS = new Set([
  'access_token',
  'locale',
  'include',
  'limit',
  'skip',
  'order',
  'select',
  'content_type',
]);

function integer(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw badRequest(`The "${name}" parameter must be an integer between 0 and ${max}.`);
  }
  return value;
}

/** Parses the query string of an entries or assets request. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const filters: Filter[] = [];
  let contentType = params.get('content_type') ?? undefined;
  for (const [key, value] of params) {
    if (PLAIN_KEYS.has(key)) continue;
    const match = /^((?:fields|sys|metadata)(?:\.[A-Za-z0-9_]+)+)(?:\[([a-z]+)\])?$/.exec(key);
    if (!match) continue; // the real service ignores parameters it does not know
    const path = (match[1] ?? '').split('.');
    const op = (match[2] ?? 'eq') as FilterOp;
    if (op !== 'eq' && !OPS.has(op)) {
      throw invalidQuery([{ name: 'unknownOperator', value: op, details: key }]);
    }
    if (key === 'sys.contentType.sys.id') {
      contentType = value;
      continue;
    }
    filters.push({ path, op, value });
  }
  if (!contentType && filters.some((f) => f.path[0] === 'fields')) {
    throw invalidQuery([
      {
        name: 'contentTypeRequired',
        details: 'Filtering on fields needs the content_type parameter.',
      },
    ]);
  }
  const order = (params.get('order') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({
      desc: part.startsWith('-'),
      path: part.replace(/^-/, '').split('.'),
    }));
  const select = params
    .get('select')
    ?.split(',')
    .map((s) => s.trim());
  return {
    locale: params.get('locale') ?? undefined,
    include: integer(params, 'include', 1, 10),
    limit: integer(params, 'limit', 100, 1000),
    skip: integer(params, 'skip', 0, Number.MAX_SAFE_INTEGER),
    contentType,
    filters,
    order,
    ...(select ? { select } : {}),
  };
}

function valueAt(record: unknown, path: string[]): unknown {
  let current = record;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Compares a stored value with a query string, coercing the string to the value's type. */
function compare(actual: unknown, expected: string): number {
  if (typeof actual === 'number') return actual - Number(expected);
  if (typeof actual === 'boolean') return Number(actual) - Number(expected === 'true');
  const text = String(actual);
  if (ISO_DATE.test(text) && ISO_DATE.test(expected))
    return Date.parse(text) - Date.parse(expected);
  return text < expected ? -1 : text > expected ? 1 : 0;
}

function matches(actual: unknown, filter: Filter): boolean {
  const values = Array.isArray(actual) ? actual : actual === undefined ? [] : [actual];
  const list = filter.value.split(',');
  const equal = (v: unknown, e: string) => v !== undefined && compare(v, e) === 0;
  switch (filter.op) {
    case 'eq':
      return values.some((v) => equal(v, filter.value));
    case 'ne':
      return !values.some((v) => equal(v, filter.value));
    case 'in':
      return values.some((v) => list.some((e) => equal(v, e)));
    case 'nin':
      return !values.some((v) => list.some((e) => equal(v, e)));
    case 'all':
      return list.every((e) => values.some((v) => equal(v, e)));
    case 'exists':
      return (actual !== undefined) === (filter.value === 'true');
    case 'lt':
      return values.some((v) => compare(v, filter.value) < 0);
    case 'lte':
      return values.some((v) => compare(v, filter.value) <= 0);
    case 'gt':
      return values.some((v) => compare(v, filter.value) > 0);
    case 'gte':
      return values.some((v) => compare(v, filter.value) >= 0);
  }
}

/** Keeps the records that pass every filter, then sorts them by `order` (stable). */
export function applySearch<T>(records: T[], query: SearchQuery): T[] {
  const kept = records.filter((r) => query.filters.every((f) => matches(valueAt(r, f.path), f)));
  if (query.order.length === 0) return kept;
  return kept
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      for (const { path, desc } of query.order) {
        const x = valueAt(a.record, path);
        const y = valueAt(b.record, path);
        if (x === y) continue;
        if (x === undefined) return 1;
        if (y === undefined) return -1;
        const diff = compare(x, String(y));
        if (diff !== 0) return desc ? -diff : diff;
      }
      return a.index - b.index;
    })
    .map(({ record }) => record);
}

/** Applies `select` (`fields.title`, `sys`, …); `sys.id` and `sys.type` always stay. */
export function applySelect<T extends { sys: object; fields?: object }>(
  record: T,
  select: string[] | undefined,
): T {
  if (!select || select.includes('fields')) return record;
  const fields: Record<string, unknown> = {};
  for (const path of select) {
    const [root, name] = path.split('.');
    if (root === 'fields' && name && record.fields && name in record.fields) {
      fields[name] = (record.fields as Record<string, unknown>)[name];
    }
  }
  return { ...record, fields };
}
