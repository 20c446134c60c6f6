// The elements' stylesheet, CSP-safe: one constructable stylesheet (`new CSSStyleSheet()`),
// built on the first element's first render and adopted by every element's shadow root, so
// that a page whose policy has `style-src 'self'` (no 'unsafe-inline') shows the elements
// styled and reports no violation. Where the browser has no constructable stylesheets the
// element renders a `<style>` instead, with the nonce of the element's `nonce` attribute
// (docs/elements.md "Content Security Policy"). Nothing here touches the DOM at import:
// importing in Node (server rendering, tests, a bundler's prerender) does not throw.
import { adoptStyleSheet, widgetCss } from '@avios/react/components';

/** The screens' stylesheet (the shop's without its frame) plus the `:host` rules. */
export const ELEMENT_CSS = `${widgetCss}:host{display:block}:host([hidden]){display:none}`;

/**
 * Adopts the page's one shared sheet of {@link ELEMENT_CSS} into `root` (idempotent). False
 * when it cannot (no shadow root, no constructable stylesheets): render it in a
 * `<style nonce>` instead.
 */
export function adoptStyles(root: ShadowRoot | HTMLElement | undefined): boolean {
  return adoptStyleSheet(root, ELEMENT_CSS);
}

/** The nonce for the fallback `<style>`: the host element's `nonce` attribute, if any. */
export function styleNonce(host: HTMLElement | undefined): string | undefined {
  // once inserted, browsers hide a nonce attribute's value; the `nonce` property keeps it
  return host?.nonce || host?.getAttribute('nonce') || undefined;
}
