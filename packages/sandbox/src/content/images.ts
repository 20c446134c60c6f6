// The image files that content assets point to, answered as Contentful's Images API
// (images.ctfassets.net) answers them: no parameters give the original file; `w`, `h`, `fm`,
// `q` and `fit` resize and convert it, so the shop's responsive images (spec §9: widths 767,
// 1199, 1512 in avif, webp and jpg, a 20 px placeholder) get real bytes of the right format
// and width. Other Images API parameters (`fl`, `f`, `bg`, `r`) are accepted and ignored.
// sharp (native image code) is an optional dependency: without it every image is served as
// stored, whatever the parameters, and the shop still shows it (docs/sandbox.md).
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FitEnum, Sharp } from 'sharp';
import { DeliveryError } from './deliveryError';

/** sharp's default export: makes an image pipeline from the bytes of a file. */
type SharpFactory = (input: Buffer) => Sharp;

/** Loads sharp; resolves `undefined` when it is not installed (or cannot load here). */
export type SharpLoader = () => Promise<SharpFactory | undefined>;

export const SHARP_MISSING = 'sharp not installed: images served at their original size';

let sharpModule: Promise<SharpFactory | undefined> | undefined;

/** The installed sharp, imported once per process. */
const loadInstalledSharp: SharpLoader = () =>
  (sharpModule ??= import('sharp').then(
    (m) => m.default as SharpFactory,
    () => undefined,
  ));

/** Output formats of `fm`, with their Content-Type. */
const IMAGE_OUTPUTS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tiff: 'image/tiff',
} as const;
type ImageOutput = keyof typeof IMAGE_OUTPUTS;

/** Resizing behaviours of `fit`; without it an image fits inside `w` x `h`, keeping its ratio. */
const IMAGE_FITS = ['pad', 'fill', 'scale', 'crop', 'thumb'] as const;
type ImageFit = (typeof IMAGE_FITS)[number];

/** Contentful's limit for `w` and `h`. */
const MAX_IMAGE_DIMENSION = 4000;

/** The transform a request asks for; empty when it asks for the original file. */
export interface ImageParams {
  width?: number;
  height?: number;
  format?: ImageOutput;
  quality?: number;
  fit?: ImageFit;
}

export interface ImageFile {
  body: Buffer;
  type: string;
}

export interface ImageStoreOptions {
  /** Folder of the image files. */
  dir: string;
  /** Transformed images kept in memory, least recently used dropped first. Defaults to `200`. */
  cacheSize?: number;
  /** Where sharp comes from. Defaults to the installed package ({@link loadInstalledSharp}). */
  loadSharp?: SharpLoader;
  /** Told once when sharp is missing. Defaults to `console.warn`. */
  warn?: (message: string) => void;
}

export interface ImageStore {
  /** The file `name` of the folder, transformed by `params`; `undefined` when there is none. */
  get(name: string, params: ImageParams): Promise<ImageFile | undefined>;
}

/** Source files served, by extension: their Content-Type and, for rasters, their `fm`. */
const SOURCES: Record<string, { type: string; format?: ImageOutput }> = {
  '.svg': { type: 'image/svg+xml' },
  '.png': { type: IMAGE_OUTPUTS.png, format: 'png' },
  '.jpg': { type: IMAGE_OUTPUTS.jpg, format: 'jpg' },
  '.webp': { type: IMAGE_OUTPUTS.webp, format: 'webp' },
  '.avif': { type: IMAGE_OUTPUTS.avif, format: 'avif' },
};

// Contentful's fit names to sharp's: `fill` and `thumb` crop to the box (thumb's face focus is
// not modelled), `scale` stretches, `pad` letterboxes; the default keeps the whole image.
const SHARP_FITS: Record<Exclude<ImageFit, 'crop'> | 'default', keyof FitEnum> = {
  default: 'inside',
  pad: 'contain',
  fill: 'cover',
  thumb: 'cover',
  scale: 'fill',
};

function invalid(parameter: string, value: string, expected: string): DeliveryError {
  return new DeliveryError(
    400,
    'BadRequest',
    `The image parameter "${parameter}" has the invalid value "${value}": expected ${expected}.`,
    { parameter, value },
  );
}

function integerParam(query: URLSearchParams, name: string, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= max)) throw invalid(name, raw, `a whole number from 1 to ${max}`);
  return n;
}

function oneOf<T extends string>(
  query: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    throw invalid(name, raw, `one of ${values.join(', ')}`);
  }
  return raw as T;
}

/**
 * The Images API parameters of a request. Throws a 400 `BadRequest` {@link DeliveryError}
 * for a value Contentful refuses: `w`/`h` outside 1..4000, `q` outside 1..100, an unknown
 * `fm` or `fit`.
 */
export function parseImageParams(query: URLSearchParams): ImageParams {
  const params: ImageParams = {};
  const width = integerParam(query, 'w', MAX_IMAGE_DIMENSION);
  const height = integerParam(query, 'h', MAX_IMAGE_DIMENSION);
  const format = oneOf(query, 'fm', Object.keys(IMAGE_OUTPUTS) as ImageOutput[]);
  const quality = integerParam(query, 'q', 100);
  const fit = oneOf(query, 'fit', IMAGE_FITS);
  if (width !== undefined) params.width = width;
  if (height !== undefined) params.height = height;
  if (format !== undefined) params.format = format;
  if (quality !== undefined) params.quality = quality;
  if (fit !== undefined) params.fit = fit;
  return params;
}

/** One cache key for the same transform however the query was written. */
function cacheKey(name: string, p: ImageParams): string {
  return [name, p.width, p.height, p.format, p.quality, p.fit].join('|');
}

function encode(image: Sharp, format: ImageOutput, quality: number | undefined): Sharp {
  switch (format) {
    case 'jpg':
      // JPEG has no transparency: a transparent area turns white, not black
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: quality ?? 80 });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: quality ?? 80 });
    case 'avif':
      // effort 2 of 9 (sharp's default 4): 3-5x faster for ~15% more bytes, so a page of
      // first-time images does not hold up the browser tests
      return image.avif({ quality: quality ?? 50, effort: 2 });
    case 'gif':
      return image.gif();
    case 'tiff':
      return image.tiff({ quality: quality ?? 80 });
  }
}

/**
 * Resizes and converts `source`. sharp draws an SVG at the scale of the output, so a 1512 px
 * avif of a 600 px wide drawing has sharp edges, not those of an enlarged 600 px bitmap.
 */
async function transform(
  sharp: SharpFactory,
  source: Buffer,
  params: ImageParams,
  format: ImageOutput,
): Promise<Buffer> {
  const { width, height, fit } = params;
  let image = sharp(source);
  if (fit === 'crop') {
    const natural = await image.metadata();
    // a part of the original at its own size, from the centre
    const w = Math.min(width ?? natural.width, natural.width);
    const h = Math.min(height ?? natural.height, natural.height);
    const left = Math.floor((natural.width - w) / 2);
    const top = Math.floor((natural.height - h) / 2);
    image = image.extract({ left, top, width: w, height: h });
  } else if (width !== undefined || height !== undefined) {
    image = image.resize({
      ...(width !== undefined ? { width } : {}),
      ...(height !== undefined ? { height } : {}),
      fit: SHARP_FITS[fit ?? 'default'],
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  return encode(image, format, params.quality).toBuffer();
}

/** The image folder with a bounded in-memory cache of transformed files. */
export function createImageStore({
  dir,
  cacheSize = 200,
  loadSharp = loadInstalledSharp,
  warn = (message) => console.warn(`[sandbox] ${message}`),
}: ImageStoreOptions): ImageStore {
  const root = resolve(dir);
  let sharp: Promise<SharpFactory | undefined> | undefined;
  const getSharp = () =>
    (sharp ??= loadSharp().then((found) => {
      if (!found) warn(SHARP_MISSING);
      return found;
    }));
  // promises, so concurrent requests for one transform share one encoding
  const cache = new Map<string, Promise<ImageFile | undefined>>();

  const read = async (path: string): Promise<Buffer | undefined> => {
    try {
      return await readFile(path);
    } catch {
      return undefined;
    }
  };

  const produce = async (
    factory: SharpFactory,
    path: string,
    params: ImageParams,
    format: ImageOutput,
  ): Promise<ImageFile | undefined> => {
    const source = await read(path);
    if (!source) return undefined;
    return {
      body: await transform(factory, source, params, format),
      type: IMAGE_OUTPUTS[format],
    };
  };

  const original = async (path: string, type: string): Promise<ImageFile | undefined> => {
    const body = await read(path);
    return body ? { body, type } : undefined;
  };

  return {
    async get(name, params) {
      const path = resolve(root, name);
      const source = SOURCES[extname(path)];
      if (!source || !path.startsWith(root + sep)) return undefined;
      const format = params.format ?? source.format;
      // no parameters, or only ones that cannot change an SVG (no fm): the file as stored
      if (Object.keys(params).length === 0 || !format) return original(path, source.type);
      const factory = await getSharp();
      if (!factory) return original(path, source.type);
      const key = cacheKey(name, params);
      let entry = cache.get(key);
      if (entry) {
        cache.delete(key); // most recently used goes last
      } else {
        const made = produce(factory, path, params, format);
        // a missing file or a failed encoding is not remembered
        const forget = () => cache.get(key) === made && cache.delete(key);
        made.then((file) => file ?? forget(), forget);
        entry = made;
      }
      cache.set(key, entry);
      while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      return entry;
    },
  };
}
