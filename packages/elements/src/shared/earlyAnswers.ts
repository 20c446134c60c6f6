// The first screen's reads, started by the loader the moment an element connects, in parallel
// with the download of its runtime: the content, the products and the visitor prices the
// screen shows first (@avios/react FIRST_READS), asked with plain `fetch`, addressed by the
// very functions the SDK's own requests are addressed by (@avios/sdk/api `apiRequestUrl`,
// @avios/sdk/content `entriesUrl`). Nothing is parsed or trusted here: the runtime's SDK asks
// for the same reads through `earlyFetch` (earlyStore.ts, in the loader), which hands it the
// answer already in flight instead of sending the request again, and checks it with the same
// schemas as every other answer (a bad answer is `schema_validation_failed`, as always). Each
// read is sent once per page.
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
import { markComplete, provideStarter, send } from './earlyStore';
import { pageConfig } from './pageConfig';

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
    if (started.length > 0) markComplete(host, started);
  } catch {
    // an address the SDK will refuse with its own error: nothing started
  }
}

// the loader's waiting elements start now, as this chunk evaluates
provideStarter(startFirstReads);
