// The optional locale segment of spec §2 (`/en-GB/purchase`): the screens navigate with
// locale-free paths and the host keeps the visitor's locale segment on every address.

import { isInternalPath } from '@avios/sdk/rules';

const LOCALE = /^[a-z]{2}-[a-z]{2}$/i;

function split(to: string): { path: string; rest: string } {
  const end = to.search(/[?#]/);
  return end === -1 ? { path: to, rest: '' } : { path: to.slice(0, end), rest: to.slice(end) };
}

/** The locale segment at the start of a router path, normalised to `xx-XX`, if any. */
export function localeOf(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (!LOCALE.test(first)) return undefined;
  const [lang = '', country = ''] = first.split('-');
  return `${lang.toLowerCase()}-${country.toUpperCase()}`;
}

/**
 * Puts `locale` in front of an internal path that has none (`/purchase` -> `/en-GB/purchase`,
 * `/` -> `/en-GB`). Other addresses, and every address when `locale` is undefined, pass as is.
 */
export function withLocale(to: string, locale: string | undefined): string {
  if (!locale || !isInternalPath(to)) return to;
  const { path, rest } = split(to);
  if (localeOf(path)) return to;
  return `/${locale}${path === '/' ? '' : path}${rest}`;
}

/** Swaps the locale segment of a router path for `locale` (adds it when there is none). */
export function replaceLocale(to: string, locale: string): string {
  const { path, rest } = split(to);
  const bare = localeOf(path) ? path.replace(/^\/[^/]+/, '') || '/' : path;
  return withLocale(`${bare}${rest}`, locale);
}
