// The session's access tokens (spec §4 Token, §7 saveToken, §8 auth errors): cached by their
// exp, one request per token at a time, the step-up token asked beside a standard one, and
// the step-up fallback remembered once step-up is found unavailable.
import { SdkError } from '../errors/sdkError';
import type { Partner } from '../rules/constants';
import { isExpired, tokenExpiry } from './accessTokenClaims';
import { auth0ErrorCode, toAuthError } from './authError';
import { STANDARD_SCOPE, STEP_UP_SCOPE } from './sessionTypes';
import type { Auth0ClientLike, AuthToken, GetTokenOptions, TokenType } from './sessionTypes';

/**
 * Auth0 errors on the step-up request that mean "step-up is not available for this member
 * now" (spec §4 Token): remembered, and later calls use the standard token.
 */
const STEP_UP_UNAVAILABLE = new Set([
  'login_required',
  'consent_required',
  'interaction_required',
  'mfa_required',
  'missing_refresh_token',
  'missing_scopes',
  'invalid_scope',
  'invalid_grant',
  'access_denied',
]);

/** No step-up sign-in in this page's life: step-up is unavailable, asked of nobody. */
const STEP_UP_NOT_HELD = Object.freeze({ error: 'mfa_required' });

/** Standard-token failures that mean the session is over (spec §8: login_required logs out). */
export const SESSION_ENDED = new Set(['login_required', 'missing_refresh_token']);

interface CachedToken {
  value: string;
  exp: number;
}

export interface TokenSourceOptions {
  /** The partner's Auth0 client, created on first use. */
  clientFor(partner: Partner): Auth0ClientLike;
  /** spec §7: told of each new token; errors are logged, never thrown. */
  saveToken?: (accessToken: string) => Promise<void>;
  /** A standard token was refused because the session is over (`SESSION_ENDED`). */
  onSessionEnded(partner: Partner): void;
}

export interface TokenSource {
  /** A step-up token when asked and available, else the standard one. */
  getToken(partner: Partner, options?: GetTokenOptions): Promise<AuthToken>;
  /** Drops the partner's tokens and the step-up fallback: a new sign-in, or none. */
  forget(partner: Partner): void;
  isStepUpFallback(): boolean;
  clearStepUpFallback(): void;
}

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const tokens = new Map<string, CachedToken>();
  const inflight = new Map<string, Promise<string>>();
  const lastSeen = new Map<Partner, string>();
  let stepUpFallback = false;
  /** Partners whose client holds a step-up token (or its refresh token) in this page's life. */
  const stepUpHeld = new Set<Partner>();

  function forget(partner: Partner): void {
    tokens.delete(`${partner}:standard`);
    tokens.delete(`${partner}:stepUp`);
    lastSeen.delete(partner);
    stepUpHeld.delete(partner);
    stepUpFallback = false;
  }

  async function requestToken(partner: Partner, type: TokenType, fresh: boolean): Promise<string> {
    const client = options.clientFor(partner);
    const scope = type === 'stepUp' ? STEP_UP_SCOPE : STANDARD_SCOPE;
    const ask = (cacheMode: 'on' | 'off' | 'cache-only') =>
      client.getTokenSilently({ authorizationParams: { scope }, cacheMode });
    if (type === 'stepUp' && !stepUpHeld.has(partner)) {
      // spec §4 Token: the step-up token is asked only of what this page holds (a step-up
      // sign-in's token and refresh token). Asking the provider in a hidden frame would, when
      // it refuses for want of the one-time code (login_required), make the Auth0 library end
      // the whole local session: the standard token, its refresh token and the DPoP key pair.
      if ((await ask('cache-only')) === undefined) throw STEP_UP_NOT_HELD;
      stepUpHeld.add(partner);
    }
    let value = await ask(fresh ? 'off' : 'on');
    let exp = value === undefined ? undefined : tokenExpiry(value);
    if (value !== undefined && exp !== undefined && isExpired(exp) && !fresh) {
      // spec §4 Token: Auth0 handed back a cached token that has lapsed by its exp: drop it.
      value = await ask('off');
      exp = value === undefined ? undefined : tokenExpiry(value);
    }
    if (value === undefined) {
      throw new SdkError('login_required', { message: 'The session has ended; sign in again.' });
    }
    const key = `${partner}:${type}`;
    if (exp !== undefined && !isExpired(exp)) tokens.set(key, { value, exp });
    else tokens.delete(key);
    return value;
  }

  async function notifySaveToken(partner: Partner, value: string): Promise<void> {
    if (lastSeen.get(partner) === value) return;
    lastSeen.set(partner, value);
    if (!options.saveToken) return;
    try {
      await options.saveToken(value);
    } catch (e) {
      // spec §7: saveToken's answer is not used; a failure must not block the member.
      console.warn('[avios/sdk] saveToken failed', e);
    }
  }

  async function acquire(partner: Partner, type: TokenType): Promise<string> {
    const key = `${partner}:${type}`;
    const cached = tokens.get(key);
    if (cached && !isExpired(cached.exp)) return cached.value;
    if (cached) tokens.delete(key); // spec §4 Token: expired by its exp claim
    const running = inflight.get(key);
    if (running) return running;
    const pending = requestToken(partner, type, cached !== undefined).finally(() => {
      inflight.delete(key);
    });
    inflight.set(key, pending);
    const value = await pending;
    // Outside the in-flight entry, so a saveToken that itself asks for a token gets a cache hit.
    await notifySaveToken(partner, value);
    return value;
  }

  async function standardToken(partner: Partner): Promise<AuthToken> {
    try {
      return { value: await acquire(partner, 'standard'), type: 'standard' };
    } catch (e) {
      const error = toAuthError(e, 'token');
      if (SESSION_ENDED.has(error.code)) options.onSessionEnded(partner);
      throw error;
    }
  }

  async function getToken(
    partner: Partner,
    tokenOptions: GetTokenOptions = {},
  ): Promise<AuthToken> {
    if (!tokenOptions.stepUp || stepUpFallback) return standardToken(partner);
    // spec §4 Token: the step-up token is requested together with a standard one.
    const [standard, stepUp] = await Promise.allSettled([
      standardToken(partner),
      acquire(partner, 'stepUp'),
    ]);
    if (standard.status === 'rejected') throw standard.reason;
    if (stepUp.status === 'fulfilled') return { value: stepUp.value, type: 'stepUp' };
    const code = auth0ErrorCode(stepUp.reason);
    if (code !== undefined && STEP_UP_UNAVAILABLE.has(code)) {
      stepUpFallback = true; // spec §4: remembered until cleared
      return standard.value;
    }
    throw toAuthError(stepUp.reason, 'token');
  }

  return {
    getToken,
    forget,
    isStepUpFallback: () => stepUpFallback,
    clearStepUpFallback() {
      stepUpFallback = false;
    },
  };
}
