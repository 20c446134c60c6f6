// spec §2: a link starting with `/` is the shop's own page, followed inside the shop. `//host`
// and `/\host` start with `/` too, but browsers read both as another host: never internal.

/** True for an in-shop path (`/…`); false for `//host`, `/\host`, full addresses, `#…`, `?…`. */
export function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
