// Constructable stylesheets, shared: one CSSStyleSheet per stylesheet text for the whole page,
// adopted by the document (<AviosStyles adopt />) or by every element's shadow root
// (@avios/elements). A page whose policy has `style-src 'self'` then shows the screens styled
// with no violation; nothing here runs at import (no DOM needed to import it).

// stylesheet text -> its sheet; null where the browser cannot construct one
const sheets = new Map<string, CSSStyleSheet | null>();

/**
 * Adopts the one shared sheet of `css` into `root` (built on first use; idempotent). False
 * where it cannot (no root, no constructable stylesheets): render a `<style>` instead.
 */
export function adoptStyleSheet(
  root: Document | ShadowRoot | HTMLElement | undefined,
  css: string,
): boolean {
  if (!root || !('adoptedStyleSheets' in root)) return false;
  let sheet = sheets.get(css);
  if (sheet === undefined) {
    try {
      // throws where the constructor is not supported
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
    sheets.set(css, sheet);
  }
  if (!sheet) return false;
  const adopted = root.adoptedStyleSheets;
  if (!adopted.includes(sheet)) root.adoptedStyleSheets = [...adopted, sheet];
  return true;
}
