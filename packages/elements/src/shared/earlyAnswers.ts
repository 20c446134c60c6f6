// The first screen's reads, started by the loader the moment an element connects, in parallel
// with the download of its runtime: the content, the products and the visitor prices the
// screen shows first (@avios/react FIRST_READS), asked with plain `fetch`, addressed by the
// very functions the SDK's own requests are addressed by (@avios/sdk/api `apiRequestUrl`,
// @avios/sdk/content `entriesUrl`). Nothing is parsed or trusted here: the runtime's SDK asks
// for the same reads through `earlyFetch`, which hands it the answer already in flight instead
// of sending the request again, and checks it with the same schemas as every other answer
// (a bad answer is `schema_validation_failed`, as always). Each read is sent once per page.
//
// The answers are only started for a visitor who cannot be signed in (no identity provider
// session marker, no sign-in callback in the address): a member's prices wait for the member,
// as on the page itself. An element whose page address opens it elsewhere (`avios-path`) or
// whose configuration is incomplete starts nothing; it then reads as it always did.
import {
  PRODUCTS_ROUTE,
  apiRequestUrl,
  apiRoot,
  applicationHeaders,
  genericPricesRoute,
} from '@avios/sdk/api';
import { deliveryBase, entriesQuery, entriesUrl } from '@avios/sdk/content';
import { CONTEXT_COOKIES, createDocumentCookieJar, resolveContext } from '@avios/sdk/context';
import { PRODUCTS } from '@avios/sdk/rules';
import { mayHaveSession } from '@avios/sdk/session';
import { firstReadsOf } from '@avios/react/screens';
import { SCREENS_BY_KIND } from '../elements';
import type { ElementKind } from '../elements';
import { addressesOf, contextWanted, cookiesOf, definedOf, pickerOf } from './addresses';
import type { ElementConfigProps } from './config';
import { provideStarter } from './earlyQueue';
import { pageConfig } from './pageConfig';

interface EarlyRead {
  answer: Promise<Response>;
  settled: boolean;
  taken: boolean;
}

/** The reads in flight or answered, by address and language (one request per page). */
const reads = new Map<string, EarlyRead>();
/** Each element's reads, when they are all its first screen reads. */
const complete = new WeakMap<Element, EarlyRead[]>();

const LANGUAGE_HEADER = 'X-Application-Language';
const keyOf = (url: string, language: string | null | undefined) => `${language ?? ''} ${url}`;

function send(url: string, headers?: Record<string, string>): EarlyRead {
  const key = keyOf(url, headers?.[LANGUAGE_HEADER]);
  const known = reads.get(key);
  if (known) return known;
  const read: EarlyRead = {
    answer: fetch(url, headers ? { headers } : {}),
    settled: false,
    taken: false,
  };
  const settle = () => void (read.settled = true);
  read.answer.then(settle, settle);
  reads.set(key, read);
  return read;
}

/**
 * Starts the first screen's reads of a `kind` element with these attribute values, if the
 * element will open on its first screen for a visitor. Never throws: anything it cannot
 * address is left to the runtime.
 */
export function startFirstReads(kind: ElementKind, host: Element, values: ElementConfigProps) {
  try {
    if (typeof fetch !== 'function' || typeof location === 'undefined') return;
    const params = new URLSearchParams(location.search);
    // opens on another screen, or comes back from a sign-in: not a visitor's first screen
    if (params.has('avios-path') || (params.has('state') && params.has('code'))) return;
    const page = pageConfig();
    const pick = pickerOf(values, page);
    const addresses = addressesOf(pick)?.values;
    if (!addresses?.apiUrl || !addresses.clientIds) return;
    if (!addresses.contentSpace || !addresses.contentToken) return;
    const { content = [], prices } = firstReadsOf(SCREENS_BY_KIND[kind][0]);
    // spec §4 Context: the cookies (the elements' own prefix), then the element's attributes
    const storage = cookiesOf(pick);
    const jar =
      storage.persist === 'none' ? undefined : createDocumentCookieJar({ prefix: storage.prefix });
    const kept = resolveContext({
      partner: jar?.get(CONTEXT_COOKIES.partner),
      language: jar?.get(CONTEXT_COOKIES.language),
      market: jar?.get(CONTEXT_COOKIES.market),
    });
    const { partner, language } = resolveContext(
      contextWanted({ ...page, ...definedOf(values) }),
      kept,
    );
    const base = deliveryBase({
      space: addresses.contentSpace,
      environment: addresses.contentEnvironment,
      host: addresses.contentHost,
    });
    const started = content.map((read) =>
      send(
        entriesUrl(
          base,
          entriesQuery(read.type, {
            partner,
            locale: language,
            ...(read.filters ? { filters: read.filters } : {}),
          }),
          addresses.contentToken!,
        ),
      ),
    );
    if (prices) {
      // spec §6: a member's prices are the member's; only a visitor's are known in advance
      if (mayHaveSession({ clientId: addresses.clientIds[partner] })) return;
      const root = apiRoot(addresses.apiUrl, addresses.apiPath);
      const headers = applicationHeaders(language);
      const route = genericPricesRoute(PRODUCTS[prices].pricesProduct);
      started.push(
        send(apiRequestUrl(root, PRODUCTS_ROUTE, partner).href, headers),
        send(apiRequestUrl(root, route, partner).href, headers),
      );
    }
    if (started.length > 0) complete.set(host, started);
  } catch {
    // an address the SDK will refuse with its own error: nothing started
  }
}

// the loader's waiting elements start now, as this chunk evaluates, before the runtime does
provideStarter(startFirstReads);

/**
 * How far `host`'s first screen reads are: `none` when its loader did not start all of them,
 * `answered` when every one has its answer, else the promise of their answers.
 */
export function firstReadsProgress(host: Element | undefined): 'none' | 'answered' | Promise<void> {
  const started = host && complete.get(host);
  if (!started) return 'none';
  if (started.every((read) => read.settled)) return 'answered';
  return Promise.all(started.map((read) => read.answer.catch(() => undefined))).then(
    () => undefined,
  );
}

/** The answer to a request the loader already sent, handed out once; else `undefined`. */
function takeEarly(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const headers = new Headers(init?.headers);
  // an answer for a visitor is never a signed-in member's
  if (headers.has('Authorization')) return undefined;
  const read = reads.get(keyOf(url, headers.get(LANGUAGE_HEADER)));
  if (!read || read.taken) return undefined;
  read.taken = true;
  return read.answer;
}

/**
 * The SDK's `fetch` in the elements: a request the loader already sent gets that request's
 * answer (the caller's timeout and cancellation still apply); any other goes out as usual.
 */
export const earlyFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const early = takeEarly(url, init);
  if (!early) return fetch(input, init);
  const signal = init?.signal;
  if (!signal) return early;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};
