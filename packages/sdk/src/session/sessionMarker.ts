// The identity provider's session marker, read without the Auth0 client: its "is
// authenticated" cookie, or with the localstorage cache one of its entries. What tells a
// visitor from a member who may be signed in before any sign-in code has arrived: the
// session's first check (sessionHint.ts) and the elements' loader, which starts a visitor's
// first prices early. No imports: it is small enough for the loader's first chunk.
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    return undefined; // sandboxed documents may refuse cookie access
  }
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === undefined) continue;
    try {
      if (decodeURIComponent(key) === name) return rest.join('=');
    } catch {
      /* a cookie name that is not URI-encoded text: not one of Auth0's */
    }
  }
  return undefined;
}

function localStorageKeys(): string[] {
  try {
    if (typeof localStorage === 'undefined') return [];
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  } catch {
    return []; // storage disabled
  }
}

/**
 * True when the real client could find a session to restore: its "is authenticated" cookie
 * (per client id, the older name without it, and the `_legacy_` SameSite copies of both)
 * or, with the localstorage cache, one of its cache entries (`@@auth0spajs@@::…`).
 */
export function mayHaveSession(options: Pick<Auth0ClientOptions, 'clientId' | 'cacheLocation'>) {
  const names = [`auth0.${options.clientId}.is.authenticated`, 'auth0.is.authenticated'];
  if (names.some((n) => readCookie(n) !== undefined || readCookie(`_legacy_${n}`) !== undefined)) {
    return true;
  }
  return (
    options.cacheLocation === 'localstorage' &&
    localStorageKeys().some((key) => key.startsWith('@@auth0spajs@@'))
  );
}
