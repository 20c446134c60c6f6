// The content service's image files as Contentful's Images API answers them: real sharp
// output checked by its magic bytes and by sharp reading it back, bad parameters answered
// 400 with a Contentful error body, and one encoding per transform.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from './deliveryError';
import { createImageStore, parseImageParams } from './images';
import type { ImageParams } from './images';
import { TEST_ORIGIN, startContentForTest } from './testClient';

const DIR = fileURLToPath(new URL('../../public/images/', import.meta.url));
const store = createImageStore({ dir: DIR });
const params = (query: string) => parseImageParams(new URLSearchParams(query));

async function get(name: string, query: string) {
  const file = await store.get(name, params(query));
  if (!file) throw new Error(`no ${name}?${query}`);
  return { ...file, meta: await sharp(file.body).metadata() };
}

describe('parseImageParams', () => {
  it.each<[string, ImageParams]>([
    ['', {}],
    ['w=767&fm=avif', { width: 767, format: 'avif' }],
    ['w=1&h=4000&q=100&fit=fill', { width: 1, height: 4000, quality: 100, fit: 'fill' }],
    ['fm=jpg&q=1', { format: 'jpg', quality: 1 }],
    // parameters the sandbox does not model are accepted, as Contentful accepts them
    ['fl=progressive&f=face&bg=rgb:ffffff&r=max', {}],
  ])('%j reads as %j', (query, expected) => {
    expect(params(query)).toEqual(expected);
  });

  it.each([
    ['w', 'w=0'],
    ['w', 'w=4001'],
    ['w', 'w=abc'],
    ['w', 'w=76.5'],
    ['w', 'w=-5'],
    ['w', 'w='],
    ['h', 'h=5000'],
    ['q', 'q=0'],
    ['q', 'q=101'],
    ['fm', 'fm=bmp'],
    ['fm', 'fm=AVIF'],
    ['fit', 'fit=cover'],
  ])('refuses %s in %j with 400 BadRequest naming the parameter', (parameter, query) => {
    let error: unknown;
    try {
      params(query);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ status: 400, id: 'BadRequest', details: { parameter } });
  });
});

describe('image store (real sharp)', () => {
  // the first bytes of each format, as a browser sniffs them
  const magic: [string, string, (b: Buffer) => boolean][] = [
    ['avif', 'heif', (b) => b.toString('latin1', 4, 12) === 'ftypavif'],
    [
      'webp',
      'webp',
      (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
    ],
    ['jpg', 'jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
    ['png', 'png', (b) => b.toString('latin1', 0, 8) === '\x89PNG\r\n\x1a\n'],
  ];

  it.each(magic)(
    'fm=%s at w=767: %s bytes of width 767, the ratio kept',
    async (fm, format, is) => {
      const image = await get('hero-ib.svg', `w=767&fm=${fm}`);
      expect(is(image.body)).toBe(true);
      expect(image.meta.format).toBe(format);
      expect(image.type).toBe(fm === 'jpg' ? 'image/jpeg' : `image/${fm}`);
      // hero-ib.svg is 1512 x 600
      expect([image.meta.width, image.meta.height]).toEqual([767, Math.round((767 * 600) / 1512)]);
    },
  );

  it('draws an SVG at the size asked, not as an enlarged bitmap', async () => {
    // product-gift.svg is 600 px wide; its white box's left edge (x 235 -> 592.2 at 1512 px)
    // must stay one pixel wide, where a 2.5x enlarged bitmap would blend over several
    const image = await get('product-gift.svg', 'w=1512&fm=png');
    expect(image.meta.width).toBe(1512);
    const { data, info } = await sharp(image.body)
      .extract({ left: 580, top: 550, width: 24, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const reds = [...Array(24).keys()].map((x) => data[x * info.channels]!);
    // 198: the tinted red ground, 255: the white box; anything between is the edge
    expect(reds.filter((r) => r > 200 && r < 254).length).toBeLessThanOrEqual(1);
  });

  it.each<[string, [number, number]]>([
    ['h=100&fm=jpg', [252, 100]],
    ['w=400&h=100&fm=jpg', [252, 100]],
    ['w=400&h=100&fit=fill&fm=jpg', [400, 100]],
    ['w=400&h=100&fit=thumb&fm=jpg', [400, 100]],
    ['w=400&h=100&fit=scale&fm=jpg', [400, 100]],
    ['w=400&h=400&fit=pad&fm=png', [400, 400]],
    ['w=300&h=200&fit=crop&fm=png', [300, 200]],
    ['w=2000&h=2000&fit=crop&fm=png', [1512, 600]],
  ])('%s gives %j', async (query, size) => {
    const image = await get('hero-ib.svg', query);
    expect([image.meta.width, image.meta.height]).toEqual(size);
  });

  it('applies q: a lower quality is fewer bytes', async () => {
    const low = await get('hero-ib.svg', 'w=767&fm=jpg&q=10');
    const high = await get('hero-ib.svg', 'w=767&fm=jpg&q=95');
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it('answers the stored file when nothing would change it', async () => {
    const original = await readFile(`${DIR}hero-ib.svg`);
    for (const query of ['', 'q=50', 'w=767']) {
      // an SVG with no fm stays an SVG: a vector needs no resizing
      const file = await store.get('hero-ib.svg', params(query));
      expect(file?.type).toBe('image/svg+xml');
      expect(file?.body.equals(original)).toBe(true);
    }
  });

  it('encodes a transform once: the same query, however written, is the same bytes', async () => {
    const first = await store.get('article-city.svg', params('w=767&fm=avif'));
    const [again, reordered] = await Promise.all([
      store.get('article-city.svg', params('w=767&fm=avif')),
      store.get('article-city.svg', params('fm=avif&w=767&fl=progressive')),
    ]);
    expect(again?.body).toBe(first?.body);
    expect(reordered?.body).toBe(first?.body);
  });

  it('keeps at most cacheSize transforms', async () => {
    const small = createImageStore({ dir: DIR, cacheSize: 1 });
    const a = await small.get('flag-es.svg', params('w=30&fm=png'));
    await small.get('flag-gb.svg', params('w=30&fm=png'));
    const b = await small.get('flag-es.svg', params('w=30&fm=png'));
    expect(b?.body).not.toBe(a?.body);
    expect(b?.body.equals(a!.body)).toBe(true);
  });

  it.each(['nope.svg', '../fixtures/content-export.json', '../../package.json', 'x.txt'])(
    'has no %s, with or without parameters',
    async (name) => {
      expect(await store.get(name, {})).toBeUndefined();
      expect(await store.get(name, params('w=767&fm=avif'))).toBeUndefined();
    },
  );
});

describe('over HTTP', () => {
  let kit: Awaited<ReturnType<typeof startContentForTest>>;
  beforeAll(async () => {
    kit = await startContentForTest();
  });
  afterAll(() => kit.server.close());

  it('answers a transform with its type, length and cache headers, CORS kept', async () => {
    const res = await fetch(`${kit.base}/images/hero-ib.svg?w=1199&fm=webp`, {
      headers: { Origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect((await sharp(body).metadata()).width).toBe(1199);
  });

  it.each([
    ['w=5000', 'w'],
    ['w=767&fm=jpeg', 'fm'],
    ['q=0', 'q'],
    ['fit=contain', 'fit'],
  ])('answers ?%s with 400 and a Contentful error naming %s', async (query, parameter) => {
    const res = await fetch(`${kit.base}/images/hero-ib.svg?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/vnd.contentful.delivery.v1+json');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      sys: { type: 'Error', id: 'BadRequest' },
      details: { parameter },
      requestId: res.headers.get('x-contentful-request-id'),
    });
    expect(body.message).toMatch(new RegExp(`"${parameter}"`));
  });

  it('answers a missing file with parameters 404, as without', async () => {
    const res = await fetch(`${kit.base}/images/nope.svg?w=767&fm=avif`);
    expect(res.status).toBe(404);
  });
});
