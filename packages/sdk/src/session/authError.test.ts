// @vitest-environment happy-dom
import {
  Auth0Client,
  AuthenticationError,
  GenericError,
  MfaRequiredError,
  MissingRefreshTokenError,
  MissingScopesError,
  TimeoutError,
  UseDpopNonceError,
} from '@auth0/auth0-spa-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { LOCK_WAIT_MS } from '../rules/constants';
import { toAuthError } from './authError';
import type { AuthOperation } from './authError';

// spec §8 auth errors, thrown as the real Auth0 SPA client throws them.
describe('toAuthError', () => {
  it.each<[string, unknown, AuthOperation, string, string]>([
    [
      'state mismatch',
      new GenericError('state_mismatch', 'Invalid state'),
      'login',
      'state_mismatch',
      'Invalid state',
    ],
    [
      'replayed callback',
      new GenericError('missing_transaction', 'Invalid state'),
      'login',
      'state_mismatch',
      'Invalid state',
    ],
    [
      'login required',
      new GenericError('login_required', 'Login required'),
      'token',
      'login_required',
      'Login required',
    ],
    [
      'consent required',
      new GenericError('consent_required', 'Consent required'),
      'token',
      'login_required',
      'Consent required',
    ],
    [
      'missing refresh token',
      new MissingRefreshTokenError('aud', 'openid'),
      'token',
      'missing_refresh_token',
      "Missing Refresh Token (audience: 'aud', scope: 'openid')",
    ],
    [
      'mfa required',
      new MfaRequiredError('mfa_required', 'Multifactor authentication required', 'tok', {}),
      'token',
      'mfa_required',
      'Multifactor authentication required',
    ],
    [
      'popup closed',
      new GenericError('cancelled', 'Popup closed'),
      'login',
      'popup_closed',
      'Popup closed',
    ],
    ['timeout', new TimeoutError(), 'token', 'timeout', 'Timeout'],
    [
      'fetch timeout',
      new GenericError('timeout', 'Timeout when executing fetch'),
      'token',
      'timeout',
      'Timeout when executing fetch',
    ],
    [
      'missing connect code',
      new GenericError('missing_connect_code', 'Missing connect code'),
      'login',
      'missing_connect_code',
      'Missing connect code',
    ],
    [
      'dpop nonce',
      new UseDpopNonceError('n'),
      'token',
      'get_access_token_failed',
      'Get access token failed: Server rejected DPoP proof: wrong nonce',
    ],
    [
      'missing scopes',
      new MissingScopesError('aud', 'write:transaction_debit'),
      'token',
      'get_access_token_failed',
      "Get access token failed: Missing requested scopes after refresh (audience: 'aud', missing scope: 'write:transaction_debit')",
    ],
    [
      'access denied at login',
      new AuthenticationError('access_denied', 'User cancelled', 'st'),
      'login',
      'login_failed',
      'Login failed: User cancelled',
    ],
    [
      'secure origin',
      new Error('auth0-spa-js must run on a secure origin.'),
      'login',
      'login_failed',
      'Login failed: auth0-spa-js must run on a secure origin.',
    ],
    ['not an error', 'weird', 'login', 'login_failed', 'Login failed'],
    ['nothing', undefined, 'token', 'get_access_token_failed', 'Get access token failed'],
  ])('%s', (_name, thrown, operation, code, message) => {
    const error = toAuthError(thrown, operation);
    expect(error).toBeInstanceOf(SdkError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.cause).toBe(thrown);
  });

  it('passes an SdkError through unchanged', () => {
    const original = new SdkError('timeout');
    expect(toAuthError(original, 'login')).toBe(original);
  });
});

// spec §8 "lock not acquired", §9 lock wait 5 s: what the real Auth0 client (2.27) throws when
// it cannot take the lock around a token request, driven through a browser's Web Locks.
describe('lock not acquired', () => {
  let grant: (signal: AbortSignal, callback: (lock: unknown) => Promise<unknown>) => unknown;
  beforeEach(() => {
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (
          _key: string,
          options: { signal: AbortSignal },
          callback: (lock: unknown) => Promise<unknown>,
        ) => grant(options.signal, callback),
      },
    });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'locks');
  });

  async function tokenFailure(): Promise<unknown> {
    const client = new Auth0Client({ domain: 'id.example', clientId: 'c', useRefreshTokens: true });
    const pending = client.getTokenSilently().then(
      () => undefined,
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS);
    return pending;
  }

  it("no lock within the wait: the client's TimeoutError becomes timeout, not the token fallback", async () => {
    // another tab holds the lock until the client gives up
    grant = (signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const thrown = await tokenFailure();
    expect(thrown).toBeInstanceOf(TimeoutError);
    const error = toAuthError(thrown, 'token');
    expect([error.code, error.message, error.cause]).toEqual(['timeout', 'Timeout', thrown]);
  });

  it("a lock request granted without a lock ('Lock not available') falls back to get_access_token_failed", async () => {
    grant = (_signal, callback) => callback(null);
    const thrown = await tokenFailure();
    expect(thrown).toBeInstanceOf(Error);
    const error = toAuthError(thrown, 'token');
    expect([error.code, error.message, error.cause]).toEqual([
      'get_access_token_failed',
      'Get access token failed: Lock not available',
      thrown,
    ]);
  });
});
