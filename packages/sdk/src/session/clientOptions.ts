// The Auth0 client settings the spec fixes (spec §5 identity token checks, §9 token leeway,
// lock, session check and transaction cookies), passed explicitly so a change of the
// library's defaults cannot change them unnoticed.
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { SdkError } from '../errors/sdkError';
import { SESSION_COOKIE_DAYS, TOKEN_LEEWAY_S } from '../rules/constants';
import type { LoginOptions } from './sessionTypes';
import { STEP_UP_SCOPE } from './sessionTypes';

/**
 * spec §9 settings for every partner's Auth0 client.
 *
 * - `leeway`: the identity token's `exp`, `nbf` and `auth_time` are checked with 60 s of
 *   clock skew allowed (spec §5, §9 token leeway).
 * - `sessionCheckExpiryDays`: the "is authenticated" session check cookie lives 1 day.
 * - `useCookiesForTransactions`: the sign-in transaction (state, nonce, PKCE verifier) is kept
 *   in a cookie, the spec's transaction cookie. Its lifetime is not an option: the library
 *   writes it with `daysUntilExpire: 1` (its `TransactionManager`), the spec's 1 day
 *   (`TRANSACTION_COOKIE_DAYS`; clientOptions.test.ts watches the written cookie).
 *
 * Not an option either: the lock around token requests (spec §9: wait 5 s, 10 attempts).
 * auth0-spa-js 2.27 hard-codes both, `runWithLock(key, 5e3, …)` and, in browsers without Web
 * Locks, 10 attempts to take its storage lock; clientOptions.test.ts asserts the shipped
 * values equal `LOCK_WAIT_MS` and `LOCK_ATTEMPTS`.
 *
 * - `useDpop`: spec §7 proof header. Tokens are bound to the client's key pair, which the
 *   library keeps in IndexedDB, non-extractable; its token requests carry a proof and retry a
 *   nonce demand once, and the API calls carry one too (dpop.ts). A stolen token is of no
 *   use without the key.
 */
export const SPEC_CLIENT_OPTIONS = {
  leeway: TOKEN_LEEWAY_S,
  useDpop: true,
  sessionCheckExpiryDays: SESSION_COOKIE_DAYS,
  useCookiesForTransactions: true,
} as const satisfies Partial<Auth0ClientOptions>;

/**
 * The authorization parameters of one sign-in: the step-up scope when asked (spec §6), and
 * `max_age` when the caller wants an authentication no older than that (spec §5: the
 * provider must then sign the member in again, and the identity token carries `auth_time`).
 */
export function loginParams(options: Pick<LoginOptions, 'stepUp' | 'maxAge'>): {
  authorizationParams?: Record<string, unknown>;
} {
  const params: Record<string, unknown> = {};
  if (options.stepUp) params.scope = STEP_UP_SCOPE;
  if (options.maxAge !== undefined) {
    if (!Number.isInteger(options.maxAge) || options.maxAge < 0) {
      throw new SdkError('unhandled_error', {
        message: `maxAge must be a whole number of seconds >= 0, got ${options.maxAge}.`,
      });
    }
    params.max_age = options.maxAge;
  }
  return Object.keys(params).length > 0 ? { authorizationParams: params } : {};
}
