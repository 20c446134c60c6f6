// sharp is an optional dependency of @avios/sandbox: where it is not installed (or its native
// code cannot load) the image route serves every file as stored, whatever the parameters,
// and says so once. Proved with an injected loader and with the `sharp` import failing.
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGES_DIR } from '../paths';
import { SHARP_MISSING, createImageStore, parseImageParams } from './images';
import type { SharpLoader } from './images';

const params = (query: string) => parseImageParams(new URLSearchParams(query));
const stored = (name: string) => readFile(`${IMAGES_DIR}${name}`);

describe('image store without sharp (injected loader)', () => {
  it('serves a resize or conversion request as the stored file with its own type, and warns once', async () => {
    const warn = vi.fn();
    const store = createImageStore({ dir: IMAGES_DIR, loadSharp: async () => undefined, warn });
    for (const [name, query] of [
      ['hero-ib.svg', 'w=767&fm=avif'],
      ['hero-ib.svg', 'w=20&fm=jpg&q=50'],
      ['product-gift.svg', 'w=1512&h=400&fit=fill&fm=webp'],
    ] as const) {
      const file = await store.get(name, params(query));
      expect(file?.type).toBe('image/svg+xml');
      expect(file?.body.equals(await stored(name))).toBe(true);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(SHARP_MISSING);
  });

  it('looks for sharp only when a transform is asked, and once', async () => {
    const loadSharp = vi.fn<SharpLoader>(async () => undefined);
    const store = createImageStore({ dir: IMAGES_DIR, loadSharp, warn: () => {} });
    await store.get('hero-ib.svg', {});
    expect(loadSharp).not.toHaveBeenCalled();
    await store.get('hero-ib.svg', params('w=767&fm=webp'));
    await store.get('hero-ba.svg', params('w=1199&fm=avif'));
    expect(loadSharp).toHaveBeenCalledTimes(1);
  });

  it('still answers a missing or outside file as not found', async () => {
    const store = createImageStore({
      dir: IMAGES_DIR,
      loadSharp: async () => undefined,
      warn: () => {},
    });
    expect(await store.get('nope.svg', params('w=767&fm=avif'))).toBeUndefined();
    expect(await store.get('../package.json', params('w=767&fm=avif'))).toBeUndefined();
  });
});

describe('the content service when importing sharp fails', () => {
  afterEach(() => {
    vi.doUnmock('sharp');
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('answers an image with parameters 200 as stored, logging "sharp not installed" once', async () => {
    vi.resetModules();
    vi.doMock('sharp', () => {
      throw new Error("Cannot find package 'sharp'");
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createContentServer } = await import('./server');
    const server = await createContentServer({ port: 0, origins: [] });
    try {
      for (const query of ['w=767&fm=avif', 'w=1199&fm=webp', 'w=20&q=50&fm=jpg']) {
        const res = await fetch(`http://127.0.0.1:${server.port}/images/hero-ib.svg?${query}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml');
        expect(Buffer.from(await res.arrayBuffer()).equals(await stored('hero-ib.svg'))).toBe(true);
      }
    } finally {
      await server.close();
    }
    expect(warn.mock.calls).toEqual([[`[sandbox] ${SHARP_MISSING}`]]);
  });
});
