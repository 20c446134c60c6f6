import { aviosCss } from './aviosCss';

export interface AviosStylesProps {
  /** CSP nonce for the style element. */
  nonce?: string;
}

/**
 * Renders the Avios stylesheet once: in the page head area of the host, or inside an
 * element's shadow root (no bundler CSS handling needed).
 */
export function AviosStyles({ nonce }: AviosStylesProps) {
  return (
    <style nonce={nonce} data-avios-styles="">
      {aviosCss}
    </style>
  );
}
