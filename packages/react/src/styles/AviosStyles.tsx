import { useLayoutEffect } from 'react';
import { adoptStyleSheet } from './adoptStyleSheet';
import { aviosCss } from './aviosCss';

export interface AviosStylesProps {
  /** CSP nonce for the style element. */
  nonce?: string;
  /**
   * Adopt the stylesheet into the document as a constructable stylesheet instead of rendering
   * a `<style>`: a page whose policy has `style-src 'self'` (no `'unsafe-inline'`, no nonce)
   * then shows the screens styled with no violation. Client-side rendering only: a server
   * render has no document to adopt into (render the `<style>` with a `nonce` there).
   * Where the browser has no constructable stylesheets, the `<style>` is rendered instead.
   */
  adopt?: boolean;
}

const canAdopt = () =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document &&
  typeof CSSStyleSheet !== 'undefined';

/**
 * Renders the Avios stylesheet once: a `<style>` in the host's page (with `nonce` for a
 * nonce-based policy), or, with `adopt`, a constructable stylesheet the document adopts (for
 * a strict `style-src 'self'`). No bundler CSS handling is needed either way.
 */
export function AviosStyles({ nonce, adopt = false }: AviosStylesProps) {
  const adopting = adopt && canAdopt();
  // before the first paint: no unstyled flash
  useLayoutEffect(() => {
    if (adopting) adoptStyleSheet(document, aviosCss);
  }, [adopting]);
  if (adopting) return null;
  return (
    <style nonce={nonce} data-avios-styles="">
      {aviosCss}
    </style>
  );
}
