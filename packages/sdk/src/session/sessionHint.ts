// Whether a page load can have a session at all, told without the Auth0 client (spec §4
// Auth): the first render of a visitor needs only this much of the sign-in to know they are
// a visitor. Like the real `checkSession`, an absent "is authenticated" cookie (and, with the
// localstorage cache, no cached entry) means there is no session to restore; a sign-in's or
// a link's return, or a client factory of the shop's own, is always asked.
import type { Partner } from '../rules/constants';
import { isConnectReturn, isSignInReturn } from './connectReturn';
import { mayHaveSession } from './sessionMarker';
import type { CacheLocation, SessionOptions } from './sessionTypes';

/**
 * The real Auth0 client's module (~50 KB compressed). Its one import: lazyAuth0.ts loads it
 * for the first call that needs the client, and session.ts asks for it as soon as a page
 * load may have a member, beside the sign-in module, so that the two never come one after
 * the other.
 */
export const loadAuth0 = () => import('@auth0/auth0-spa-js');

/**
 * The real client's constructor refuses a page without Web Crypto (an http origin other than
 * localhost); checked here too, so the failure still comes when the client is created.
 */
export function checkCrypto(): void {
  if (typeof window === 'undefined') return;
  if (!window.crypto) {
    throw new Error('For security reasons, `window.crypto` is required to run `auth0-spa-js`.');
  }
  if (typeof window.crypto.subtle === 'undefined') {
    throw new Error('auth0-spa-js must run on a secure origin.');
  }
}

/**
 * True when this page load surely has no session of `partner`: the session is then anonymous
 * without its sign-in module or the Auth0 client being fetched. False for a sign-in's or a
 * link's return, a page without Web Crypto (where creating the client fails, and says so),
 * a shop's own `createClient`, and whenever the default client could find a session.
 */
export function surelyAnonymous(
  options: Pick<SessionOptions, 'createClient' | 'clientIds'>,
  cacheLocation: CacheLocation,
  storage: Storage | undefined,
  partner: Partner,
): boolean {
  if (options.createClient) return false;
  const params = new URL(window.location.href).searchParams;
  if (isSignInReturn(params) || isConnectReturn(params, storage)) return false;
  try {
    checkCrypto();
  } catch {
    return false;
  }
  return !mayHaveSession({ clientId: options.clientIds[partner], cacheLocation });
}

export { mayHaveSession };
