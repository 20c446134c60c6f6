// The Delivery API over a space export: entries and assets shaped for one locale (with
// Contentful's locale fallback), links collected into `includes` up to the `include` depth.
import { badRequest, invalidQuery, notFound } from './deliveryError';
import type {
  AssetRecord,
  ContentExport,
  ContentTypeRecord,
  EntryRecord,
  LocalizedField,
  LocaleRecord,
} from './exportFormat';
import { applySearch, applySelect } from './query';
import type { SearchQuery } from './query';

export interface DeliveryOptions {
  space: string;
  environment: string;
  /** Rewrites an asset's stored `file.url` (e.g. to the host the request came to). */
  assetUrl?: (storedUrl: string) => string;
}

type Shaped = { sys: Record<string, unknown>; fields: Record<string, unknown>; metadata: object };

const linkTo = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

export function createDelivery(content: ContentExport, options: DeliveryOptions) {
  const defaultLocale = content.locales.find((l) => l.default) ?? content.locales[0];
  if (!defaultLocale) throw new Error('The content export has no locales.');
  const locales = new Map(content.locales.map((l) => [l.code as string, l]));
  const types = new Map(content.contentTypes.map((t) => [t.sys.id, t]));
  const entries = new Map(content.entries.map((e) => [e.sys.id, e]));
  const assets = new Map(content.assets.map((a) => [a.sys.id, a]));
  const assetUrl = options.assetUrl ?? ((url: string) => url);

  /** The requested locale followed by its fallbacks (spec: missing fields fall back). */
  function chain(locale: string): string[] {
    const codes: string[] = [];
    let current: LocaleRecord | undefined = locales.get(locale);
    while (current && !codes.includes(current.code)) {
      codes.push(current.code);
      current = current.fallbackCode ? locales.get(current.fallbackCode) : undefined;
    }
    return codes;
  }

  function checkLocale(locale: string | undefined): string {
    if (locale === undefined) return defaultLocale!.code;
    if (locale === '*' || locales.has(locale)) return locale;
    throw badRequest(`Unknown locale: ${locale}`);
  }

  function pick(value: LocalizedField, codes: string[]): unknown {
    for (const code of codes) if (value[code] !== undefined) return value[code];
    return undefined;
  }

  function shapeFields(
    fields: Record<string, LocalizedField>,
    locale: string,
    localized: (id: string) => boolean,
  ): Record<string, unknown> {
    if (locale === '*') return fields;
    const codes = chain(locale);
    const out: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(fields)) {
      const v = localized(id) ? pick(value, codes) : value[defaultLocale!.code];
      if (v !== undefined) out[id] = v;
    }
    return out;
  }

  function baseSys(record: EntryRecord | AssetRecord, locale: string) {
    return {
      space: linkTo('Space', options.space),
      id: record.sys.id,
      type: record.sys.type,
      createdAt: record.sys.createdAt,
      updatedAt: record.sys.updatedAt,
      environment: linkTo('Environment', options.environment),
      publishedVersion: record.sys.publishedVersion ?? 1,
      revision: record.sys.publishedCounter ?? 1,
      ...(locale === '*' ? {} : { locale }),
    };
  }

  function shapeEntry(entry: EntryRecord, locale: string): Shaped {
    const type = types.get(entry.sys.contentType.sys.id);
    const localized = (id: string) => type?.fields.find((f) => f.id === id)?.localized ?? false;
    return {
      metadata: { tags: [], concepts: [] },
      sys: { ...baseSys(entry, locale), contentType: entry.sys.contentType },
      fields: shapeFields(entry.fields, locale, localized),
    };
  }

  function rewriteFile(file: unknown): unknown {
    if (!file || typeof file !== 'object' || !('url' in file)) return file;
    return { ...file, url: assetUrl(String((file as { url: unknown }).url)) };
  }

  function shapeAsset(asset: AssetRecord, locale: string): Shaped {
    const fields = shapeFields(asset.fields, locale, () => true);
    if (locale === '*') {
      const files = Object.entries(asset.fields.file).map(([code, f]) => [code, rewriteFile(f)]);
      fields.file = Object.fromEntries(files);
    } else {
      fields.file = rewriteFile(fields.file);
    }
    return { metadata: { tags: [], concepts: [] }, sys: baseSys(asset, locale), fields };
  }

  /** Every `{sys: {type: 'Link'}}` inside a value: link fields, arrays, rich-text targets. */
  function collectLinks(value: unknown, found: { linkType: string; id: string }[]): void {
    if (Array.isArray(value)) {
      for (const v of value) collectLinks(v, found);
    } else if (value && typeof value === 'object') {
      const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
      if (sys?.type === 'Link' && sys.linkType && sys.id) {
        found.push({ linkType: sys.linkType, id: sys.id });
        return;
      }
      for (const v of Object.values(value)) collectLinks(v, found);
    }
  }

  function includesFor(items: Shaped[], depth: number, locale: string) {
    const seen = new Set(items.map((i) => `Entry:${String(i.sys.id)}`));
    const included = { Entry: [] as Shaped[], Asset: [] as Shaped[] };
    const errors: object[] = [];
    let frontier = items;
    for (let level = 0; level < depth && frontier.length > 0; level++) {
      const links: { linkType: string; id: string }[] = [];
      for (const item of frontier) collectLinks(item.fields, links);
      const next: Shaped[] = [];
      for (const { linkType, id } of links) {
        const key = `${linkType}:${id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const entry = linkType === 'Entry' ? entries.get(id) : undefined;
        const asset = linkType === 'Asset' ? assets.get(id) : undefined;
        if (entry) {
          const shaped = shapeEntry(entry, locale);
          included.Entry.push(shaped);
          next.push(shaped);
        } else if (asset) {
          included.Asset.push(shapeAsset(asset, locale));
        } else {
          errors.push({
            sys: { id: 'notResolvable', type: 'error' },
            details: { type: 'Link', linkType, id },
          });
        }
      }
      frontier = next;
    }
    return { included, errors };
  }

  function page<T>(all: T[], query: SearchQuery) {
    return {
      sys: { type: 'Array' },
      total: all.length,
      skip: query.skip,
      limit: query.limit,
      items: all.slice(query.skip, query.skip + query.limit),
    };
  }

  function shapeContentType(type: ContentTypeRecord) {
    return {
      sys: {
        space: linkTo('Space', options.space),
        id: type.sys.id,
        type: 'ContentType',
        createdAt: type.sys.createdAt,
        updatedAt: type.sys.updatedAt,
        environment: linkTo('Environment', options.environment),
        revision: type.sys.publishedCounter ?? 1,
      },
      displayField: type.displayField,
      name: type.name,
      description: type.description,
      fields: type.fields,
    };
  }

  return {
    space() {
      return {
        sys: { type: 'Space', id: options.space },
        name: 'Avios sandbox',
        locales: content.locales.map(({ code, default: d, name, fallbackCode }) => ({
          code,
          default: d,
          name,
          fallbackCode,
        })),
      };
    },

    locales() {
      const items = content.locales.map((l) => ({
        code: l.code,
        name: l.name,
        default: l.default,
        fallbackCode: l.fallbackCode,
        sys: { id: l.sys.id, type: 'Locale', version: l.sys.version },
      }));
      return { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items };
    },

    contentTypes(query: SearchQuery) {
      const all = applySearch(content.contentTypes.map(shapeContentType), query);
      return page(all, query);
    },

    contentType(id: string) {
      const type = types.get(id);
      if (!type) throw notFound('ContentType', id);
      return shapeContentType(type);
    },

    entries(query: SearchQuery) {
      const locale = checkLocale(query.locale);
      if (query.contentType && !types.has(query.contentType)) {
        throw invalidQuery([{ name: 'unknownContentType', value: query.contentType }]);
      }
      const candidates = content.entries
        .filter((e) => !query.contentType || e.sys.contentType.sys.id === query.contentType)
        .map((e) => shapeEntry(e, locale === '*' ? defaultLocale!.code : locale));
      // filter and order on one locale's values; '*' answers every locale's values
      const ids = applySearch(candidates, query).map((e) => String(e.sys.id));
      const ordered = ids.map((id) => shapeEntry(entries.get(id)!, locale));
      const result = page(ordered, query);
      const { included, errors } = includesFor(result.items, query.include, locale);
      return {
        ...result,
        items: result.items.map((i) => applySelect(i, query.select)),
        ...(query.include > 0 ? { includes: included } : {}),
        ...(errors.length ? { errors } : {}),
      };
    },

    entry(id: string, query: SearchQuery) {
      const entry = entries.get(id);
      if (!entry) throw notFound('Entry', id, { space: options.space });
      return shapeEntry(entry, checkLocale(query.locale));
    },

    assets(query: SearchQuery) {
      const locale = checkLocale(query.locale);
      const all = applySearch(
        content.assets.map((a) => shapeAsset(a, locale)),
        query,
      );
      return page(all, query);
    },

    asset(id: string, query: SearchQuery) {
      const asset = assets.get(id);
      if (!asset) throw notFound('Asset', id, { space: options.space });
      return shapeAsset(asset, checkLocale(query.locale));
    },
  };
}
