import { describe, expect, it, vi } from 'vitest';
import { createContent } from '@avios/sdk';
import { createClient, resolveLinks } from './contentfulLite';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'content-type': 'application/json' },
  });
}

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

describe('contentful lite client', () => {
  it('sends nothing until asked, then GETs entries with the bearer token and the query', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, { items: [{ sys: { id: 'a', type: 'Entry' }, fields: {} }] }),
    );
    const client = createClient({
      space: 'avios-sandbox',
      environment: 'master',
      accessToken: 'sandbox-delivery-token',
      host: 'localhost:4012',
      insecure: true,
      fetch,
    });
    expect(fetch).not.toHaveBeenCalled();
    await client.getEntries({
      content_type: 'purchasePage',
      locale: 'es-ES',
      'fields.partnerCode': 'ib',
      include: 2,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      'http://localhost:4012/spaces/avios-sandbox/environments/master/entries?content_type=purchasePage&locale=es-ES&fields.partnerCode=ib&include=2',
    );
    expect(init.headers).toEqual({ Authorization: 'Bearer sandbox-delivery-token' });
  });

  it.each([
    {
      insecure: undefined,
      host: undefined,
      base: 'https://cdn.contentful.com/spaces/s/environments/master',
    },
    {
      insecure: false,
      host: 'content.example',
      base: 'https://content.example/spaces/s/environments/master',
    },
    {
      insecure: true,
      host: '127.0.0.1:4012',
      base: 'http://127.0.0.1:4012/spaces/s/environments/master',
    },
  ])('builds the address from host $host, insecure $insecure', async ({ insecure, host, base }) => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, { items: [] }),
    );
    await createClient({ space: 's', accessToken: 't', host, insecure, fetch }).getEntries({});
    expect(fetch.mock.calls[0]?.[0]).toBe(`${base}/entries?`);
  });

  it('resolves entry and asset links from includes, nested and in arrays, keeping unknown links', () => {
    const collection = resolveLinks({
      items: [
        {
          sys: { id: 'page', type: 'Entry' },
          fields: {
            hero: link('Entry', 'hero'),
            cards: [link('Entry', 'card'), link('Entry', 'gone')],
          },
        },
      ],
      includes: {
        Entry: [
          { sys: { id: 'hero', type: 'Entry' }, fields: { image: link('Asset', 'img') } },
          { sys: { id: 'card', type: 'Entry' }, fields: { title: 'Card' } },
        ],
        Asset: [{ sys: { id: 'img', type: 'Asset' }, fields: { file: { url: '//img' } } }],
      },
    });
    // A JSON path through the resolved graph, so the test reads like the content model.
    const at = (...path: (string | number)[]) =>
      path.reduce<unknown>(
        (node, key) => (node as Record<string | number, unknown>)[key],
        collection.items[0],
      );
    expect(at('fields', 'hero', 'fields', 'image', 'fields', 'file', 'url')).toBe('//img');
    expect(at('fields', 'cards', 0, 'fields', 'title')).toBe('Card');
    expect(at('fields', 'cards', 1)).toEqual(link('Entry', 'gone'));
  });

  it('survives links that form a cycle', () => {
    const collection = resolveLinks({
      items: [{ sys: { id: 'a', type: 'Entry' }, fields: { next: link('Entry', 'b') } }],
      includes: {
        Entry: [{ sys: { id: 'b', type: 'Entry' }, fields: { next: link('Entry', 'a') } }],
      },
    });
    const a = collection.items[0];
    const b = a?.fields?.next as { fields: { next: unknown } };
    expect(b.fields.next).toBe(a);
  });

  it('answers the SDK content reader with resolved fields', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, {
        items: [
          {
            sys: { id: 'p', type: 'Entry' },
            fields: { title: 'Comprar', hero: link('Entry', 'h') },
          },
        ],
        includes: { Entry: [{ sys: { id: 'h', type: 'Entry' }, fields: { text: 'Hola' } }] },
      }),
    );
    const content = createContent({
      space: 's',
      environment: 'master',
      accessToken: 't',
      getLocale: () => 'es-ES',
      getPartner: () => 'IB',
      client: createClient({ space: 's', accessToken: 't', fetch }),
    });
    const [page] = await content.getEntries<{ title: string; hero: { fields: { text: string } } }>(
      'purchasePage',
    );
    expect(page?.title).toBe('Comprar');
    expect(page?.hero.fields.text).toBe('Hola');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('fields.partnerCode=ib');
  });

  it('getEntry asks by sys.id and returns the first item', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, { items: [{ sys: { id: 'x', type: 'Entry' }, fields: { t: 1 } }] }),
    );
    const entry = await createClient({ space: 's', accessToken: 't', fetch }).getEntry('x', {
      locale: 'en-GB',
    });
    expect(entry.fields).toEqual({ t: 1 });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('locale=en-GB&sys.id=x');
  });

  // What the SDK's content reader makes of a failure must match the real client.
  it.each([
    {
      name: 'HTTP 404',
      fail: async () => answer(404, { sys: { id: 'NotFound' }, message: 'nope' }),
      code: 'network_error_404',
    },
    {
      name: 'HTTP 500 without a body',
      fail: async () => new Response('oops', { status: 500 }),
      code: 'network_error_500',
    },
    {
      name: 'a timeout',
      fail: async () => {
        throw new DOMException('timed out', 'TimeoutError');
      },
      code: 'network_error_cancel',
    },
    {
      name: 'no network',
      fail: async () => {
        throw new TypeError('Failed to fetch');
      },
      code: 'network_error_unhandled',
    },
  ])('$name becomes $code in the SDK', async ({ fail, code }) => {
    const client = createClient({ space: 's', accessToken: 't', fetch: vi.fn(fail) });
    const content = createContent({
      space: 's',
      environment: 'master',
      accessToken: 't',
      getLocale: () => 'es-ES',
      getPartner: () => 'IB',
      client,
    });
    await expect(content.getEntries('purchasePage')).rejects.toMatchObject({ code });
  });

  it('getEntry without a match fails like the real client (NotFound)', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, { items: [] }),
    );
    const error = await createClient({ space: 's', accessToken: 't', fetch })
      .getEntry('x')
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('NotFound');
  });
});
