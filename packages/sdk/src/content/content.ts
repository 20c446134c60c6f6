// Page copy from the hosted content service (spec §1, §3 error message content, §5 content
// validation, §7 content service call), through the small Delivery API client by default
// (deliveryClient.ts), or the official `contentful` package when the host passes
// `client: createContentfulClient(options)`.
import type { CreateClientParams } from 'contentful';
import { z } from '../schemas/zodSettings';
import { isSdkError } from '../errors/sdkError';
import { HTTP_TIMEOUT_MS } from '../rules/constants';
import type { Partner } from '../rules/constants';
import { contentEntriesSchema } from '../schemas/content';
import { parseAnswer } from '../schemas/parseAnswer';
import { toContentError } from './contentError';
import { LOOPBACK, checkContentHost } from './contentHost';
import { createDeliveryClient } from './deliveryClient';
import { DEFAULT_INCLUDE, entriesQuery } from './entriesRequest';
import { validateRichText } from './richText';
import type { RichTextDocument } from './richText';

/** spec §7: linked entries are resolved two levels deep. */

/**
 * The part of the Contentful client the SDK uses. Tests pass a fake through
 * `ContentOptions.client`; the real client satisfies it.
 */
export interface ContentfulClientLike {
  getEntries(query: Record<string, unknown>): Promise<unknown>;
  getEntry(id: string, query?: Record<string, unknown>): Promise<unknown>;
}

export interface ContentOptions {
  /** Content space id (`avios-sandbox` in the sandbox). */
  space: string;
  /** Content environment (`master`). */
  environment: string;
  /** Delivery API token. */
  accessToken: string;
  /**
   * Host name with an optional port and no scheme (`localhost:4012`). A scheme is rejected:
   * the Contentful client would silently fall back to the public CDN.
   * Defaults to Contentful's CDN (`cdn.contentful.com`).
   */
  host?: string;
  /** Plain http instead of https. Defaults to `true` for a loopback host, else `false`. */
  insecure?: boolean;
  /** The current content locale (`es-ES`); read on every call. */
  getLocale: () => string;
  /** The current partner; its lowercase code filters `fields.partnerCode` on every call. */
  getPartner: () => Partner;
  /**
   * A ready client: `createContentfulClient(options)` for the official Contentful package, or
   * a fake in tests. Defaults to `createDeliveryClient` on the options above (a few hundred
   * bytes over `fetch`, no CORS preflight).
   */
  client?: ContentfulClientLike;
  /**
   * The `fetch` the default Delivery API client uses. Defaults to the global one; the
   * elements pass one that first hands out the answers their loader asked for early.
   */
  fetch?: typeof fetch;
}

export interface GetEntriesOptions<T> {
  /** Defaults to `getLocale()`. */
  locale?: string;
  /** Defaults to `getPartner()`. */
  partner?: Partner;
  /** Extra field filters; `errorCode: 'x'` is sent as `fields.errorCode=x`. Defaults to none. */
  filters?: Record<string, string>;
  /** Depth of linked entries to resolve. Defaults to `2`. */
  include?: number;
  /** Schema (zod 4, classic or mini) the fields of every item must match. Defaults to any object. */
  fields?: z.core.$ZodType<T>;
}

export interface GetEntryOptions<T> {
  /** Defaults to `getLocale()`. */
  locale?: string;
  /** Defaults to `2`. */
  include?: number;
  /** Schema (zod 4, classic or mini) the entry's fields must match. Defaults to any object. */
  fields?: z.core.$ZodType<T>;
}

/** spec §3: error message content, looked up by error code. */
export interface ErrorMessageContent {
  title: string;
  textContent: string | RichTextDocument;
}

export interface Content {
  /** Fields of the entries of `contentType` for the current locale and partner; never empty. */
  getEntries<T = Record<string, unknown>>(
    contentType: string,
    options?: GetEntriesOptions<T>,
  ): Promise<T[]>;
  /** Fields of one entry by id. */
  getEntry<T = Record<string, unknown>>(id: string, options?: GetEntryOptions<T>): Promise<T>;
  /** Title and text for an error code, or `undefined` when content has none (never throws). */
  errorMessage(
    code: string,
    options?: { locale?: string; partner?: Partner },
  ): Promise<ErrorMessageContent | undefined>;
}

export { checkContentHost };

/**
 * What the official client is built from: the Delivery API access and nothing else, so
 * `createAvios`'s `content` options (or `createContent`'s) can be passed as they are, and
 * switching to the official client is one option:
 * `content: { ...delivery, client: createContentfulClient(delivery) }`.
 */
export type ContentfulClientOptions = Pick<
  ContentOptions,
  'space' | 'environment' | 'accessToken' | 'host' | 'insecure'
>;

/**
 * Builds the official Contentful client, for hosts that prefer it to the default
 * (`client: createContentfulClient(options)`). It sends nothing until the first query, and
 * the `contentful` package (with axios, ~45 KB compressed) is only loaded then (dynamic
 * `import()`): it is an optional peer dependency of `@avios/sdk`, which a host installs only
 * to use this client.
 */
export function createContentfulClient(options: ContentfulClientOptions): ContentfulClientLike {
  const host = options.host === undefined ? undefined : checkContentHost(options.host);
  const params: CreateClientParams = {
    space: options.space,
    environment: options.environment,
    accessToken: options.accessToken,
    ...(host === undefined ? {} : { host }),
    insecure: options.insecure ?? (host !== undefined && LOOPBACK.test(host)),
    timeout: HTTP_TIMEOUT_MS, // spec §9: HTTP timeout 10 s
    // spec §8 query retry: the query layer retries (3 attempts); retrying here as well would
    // multiply the attempts and the wait.
    retryOnError: false,
  };
  let real: Promise<ContentfulClientLike> | undefined;
  const client = (): Promise<ContentfulClientLike> => {
    real ??= import('contentful').then(
      ({ createClient }) => createClient(params) as unknown as ContentfulClientLike,
      (e: unknown) => {
        real = undefined; // a failed chunk load is retried by the next query
        throw e;
      },
    );
    return real;
  };
  return {
    getEntries: async (query) => (await client()).getEntries(query),
    getEntry: async (id, query) => (await client()).getEntry(id, query),
  };
}

/** `errorCode` -> `fields.errorCode`; `sys.id` and `fields.x` stay as they are. */
function textOrRichText(value: unknown, what: string): string | RichTextDocument | undefined {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return validateRichText(value, what);
  return undefined;
}

/** Builds the content reader. Validates the options now; sends nothing until asked. */
export function createContent(options: ContentOptions): Content {
  const client = options.client ?? createDeliveryClient(options);

  async function getEntries<T = Record<string, unknown>>(
    contentType: string,
    entriesOptions: GetEntriesOptions<T> = {},
  ): Promise<T[]> {
    const partner = entriesOptions.partner ?? options.getPartner();
    const query = entriesQuery(contentType, {
      partner,
      locale: entriesOptions.locale ?? options.getLocale(),
      ...(entriesOptions.filters ? { filters: entriesOptions.filters } : {}),
      ...(entriesOptions.include !== undefined ? { include: entriesOptions.include } : {}),
    });
    const what = `content type '${contentType}'`;
    let answer: unknown;
    try {
      answer = await client.getEntries(query);
    } catch (e) {
      throw toContentError(e, what);
    }
    // spec §5: the items list must not be empty (paths: ['items']).
    const parsed = parseAnswer(contentEntriesSchema(entriesOptions.fields), answer, what);
    return parsed.items.map((item) => item.fields as T);
  }

  async function getEntry<T = Record<string, unknown>>(
    id: string,
    entryOptions: GetEntryOptions<T> = {},
  ): Promise<T> {
    const what = `content entry '${id}'`;
    let answer: unknown;
    try {
      answer = await client.getEntry(id, {
        locale: entryOptions.locale ?? options.getLocale(),
        include: entryOptions.include ?? DEFAULT_INCLUDE,
      });
    } catch (e) {
      throw toContentError(e, what);
    }
    const entrySchema = z.looseObject({
      sys: z.looseObject({ id: z.string() }),
      fields: entryOptions.fields ?? z.record(z.string(), z.unknown()),
    });
    return parseAnswer(entrySchema, answer, what).fields as T;
  }

  async function errorMessage(
    code: string,
    lookup: { locale?: string; partner?: Partner } = {},
  ): Promise<ErrorMessageContent | undefined> {
    try {
      const [entry] = await getEntries<Record<string, unknown>>('errorMessage', {
        ...lookup,
        filters: { errorCode: code },
      });
      const title = entry?.title;
      const textContent = textOrRichText(entry?.textContent, `error message '${code}'`);
      if (typeof title !== 'string' || textContent === undefined) return undefined;
      return { title, textContent };
    } catch (e) {
      // No content for this code is normal: the caller shows the catalogue's fallback text.
      const none =
        isSdkError(e) && e.code === 'schema_validation_failed' && e.paths?.[0] === 'items';
      if (!none) console.warn(`[avios/sdk] error message '${code}' could not be loaded`, e);
      return undefined;
    }
  }

  return { getEntries, getEntry, errorMessage };
}
