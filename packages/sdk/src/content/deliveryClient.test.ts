// The small delivery client against a local content service, side by side with the official
// Contentful client: the SDK must see the same answers and the same errors from both.
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { createContent, createContentfulClient } from './content';
import type { ContentOptions, ContentfulClientLike } from './content';
import { createDeliveryClient, resolveLinks } from './deliveryClient';

let server: Server;
let host: string;
let requests: IncomingMessage[] = [];
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    const reply = () => {
      res.writeHead(answer.status, {
        'content-type': 'application/vnd.contentful.delivery.v1+json',
      });
      res.end(JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(reply, answer.delayMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: {} };
});

const base = (): Omit<ContentOptions, 'client'> => ({
  space: 'avios-sandbox',
  environment: 'master',
  accessToken: 'sandbox-delivery-token',
  host,
  getLocale: () => 'en-GB',
  getPartner: () => 'BA',
});

const CLIENTS: [string, () => ContentfulClientLike][] = [
  ['official Contentful client', () => createContentfulClient(base())],
  ['delivery client', () => createDeliveryClient(base())],
];

const link = (id: string, linkType = 'Entry') => ({ sys: { type: 'Link', linkType, id } });
const sys = (id: string, contentType: string) => ({
  id,
  type: 'Entry',
  contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
  locale: 'en-GB',
});
const collection = (items: unknown[], includes: Record<string, unknown[]> = {}) => ({
  sys: { type: 'Array' },
  total: items.length,
  skip: 0,
  limit: 100,
  items,
  includes,
});

describe.each(CLIENTS)('%s through createContent', (_, makeClient) => {
  it('sends nothing when created', async () => {
    createContent({ ...base(), client: makeClient() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('asks the entries endpoint with the query and resolves included links', async () => {
    answer = {
      status: 200,
      body: collection(
        [
          {
            sys: sys('d1', 'discovery'),
            fields: {
              partnerCode: 'ba',
              hero: link('h1'),
              image: link('a1', 'Asset'),
              missing: link('gone'),
            },
          },
        ],
        {
          Entry: [{ sys: sys('h1', 'hero'), fields: { title: 'Collect Avios' } }],
          Asset: [
            { sys: { id: 'a1', type: 'Asset' }, fields: { file: { url: '//img/hero.svg' } } },
          ],
        },
      ),
    };
    const content = createContent({ ...base(), client: makeClient() });
    const [item] = await content.getEntries<{
      hero: { fields: { title: string } };
      image: { fields: { file: { url: string } } };
      missing: unknown;
    }>('discovery', { filters: { slug: 'home' } });
    expect(item?.hero.fields.title).toBe('Collect Avios');
    expect(item?.image.fields.file.url).toBe('//img/hero.svg');
    expect(item?.missing).toEqual(link('gone'));
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? '', `http://${host}`);
    expect(url.pathname).toBe('/spaces/avios-sandbox/environments/master/entries');
    const { access_token: _token, ...query } = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      content_type: 'discovery',
      locale: 'en-GB',
      'fields.partnerCode': 'ba',
      include: '2',
      'fields.slug': 'home',
    });
  });

  it('reads one entry by id', async () => {
    answer = { status: 200, body: collection([{ sys: sys('e1', 'layout'), fields: { a: 1 } }]) };
    const content = createContent({ ...base(), client: makeClient() });
    await expect(content.getEntry('e1')).resolves.toEqual({ a: 1 });
    const url = new URL(requests[0]?.url ?? '', `http://${host}`);
    expect(url.searchParams.get('sys.id')).toBe('e1');
  });

  it.each([
    [500, 'ServerError', 'network_error_500'],
    [404, 'NotFound', 'network_error_404'],
    [401, 'AccessTokenInvalid', 'network_error_401'],
  ])('HTTP %i becomes %s/%s after a single request', async (status, id, code) => {
    answer = { status, body: { sys: { type: 'Error', id }, message: 'no', requestId: 'r1' } };
    const error = await createContent({ ...base(), client: makeClient() })
      .getEntries('banner')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code, status });
    expect(requests).toHaveLength(1);
  });

  it('an empty items list is schema_validation_failed', async () => {
    answer = { status: 200, body: collection([]) };
    const error = await createContent({ ...base(), client: makeClient() })
      .getEntries('banner')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code: 'schema_validation_failed', paths: ['items'] });
  });
});

describe('delivery client', () => {
  it('is what createContent uses when the host passes no client', async () => {
    answer = { status: 200, body: collection([{ sys: sys('b1', 'banner'), fields: { a: 1 } }]) };
    await expect(createContent(base()).getEntries('banner')).resolves.toEqual([{ a: 1 }]);
    const url = new URL(requests[0]?.url ?? '', `http://${host}`);
    expect(url.searchParams.get('access_token')).toBe('sandbox-delivery-token');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the token as access_token and no request headers, so CORS needs no preflight', async () => {
    answer = { status: 200, body: collection([{ sys: sys('b1', 'banner'), fields: {} }]) };
    await createDeliveryClient(base()).getEntries({ content_type: 'banner' });
    const url = new URL(requests[0]?.url ?? '', `http://${host}`);
    expect(url.searchParams.get('access_token')).toBe('sandbox-delivery-token');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(Object.keys(requests[0]?.headers ?? {}).filter((h) => h.startsWith('x-'))).toEqual([]);
  });

  it.each([
    [{ host: 'localhost:4012' }, 'http://localhost:4012/spaces/s/environments/master/entries'],
    [{ host: 'cdn.example.com' }, 'https://cdn.example.com/spaces/s/environments/master/entries'],
    [
      { host: 'cdn.example.com', insecure: true },
      'http://cdn.example.com/spaces/s/environments/master/entries',
    ],
    [{ environment: 'qa' }, 'https://cdn.contentful.com/spaces/s/environments/qa/entries'],
  ])('%j asks %s', async (extra, address) => {
    let asked = '';
    const client = createDeliveryClient({
      space: 's',
      accessToken: 't',
      ...extra,
      fetch: async (input) => {
        asked = String(input);
        return new Response(JSON.stringify(collection([])), { status: 200 });
      },
    });
    await client.getEntries({});
    expect(asked.split('?')[0]).toBe(address);
  });

  it.each(['http://localhost:4012', 'localhost:4012/path', ' '])(
    'refuses the host %j when created',
    (badHost) => {
      expect(() => createDeliveryClient({ ...base(), host: badHost })).toThrow(SdkError);
    },
  );

  it('a request that outlives the timeout is network_error_cancel', async () => {
    answer = { status: 200, body: collection([]), delayMs: 500 };
    const content = createContent({
      ...base(),
      client: createDeliveryClient({ ...base(), timeoutMs: 50 }),
    });
    await expect(content.getEntries('banner')).rejects.toMatchObject({
      code: 'network_error_cancel',
    });
  });

  it('an unreachable service is network_error_unhandled', async () => {
    const content = createContent({
      ...base(),
      client: createDeliveryClient({ ...base(), host: '127.0.0.1:1' }),
    });
    await expect(content.getEntries('banner')).rejects.toMatchObject({
      code: 'network_error_unhandled',
    });
  });

  it('getEntry without a match is NotFound, like the official client', async () => {
    answer = { status: 200, body: collection([]) };
    const error = await createDeliveryClient(base())
      .getEntry('nope')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotFound' });
  });
});

describe('resolveLinks', () => {
  it('keeps shared objects shared and cycles as cycles', () => {
    const answerBody = collection(
      [
        { sys: sys('a', 'x'), fields: { next: link('b') } },
        { sys: sys('c', 'x'), fields: { next: link('b') } },
      ],
      { Entry: [{ sys: sys('b', 'x'), fields: { back: link('a') } }] },
    );
    const resolved = resolveLinks(answerBody as Parameters<typeof resolveLinks>[0]);
    const [a, c] = resolved.items;
    const b = a?.fields?.next as { fields: { back: unknown } };
    expect(c?.fields?.next).toBe(b);
    expect(b.fields.back).toBe(a);
  });
});
