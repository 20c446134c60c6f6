// spec §8 auth errors: every failure of the Auth0 client becomes an SdkError with a catalogue
// code, keeping the Auth0 error as `cause`.
import { SdkError, isSdkError } from '../errors/sdkError';
import type { ErrorCode } from '../errors/sdkError';

/** The operation that failed; it picks the fallback code (spec §8 fallback messages). */
export type AuthOperation = 'login' | 'token';

/** Auth0 `error` values and the catalogue code each becomes. */
const AUTH0_CODES: Readonly<Record<string, ErrorCode>> = {
  state_mismatch: 'state_mismatch',
  // Auth0 raises this with 'Invalid state' when the callback has no stored transaction
  // (a reloaded or replayed callback URL): for the member it is a state mismatch.
  missing_transaction: 'state_mismatch',
  login_required: 'login_required',
  consent_required: 'login_required',
  interaction_required: 'login_required',
  missing_refresh_token: 'missing_refresh_token',
  mfa_required: 'mfa_required',
  cancelled: 'popup_closed',
  timeout: 'timeout',
  missing_connect_code: 'missing_connect_code',
};

const FALLBACK: Record<AuthOperation, { code: ErrorCode; message: string }> = {
  login: { code: 'login_failed', message: 'Login failed' },
  token: { code: 'get_access_token_failed', message: 'Get access token failed' },
};

/** The OAuth `error` string of an Auth0 error (`GenericError.error`), if it has one. */
export function auth0ErrorCode(e: unknown): string | undefined {
  if (e === null || typeof e !== 'object') return undefined;
  const error = (e as { error?: unknown }).error;
  return typeof error === 'string' ? error : undefined;
}

/**
 * Maps anything thrown by the Auth0 client to an SdkError. Codes without their own row
 * (use_dpop_nonce, missing_scopes, secure-origin checks, a lock request granted without a
 * lock) fall back to `login_failed` or `get_access_token_failed`, keeping Auth0's message.
 * spec §8 lock not acquired: auth0-spa-js 2.27 gives up on its lock with its TimeoutError,
 * which is `timeout`.
 */
export function toAuthError(e: unknown, operation: AuthOperation): SdkError {
  if (isSdkError(e)) return e;
  const auth0Code = auth0ErrorCode(e);
  const code = auth0Code === undefined ? undefined : AUTH0_CODES[auth0Code];
  const description =
    e !== null && typeof e === 'object'
      ? (e as { error_description?: unknown; message?: unknown })
      : undefined;
  const text =
    typeof description?.error_description === 'string'
      ? description.error_description
      : typeof description?.message === 'string'
        ? description.message
        : undefined;
  if (code) return new SdkError(code, { message: text ?? code, cause: e });
  const fallback = FALLBACK[operation];
  return new SdkError(fallback.code, {
    message: text ? `${fallback.message}: ${text}` : fallback.message,
    cause: e,
  });
}
