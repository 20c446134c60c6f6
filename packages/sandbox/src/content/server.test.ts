// The content service as the real `contentful` client and a browser see it: token, space
// and environment checks, CORS, query errors, include depth, paging, images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SPACE, createContentServer } from './server';
import { TEST_ORIGIN, startContentForTest } from './testClient';

let kit: Awaited<ReturnType<typeof startContentForTest>>;
beforeAll(async () => {
  kit = await startContentForTest();
});
afterAll(() => kit.server.close());

const env = () => `${kit.base}/spaces/${CONTENT_SPACE}/environments/master`;
const auth = { Authorization: 'Bearer sandbox-delivery-token' };

describe('access', () => {
  it('rejects a wrong delivery token with a Contentful error', async () => {
    const error = await kit
      .client('not-the-token')
      .getEntries({ content_type: 'layout' })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('AccessTokenInvalid');
    expect(JSON.parse((error as Error).message)).toMatchObject({ status: 401 });
  });

  it.each([
    ['no token', `/entries`, {}, 401, 'AccessTokenInvalid'],
    ['token in the query', `/entries?access_token=sandbox-delivery-token&limit=1`, {}, 200, ''],
    ['unknown environment', '/../staging/entries', auth, 404, 'NotFound'],
  ])('%s answers %s', async (_name, path, headers, status, errorId) => {
    const url = path.startsWith('/..')
      ? `${kit.base}/spaces/${CONTENT_SPACE}/environments${path.slice(3)}`
      : `${env()}${path}`;
    const res = await fetch(url, { headers });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { sys: { id?: string; type: string } };
    if (errorId) expect(body.sys).toEqual({ type: 'Error', id: errorId });
    else expect(body.sys.type).toBe('Array');
  });

  it('answers an unknown space with 404 NotFound', async () => {
    const res = await fetch(`${kit.base}/spaces/other-space/environments/master/entries`, {
      headers: auth,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ details: { type: 'Space', id: 'other-space' } });
  });

  it('listens on loopback only', async () => {
    await expect(createContentServer({ port: 0, host: '0.0.0.0', origins: [] })).rejects.toThrow(
      /loopback/,
    );
  });
});

describe('CORS', () => {
  it('answers the preflight of the client headers for an allowed origin', async () => {
    const res = await fetch(`${env()}/entries?content_type=layout`, {
      method: 'OPTIONS',
      headers: {
        Origin: TEST_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-contentful-user-agent',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('x-contentful-user-agent');
  });

  it('refuses another origin and does not name it on answers', async () => {
    const pre = await fetch(`${env()}/entries`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${env()}/locales`, { headers: { ...auth, Origin: TEST_ORIGIN } });
    expect(get.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
  });
});

describe('queries', () => {
  it.each([
    ['an unknown content type', 'content_type=nope', 'InvalidQuery'],
    ['a field filter without content type', 'fields.partnerCode=ib', 'InvalidQuery'],
    ['an unknown locale', 'locale=fr-FR', 'BadRequest'],
    ['include above 10', 'include=11', 'BadRequest'],
    ['an unknown operator', 'content_type=layout&fields.slug[near]=x', 'InvalidQuery'],
  ])('rejects %s with 400', async (_name, query, id) => {
    const res = await fetch(`${env()}/entries?${query}`, { headers: auth });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { sys: { id: string } }).sys.id).toBe(id);
  });

  it.each([
    [0, false, false],
    [1, true, false],
    [2, true, true],
  ])('include=%i resolves cards %s and their images %s', async (include, cards, images) => {
    const { items } = await kit.client().getEntries({
      content_type: 'discoveryPage',
      'fields.partnerCode': 'ba',
      include,
    } as never);
    const card = (
      items[0]?.fields.products as {
        sys: { type: string };
        fields?: { image: { sys: { type: string } } };
      }[]
    )[0];
    expect(card?.sys.type).toBe(cards ? 'Entry' : 'Link');
    if (cards) expect(card?.fields?.image.sys.type).toBe(images ? 'Asset' : 'Link');
  });

  it('pages and orders entries', async () => {
    const page = await kit.client().getEntries({
      content_type: 'errorMessage',
      'fields.partnerCode': 'ei',
      order: ['-fields.errorCode'],
      limit: 5,
      skip: 5,
    } as never);
    expect(page.total).toBe(46);
    expect(page.items).toHaveLength(5);
    const codes = page.items.map((i) => String(i.fields.errorCode));
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it.each([
    ['purchasePage', 'fields.productType[in]=gift,transfer', 3],
    ['purchasePage', 'fields.productType[ne]=purchase', 3],
    ['recipientForm', 'fields.productType=gift&fields.partnerCode[nin]=ba,ei', 1],
    ['banner', 'fields.limitToCountry[exists]=true', 1],
    ['banner', 'fields.endDate[gte]=2027-06-01', 1],
    ['banner', 'fields.activePages=discovery', 1],
    ['recipientForm', 'fields.membershipNumberMaxLength[lt]=9', 0],
    ['errorMessage', 'sys.id[in]=ba-error-generic,ib-error-generic', 2],
  ])('filters %s with %s', async (type, filter, total) => {
    const res = await fetch(`${env()}/entries?content_type=${type}&${filter}`, { headers: auth });
    expect(((await res.json()) as { total: number }).total).toBe(total);
  });

  it('gets one entry, every locale at once, locales, content types and the space', async () => {
    const client = kit.client();
    const entry = await client.getEntry('ib-layout', { locale: 'es-ES' });
    expect(entry.fields.signInLabel).toBe('Iniciar sesión');
    const all = await client.withAllLocales.getEntry('ib-layout');
    expect(all.fields.signInLabel).toEqual({
      'en-GB': 'Sign in',
      'es-ES': 'Iniciar sesión',
      'en-US': 'Log in',
    });
    const locales = await client.getLocales();
    expect(locales.items.map((l) => [l.code, l.default, l.fallbackCode])).toEqual([
      ['en-GB', true, null],
      ['en-US', false, 'en-GB'],
      ['es-ES', false, 'en-GB'],
      ['en-IE', false, 'en-GB'],
    ]);
    const types = await client.getContentTypes();
    expect(types.total).toBe(21);
    expect((await client.getContentType('banner')).fields.map((f) => f.id)).toContain('endDate');
    expect((await client.getSpace()).sys.id).toBe(CONTENT_SPACE);
    await expect(client.getEntry('no-such-entry')).rejects.toThrow(/could not be found/);
  });
});

describe('images', () => {
  it('serves the file an asset points to, on the host the client used', async () => {
    const asset = await kit.client().getAsset('image-hero-ib', { locale: 'es-ES' });
    const file = asset.fields.file as { url: string; contentType: string };
    expect(file.url).toBe(`//127.0.0.1:${kit.server.port}/images/hero-ib.svg`);
    expect(asset.fields.title).toBe('Un avión volando sobre una puesta de sol rojiza');
    // the stored file; Images API parameters are images.test.ts's
    const res = await fetch(`http:${file.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
  });

  it.each([
    '/images/nope.svg',
    '/images/..%2F..%2Fpackage.json',
    '/images/%2e%2e/fixtures/content-export.json',
  ])('answers %s with 404', async (path) => {
    const res = await fetch(`${kit.base}${path}`);
    expect(res.status).toBe(404);
  });
});
