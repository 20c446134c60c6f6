// Every link that comes from content (footer, rich text, banners, cards, articles, result
// buttons, the avatar menu) goes through this rule before it reaches an `href`. spec §2 says
// links starting with / are internal and other links open in a new tab; it does not say which
// other links may exist, so only the schemes a shop page needs are allowed: http(s), mailto
// and tel. `javascript:`, `data:`, `vbscript:`, protocol-relative `//host` and anything the
// URL parser cannot read are refused in every build (Preact, unlike React 19, does not block
// `javascript:` URLs itself).
import { isSafeReturnPath } from '../session/returnPath';

/** A link as it may be rendered: internal paths go through the host's router. */
export type SafeLink = { internal: true; href: string } | { internal: false; href: string };

/** Schemes an external link from content may use. */
export const SAFE_LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/** Longest link accepted; longer values are refused rather than put into the page. */
export const MAX_LINK_LENGTH = 2048;

/**
 * The link to render for `href`, or `null` when it must not become a link (render its text
 * only). Leading and trailing spaces and control characters, and tabs and line breaks
 * anywhere, are removed first, as browsers do, so `" java\tscript:…"` is seen for what it is.
 */
export function safeLink(href: unknown): SafeLink | null {
  if (typeof href !== 'string') return null;
  const cleaned = href
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (cleaned === '' || cleaned.length > MAX_LINK_LENGTH) return null;
  if (cleaned.startsWith('/') || cleaned.startsWith('\\')) {
    return isSafeReturnPath(cleaned) ? { internal: true, href: cleaned } : null;
  }
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  if (!SAFE_LINK_SCHEMES.includes(url.protocol)) return null;
  // "https:evil.com" parses, but an http(s) link must name its host after "//"
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !/^https?:\/\//i.test(cleaned)) {
    return null;
  }
  return { internal: false, href: cleaned };
}
