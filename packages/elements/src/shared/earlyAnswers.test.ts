// @vitest-environment happy-dom
// The loader's early reads (earlyAnswers.ts, earlyStore.ts): which first reads an element
// starts, addressed as the SDK addresses them, and how the SDK's fetch is handed each answer once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequestUrl, apiRoot, genericPricesRoute } from '@avios/sdk/api';
import { deliveryBase, entriesQuery, entriesUrl } from '@avios/sdk/content';
import { configure } from './pageConfig';

const sent: { url: string; init: RequestInit | undefined }[] = [];
const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  sent.push({ url, init });
  return Promise.resolve(new Response(JSON.stringify({ url }), { status: 200 }));
});

/** The early chunk and the loader's store of its reads, both fresh. */
async function freshModule() {
  vi.resetModules();
  const store = await import('./earlyStore');
  const early = await import('./earlyAnswers');
  return { ...store, ...early };
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  sent.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  clearCookies();
  window.history.replaceState(null, '', '/');
  configure({ environment: 'sandbox' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configure({});
  clearCookies();
});

const SANDBOX_API = apiRoot('http://localhost:4010', '/purchase/v1');
const CONTENT = deliveryBase({
  space: 'avios-sandbox',
  environment: 'master',
  host: 'localhost:4012',
});
const contentUrl = (
  type: string,
  partner: string,
  locale: string,
  filters?: Record<string, string>,
) =>
  entriesUrl(
    CONTENT,
    entriesQuery(type, { partner, locale, ...(filters ? { filters } : {}) }),
    'sandbox-delivery-token',
  );

describe('startFirstReads', () => {
  it("sends a visitor's purchase page reads as the SDK addresses them: copy, products, generic prices", async () => {
    const early = await freshModule();
    const host = document.createElement('avios-purchase');
    early.startFirstReads('purchase', host, { partner: 'BA' });
    expect(sent.map((s) => s.url)).toEqual([
      contentUrl('layout', 'BA', 'en-GB'),
      contentUrl('purchasePage', 'BA', 'en-GB', { productType: 'purchase' }),
      apiRequestUrl(SANDBOX_API, '/products', 'BA').href,
      apiRequestUrl(SANDBOX_API, genericPricesRoute('purchase'), 'BA').href,
    ]);
    const headers = sent[2]!.init!.headers as Record<string, string>;
    expect(headers['X-Application-Language']).toBe('en-GB');
    expect(headers.Authorization).toBeUndefined();
  });

  it('reads the context from the elements’ prefixed cookies when the element names none', async () => {
    document.cookie = 'avios_opco=EI; path=/';
    document.cookie = 'avios_language=en-IE; path=/';
    const early = await freshModule();
    early.startFirstReads('gift', document.createElement('avios-gift'), {});
    expect(sent[0]!.url).toBe(contentUrl('layout', 'EI', 'en-IE'));
    expect(sent[3]!.url).toBe(apiRequestUrl(SANDBOX_API, genericPricesRoute('gift'), 'EI').href);
  });

  it('leaves the prices of a member who may be signed in to the member: copy only, not complete', async () => {
    document.cookie = 'auth0.avios-ib.is.authenticated=true; path=/';
    const early = await freshModule();
    const host = document.createElement('avios-purchase');
    early.startFirstReads('purchase', host, {});
    expect(sent.map((s) => s.url)).toEqual([
      contentUrl('layout', 'IB', 'es-ES'),
      contentUrl('purchasePage', 'IB', 'es-ES', { productType: 'purchase' }),
    ]);
    await Promise.resolve();
    expect(early.firstReadsProgress(host)).toBe('none');
  });

  it('starts nothing for an element the address opens elsewhere, or without its addresses', async () => {
    const early = await freshModule();
    window.history.replaceState(null, '', '/?avios-path=/checkout/p1');
    early.startFirstReads('purchase', document.createElement('avios-purchase'), {});
    window.history.replaceState(null, '', '/');
    configure({});
    early.startFirstReads('purchase', document.createElement('avios-purchase'), {});
    expect(sent).toEqual([]);
  });

  it('starts the elements that connected before the early chunk as it evaluates', async () => {
    vi.resetModules();
    const store = await import('./earlyStore');
    store.requestFirstReads('purchase', document.createElement('avios-purchase'), {});
    expect(sent).toEqual([]);
    await import('./earlyAnswers');
    expect(sent).toHaveLength(4);
  });

  it('sends each read once for a page of several elements', async () => {
    const early = await freshModule();
    early.startFirstReads('purchase', document.createElement('avios-purchase'), {});
    early.startFirstReads('purchase', document.createElement('avios-purchase'), {});
    early.startFirstReads('gift', document.createElement('avios-gift'), {});
    // layout and products are shared; each product has its copy and its prices
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((s) => s.url)).size).toBe(6);
  });
});

describe('earlyFetch', () => {
  it('hands the SDK the answer already in flight, once; the next ask goes out', async () => {
    const early = await freshModule();
    const host = document.createElement('avios-purchase');
    early.startFirstReads('purchase', host, {});
    const products = sent[2]!;
    const headers = products.init!.headers as Record<string, string>;
    await vi.waitFor(() => expect(early.firstReadsProgress(host)).toBe('answered'));

    const first = await early.earlyFetch(products.url, { method: 'GET', headers });
    expect(await first.json()).toEqual({ url: products.url });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await early.earlyFetch(products.url, { method: 'GET', headers });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('never hands a visitor’s answer to a request with a bearer, another language or a change', async () => {
    const early = await freshModule();
    early.startFirstReads('purchase', document.createElement('avios-purchase'), {});
    const { url, init } = sent[2]!;
    const headers = init!.headers as Record<string, string>;
    await early.earlyFetch(url, { headers: { ...headers, Authorization: 'Bearer t' } });
    await early.earlyFetch(url, { headers: { ...headers, 'X-Application-Language': 'en-GB' } });
    await early.earlyFetch(url, { method: 'POST', headers });
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('keeps the caller’s timeout: a cancelled request rejects though the answer is on its way', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce((url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const early = await freshModule();
    early.startFirstReads('discovery', document.createElement('avios-discovery'), {});
    const controller = new AbortController();
    const asked = early.earlyFetch(sent[0]!.url, { signal: controller.signal });
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(asked).rejects.toThrow('timed out');
    answer(new Response('{}'));
  });
});
