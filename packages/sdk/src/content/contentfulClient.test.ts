// The official Contentful client (opt-in: `client: createContentfulClient(options)`) against a
// small local content service (the STACK.md setup): nothing is sent at creation, the query
// reaches the local host, links resolve.
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { createContent, createContentfulClient } from './content';
import type { ContentOptions, ContentfulClientOptions } from './content';

let server: Server;
let host: string;
let requests: IncomingMessage[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    res.writeHead(answer.status, { 'content-type': 'application/vnd.contentful.delivery.v1+json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

/** createContent's options, the official client built from the Delivery API access alone. */
const options = (extra: Partial<ContentfulClientOptions> = {}): ContentOptions => {
  const delivery: ContentfulClientOptions = {
    space: 'avios-sandbox',
    environment: 'master',
    accessToken: 'sandbox-delivery-token',
    host,
    ...extra,
  };
  return {
    ...delivery,
    getLocale: () => 'en-GB',
    getPartner: () => 'BA',
    client: createContentfulClient(delivery),
  };
};

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const sys = (id: string, contentType: string) => ({
  id,
  type: 'Entry',
  contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
  locale: 'en-GB',
});

describe('real Contentful client on a local host', () => {
  it('sends nothing when created', async () => {
    createContent(options());
    createContentfulClient(options());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('queries the local service and resolves linked entries', async () => {
    answer = {
      status: 200,
      body: {
        sys: { type: 'Array' },
        total: 1,
        skip: 0,
        limit: 100,
        items: [{ sys: sys('d1', 'discovery'), fields: { partnerCode: 'ba', hero: link('h1') } }],
        includes: {
          Entry: [{ sys: sys('h1', 'hero'), fields: { title: 'Collect Avios' } }],
        },
      },
    };
    const content = createContent(options());
    const items = await content.getEntries<{ hero: { fields: { title: string } } }>('discovery', {
      filters: { slug: 'home' },
    });
    expect(items[0]?.hero.fields.title).toBe('Collect Avios');
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? '', `http://${host}`);
    expect(url.pathname).toBe('/spaces/avios-sandbox/environments/master/entries');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      content_type: 'discovery',
      locale: 'en-GB',
      'fields.partnerCode': 'ba',
      include: '2',
      'fields.slug': 'home',
    });
    expect(requests[0]?.headers.authorization).toBe('Bearer sandbox-delivery-token');
  });

  it('raises schema_validation_failed on an empty items list', async () => {
    answer = {
      status: 200,
      body: { sys: { type: 'Array' }, total: 0, skip: 0, limit: 100, items: [] },
    };
    const error = await createContent(options())
      .getEntries('banner')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code: 'schema_validation_failed', paths: ['items'] });
  });

  it('maps an HTTP failure to its network code after a single request', async () => {
    answer = {
      status: 500,
      body: { sys: { type: 'Error', id: 'ServerError' }, message: 'down', requestId: 'r1' },
    };
    const error = await createContent(options())
      .getEntries('banner')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network_error_500', status: 500 });
    expect(requests).toHaveLength(1);
  });

  it('refuses a host with a scheme instead of silently using the public CDN', () => {
    expect(() => options({ host: `http://${host}` })).toThrow(SdkError);
    expect(() => options({ host: `http://${host}` })).toThrow(/no scheme/);
    expect(requests).toHaveLength(0);
  });
});
