// Whether a page load is the return from a sign-in (spec §4 Auth) or from linking an account
// (spec §5, §7 connected accounts), small enough for every first render; the sign-in and the
// linking themselves are fetched on demand (sessionActions.ts, linking.ts).

/** Set while the member is away linking an account; the return is then a connect return. */
const CONNECTING_KEY = 'avios.session.connecting';

/** True when this page load is the identity provider's answer to a sign-in (a code or an error). */
export function isSignInReturn(params: URLSearchParams): boolean {
  return (params.has('code') || params.has('error')) && params.has('state');
}

/** True when this page load is the return from linking an account. */
export function isConnectReturn(params: URLSearchParams, storage: Storage | undefined): boolean {
  // a sign-in's return carries `code`; a link's carries `connect_code`, an error, or nothing
  return storage?.getItem(CONNECTING_KEY) === '1' && params.has('state') && !params.has('code');
}

/** The mark that says the member is away linking an account, kept in the session's storage. */
export interface ConnectingMark {
  set(): void;
  clear(): void;
}

export function connectingMark(storage: Storage | undefined): ConnectingMark {
  return {
    set: () => storage?.setItem(CONNECTING_KEY, '1'),
    clear: () => storage?.removeItem(CONNECTING_KEY),
  };
}
