// spec §9: "Image widths 767, 1199, 1512; formats avif, webp, jpg; placeholder width 20".
// A content image becomes a <picture>: an avif and a webp srcset over the three widths (the
// browser takes the first format it reads and the width its layout needs), a jpg at the
// largest width for browsers that read neither, and a 20 px jpg to show, blurred, until the
// image arrives. The sizes and formats are asked of the content service's image API with
// Contentful Images API parameters (`w`, `fm`), which the sandbox answers too.
import { IMAGE_FORMATS, IMAGE_PLACEHOLDER_WIDTH, IMAGE_WIDTHS } from './constants';

type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The format every browser reads; the others are offered before it, in the spec's order. */
const FALLBACK_FORMAT: ImageFormat = 'jpg';

/** One `<source>` of a `<picture>`. */
export interface ResponsiveImageSource {
  /** MIME type of the format, e.g. `image/avif`. */
  type: string;
  /** `url 767w, url 1199w, url 1512w`. */
  srcSet: string;
}

/** What a `<picture>` needs for one content image. */
export interface ResponsiveImageSet {
  /** avif then webp, in the order the browser should try them. */
  sources: ResponsiveImageSource[];
  /** The jpg at the largest width, for the `<img>` itself. */
  src: string;
  /** The 20 px wide jpg, shown blurred until the image loads. */
  placeholder: string;
}

/** The asset's address with `w` and `fm` set, other parameters and protocol-relativity kept. */
function withParams(url: URL, relative: boolean, width: number, format: ImageFormat): string {
  const copy = new URL(url);
  copy.searchParams.set('w', String(width));
  copy.searchParams.set('fm', format);
  return relative ? copy.href.slice(copy.protocol.length) : copy.href;
}

/** The asset address as a URL, or `undefined` when it is not http(s) or `//host/…`. */
function parseImageUrl(value: unknown): { url: URL; relative: boolean } | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // content-service urls are protocol-relative; `///x` names no host
  const relative = text.startsWith('//') && !text.startsWith('///');
  if (!relative && !/^https?:\/\/[^/]/i.test(text)) return undefined;
  try {
    return { url: new URL(relative ? `https:${text}` : text), relative };
  } catch {
    return undefined;
  }
}

/**
 * The sources, fallback and placeholder of a content image (spec §9), or `undefined` when
 * `url` is not an http(s) or protocol-relative address (a `data:` or relative url, a script
 * url, anything the URL parser cannot read): render no image then.
 */
export function responsiveImage(url: unknown): ResponsiveImageSet | undefined {
  const parsed = parseImageUrl(url);
  if (!parsed) return undefined;
  const at = (width: number, format: ImageFormat) =>
    withParams(parsed.url, parsed.relative, width, format);
  const sources = IMAGE_FORMATS.filter((format) => format !== FALLBACK_FORMAT).map((format) => ({
    type: `image/${format}`, // avif and webp are their own MIME subtypes
    srcSet: IMAGE_WIDTHS.map((width) => `${at(width, format)} ${width}w`).join(', '),
  }));
  return {
    sources,
    src: at(Math.max(...IMAGE_WIDTHS), FALLBACK_FORMAT),
    placeholder: at(IMAGE_PLACEHOLDER_WIDTH, FALLBACK_FORMAT),
  };
}
