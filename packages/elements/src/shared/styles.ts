// The elements' stylesheet, CSP-safe: one constructable stylesheet (`new CSSStyleSheet()`),
// built on the first element's first render and adopted by every element's shadow root, so
// that a page whose policy has `style-src 'self'` (no 'unsafe-inline') shows the elements
// styled and reports no violation. Where the browser has no constructable stylesheets the
// element renders a `<style>` instead, with the nonce of the element's `nonce` attribute
// (docs/elements.md "Content Security Policy"). Nothing here touches the DOM at import:
// importing in Node (server rendering, tests, a bundler's prerender) does not throw.
//
// The first render parses only what the first screens need: the rules of the package pages,
// the skeleton, the error pages and alerts, and the theme of the page's partner alone. The
// later screens' rules and every brand's theme arrive later (@avios/react laterStyles.ts):
// the same sheet objects are then rewritten with the whole stylesheet, in its one order, so
// every shadow root that adopted them has them at once; a later screen waits for that
// (onDemand.tsx).
import { FIRST_CSS, joinCss, laterCss, onLaterCss, themeCss } from '@avios/react/components';
import type { Partner } from '@avios/sdk';

const HOST_CSS = ':host{display:block}:host([hidden]){display:none}';

/**
 * The element stylesheet as it is now: before the later rules arrive, the first screens'
 * rules with `partner`'s theme only (every brand's without one); once they are in, the whole
 * stylesheet with every brand's theme, whatever the partner. Then the `:host` rules.
 */
export function elementCss(partner?: Partner): string {
  const later = laterCss();
  const theme = themeCss(later ? undefined : partner);
  return `${theme}${joinCss(FIRST_CSS, later ?? [])}${HOST_CSS}`;
}

/**
 * The stylesheet of the `<style>` fallback (every brand's theme): the first screens' rules
 * until the later ones arrive, the whole stylesheet after (a live binding).
 */
export let ELEMENT_CSS = elementCss();

// one sheet per partner (the key '' for every partner once the later rules are in: the
// stylesheet is then the same for all); null where the browser cannot construct one
const sheets = new Map<string, CSSStyleSheet | null>();
const ours = new Set<CSSStyleSheet>();

const keyOf = (partner: Partner | undefined): string => (laterCss() ? '' : (partner ?? ''));

function sheetFor(partner: Partner | undefined): CSSStyleSheet | null {
  const key = keyOf(partner);
  let sheet = sheets.get(key);
  if (sheet === undefined) {
    try {
      // throws where the constructor is not supported
      sheet = new CSSStyleSheet();
      sheet.replaceSync(elementCss(partner));
      ours.add(sheet);
    } catch {
      sheet = null;
    }
    sheets.set(key, sheet);
  }
  return sheet;
}

onLaterCss(() => {
  ELEMENT_CSS = elementCss();
  // every sheet built so far, whichever partner it was for, becomes the whole stylesheet,
  // and the one every partner is given from now on
  const whole = elementCss();
  for (const sheet of sheets.values()) sheet?.replaceSync(whole);
  const built = [...sheets.values()].find(Boolean);
  if (built && !sheets.has('')) sheets.set('', built);
});

/**
 * Adopts the page's shared sheet for `partner` into `root` (idempotent), in place of the one
 * of another partner it had. False when it cannot (no shadow root, no constructable
 * stylesheets): render {@link elementCss} in a `<style nonce>` instead.
 */
export function adoptStyles(
  root: ShadowRoot | HTMLElement | undefined,
  partner?: Partner,
): boolean {
  if (!root || !('adoptedStyleSheets' in root)) return false;
  const adopted = root.adoptedStyleSheets;
  const current = adopted.filter((s) => ours.has(s));
  // once the later rules are in, each of our sheets is the whole stylesheet, for any partner
  if (current.length === 1 && laterCss()) return true;
  const sheet = sheetFor(partner);
  if (!sheet) return false;
  if (current.length === 1 && current[0] === sheet) return true;
  root.adoptedStyleSheets = [...adopted.filter((s) => !ours.has(s)), sheet];
  return true;
}

/** The nonce for the fallback `<style>`: the host element's `nonce` attribute, if any. */
export function styleNonce(host: HTMLElement | undefined): string | undefined {
  // once inserted, browsers hide a nonce attribute's value; the `nonce` property keeps it
  return host?.nonce || host?.getAttribute('nonce') || undefined;
}
