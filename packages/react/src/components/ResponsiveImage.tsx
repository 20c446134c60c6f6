import type { CSSProperties } from 'react';
import { responsiveImage } from '@avios/sdk/rules';

export interface ResponsiveImageProps {
  /** The content asset's url (`//host/…` or http(s)); any other renders nothing. */
  src: string;
  /** Alternative text; `''` for an image that only decorates. A background is always `''`. */
  alt: string;
  /**
   * Width and height in CSS pixels as laid out (or the asset's own): they give the box its
   * aspect ratio before the image arrives, so nothing below it moves.
   */
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser's choice of width. Defaults to `100vw`. */
  sizes?: string;
  /** Defaults to `lazy`, and `eager` for a background (it is at the top of its screen). */
  loading?: 'lazy' | 'eager';
  /**
   * Drawn behind its section's content, covering it (hero, maintenance and error screens):
   * the section needs `position: relative` and `isolation: isolate`. Defaults to `false`.
   */
  background?: boolean;
}

/**
 * A content image in the spec §9 widths and formats (SDK `responsiveImage`): avif, then
 * webp, then a jpg, each at the width `sizes` asks for, over its 20 px placeholder blurred.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  loading,
  background = false,
}: ResponsiveImageProps) {
  const image = responsiveImage(src);
  if (!image) return null;
  // the placeholder reaches the stylesheet's blurred layer through a custom property; a url
  // from the SDK has no quote or space, and a backslash would end the CSS string early
  const placeholder = `url("${image.placeholder.replace(/\\/g, '%5C')}")`;
  return (
    <picture
      className={background ? 'avios-picture avios-picture--background' : 'avios-picture'}
      style={{ '--avios-image-placeholder': placeholder } as CSSProperties}
    >
      {/* the jpg needs no srcset: only a browser that reads neither avif nor webp takes it */}
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className="avios-picture__img"
        src={image.src}
        alt={background ? '' : alt}
        width={width}
        height={height}
        loading={loading ?? (background ? 'eager' : 'lazy')}
        decoding="async"
      />
    </picture>
  );
}
