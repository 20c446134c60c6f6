// The elements' stylesheet, CSP-safe: one constructable stylesheet (`new CSSStyleSheet()`),
// built on the first element's first render and adopted by every element's shadow root, so
// that a page whose policy has `style-src 'self'` (no 'unsafe-inline') shows the elements
// styled and reports no violation. Where the browser has no constructable stylesheets the
// element renders a `<style>` instead, with the nonce of the element's `nonce` attribute
// (docs/elements.md "Content Security Policy"). Nothing here touches the DOM at import:
// importing in Node (server rendering, tests, a bundler's prerender) does not throw.
import { widgetCss } from '@avios/react';

/** The screens' stylesheet (the shop's without its frame) plus the `:host` rules. */
export const ELEMENT_CSS = `${widgetCss}:host{display:block}:host([hidden]){display:none}`;

// undefined: not built yet; null: no constructable stylesheets here (or no DOM at all)
let shared: CSSStyleSheet | null | undefined;

/**
 * Adopts the one shared sheet into `root` (building it on first use; idempotent). False when
 * it cannot (no shadow root, no constructable stylesheets): render {@link ELEMENT_CSS} in a
 * `<style nonce>` instead.
 */
export function adoptStyles(root: ShadowRoot | HTMLElement | undefined): boolean {
  if (shared === undefined) {
    try {
      // throws without a DOM (no CSSStyleSheet) and where the constructor is not supported
      shared = new CSSStyleSheet();
      shared.replaceSync(ELEMENT_CSS);
    } catch {
      shared = null;
    }
  }
  if (!shared || !root || !('adoptedStyleSheets' in root)) return false;
  const adopted = root.adoptedStyleSheets;
  if (!adopted.includes(shared)) root.adoptedStyleSheets = [...adopted, shared];
  return true;
}

/** The nonce for the fallback `<style>`: the host element's `nonce` attribute, if any. */
export function styleNonce(host: HTMLElement | undefined): string | undefined {
  // once inserted, browsers hide a nonce attribute's value; the `nonce` property keeps it
  return host?.nonce || host?.getAttribute('nonce') || undefined;
}
