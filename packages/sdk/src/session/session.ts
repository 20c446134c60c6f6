// Sign-in for the three partner brands on the Auth0 SPA client (spec §4 Auth and Token, §6
// scopes, §7 identity provider and saveToken, §8 auth errors). One Auth0 client per partner,
// created on first use. Nothing runs on import; every browser global is guarded.
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { SdkError } from '../errors/sdkError';
import { LOGIN_POPUP } from '../rules/constants';
import type { Partner } from '../rules/constants';
import { auth0ErrorCode, toAuthError } from './authError';
import { SPEC_CLIENT_OPTIONS, loginParams } from './clientOptions';
import { isExpired, tokenExpiry } from './accessTokenClaims';
import { LazyAuth0Client } from './lazyAuth0';
import type { LazyAuth0Hooks } from './lazyAuth0';
import { connectingMark, isConnectReturn } from './connectReturn';
import { createProofOfPossession } from './dpop';
import type { ConnectAccountOptions, ExchangeTokenOptions } from './linking';
import { isSafeReturnPath, saveReturnPath, takeReturnPath } from './returnPath';
import { cleanCallbackPath, identityProviderAnswers, toUser } from './sessionHelpers';
import { CACHE_LOCATIONS, STANDARD_SCOPE, STEP_UP_SCOPE } from './sessionTypes';
import type {
  Auth0ClientLike,
  AuthToken,
  GetTokenOptions,
  LoginOptions,
  LoginResult,
  LogoutOptions,
  Session,
  SessionOptions,
  SessionSnapshot,
  TokenType,
} from './sessionTypes';

/** Set when a blocked popup sign-in became a redirect, read once back (the notice). */
const POPUP_BLOCKED_KEY = 'avios.session.popupBlocked';

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
const SESSION_ENDED = new Set(['login_required', 'missing_refresh_token']);

interface CachedToken {
  value: string;
  exp: number;
}

const hasWindow = (): boolean => typeof window !== 'undefined';

function defaultStorage(): Storage | undefined {
  try {
    return hasWindow() ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

function defaultNavigate(path: string): void {
  if (hasWindow()) window.history.replaceState(window.history.state, '', path);
}

/**
 * The default factory: the Auth0 SPA client, whose code is fetched by the first call that
 * needs it (a visitor without a session never downloads it; see lazyAuth0.ts).
 */
export function createAuth0Client(
  options: Auth0ClientOptions,
  hooks?: LazyAuth0Hooks,
): Auth0ClientLike {
  return new LazyAuth0Client(options, undefined, hooks);
}

/** Builds the sign-in session. Nothing is created or fetched until a method is called. */
export function createSession(options: SessionOptions): Session {
  const cacheLocation = options.cacheLocation ?? 'memory';
  if (!(CACHE_LOCATIONS as readonly string[]).includes(cacheLocation)) {
    // spec §5: token cache location must be memory or local storage.
    throw new SdkError('unhandled_error', {
      message: `cacheLocation must be 'memory' or 'localstorage', got '${String(cacheLocation)}'. Leave it out to keep tokens in memory.`,
    });
  }
  const createClient = options.createClient ?? createAuth0Client;
  const storage = options.storage ?? defaultStorage();
  const navigate = options.navigate ?? defaultNavigate;

  const clients = new Map<Partner, Auth0ClientLike>();
  // a token worker that could not start is told once, and the next partner's client is made
  // without its address
  let workerFailed = false;
  const workerUnavailable = (error: Error) => {
    if (workerFailed) return;
    workerFailed = true;
    options.onWorkerUnavailable?.(error);
  };
  const tokens = new Map<string, CachedToken>();
  const inflight = new Map<string, Promise<string>>();
  const lastSeen = new Map<Partner, string>();
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { status: 'loading' };
  let snapshotPartner: Partner | undefined;
  let initRun: Promise<SessionSnapshot> | undefined;
  let stepUpFallback = false;
  /** Partners whose client holds a step-up token (or its refresh token) in this page's life. */
  const stepUpHeld = new Set<Partner>();

  function setSnapshot(next: SessionSnapshot): void {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  const answers = options.identityProviderAnswers ?? identityProviderAnswers;

  function domainFor(partner: Partner): string {
    return typeof options.domain === 'string' ? options.domain : options.domain[partner];
  }

  function clientFor(partner: Partner): Auth0ClientLike {
    const existing = clients.get(partner);
    if (existing) return existing;
    let client: Auth0ClientLike;
    try {
      client = createClient(
        {
          domain: domainFor(partner),
          clientId: options.clientIds[partner],
          ...SPEC_CLIENT_OPTIONS,
          useRefreshTokens: true,
          // With tokens in memory a reload loses the refresh token; fall back to silent
          // sign-in in a hidden iframe instead of reporting the member signed out.
          useRefreshTokensFallback: true,
          cacheLocation,
          ...(options.workerUrl && !workerFailed ? { workerUrl: options.workerUrl } : {}),
          ...(options.legacySameSiteCookie === false ? { legacySameSiteCookie: false } : {}),
          authorizationParams: {
            audience: options.audience,
            scope: STANDARD_SCOPE,
            redirect_uri: options.redirectUri,
          },
        },
        { onWorkerUnavailable: workerUnavailable },
      );
    } catch (e) {
      // spec §5: e.g. 'must run on a secure origin' when crypto.subtle is missing.
      throw toAuthError(e, 'login');
    }
    clients.set(partner, client);
    return client;
  }

  function forgetTokens(partner: Partner): void {
    tokens.delete(`${partner}:standard`);
    tokens.delete(`${partner}:stepUp`);
    lastSeen.delete(partner);
    stepUpHeld.delete(partner);
  }

  async function readUser(client: Auth0ClientLike, partner: Partner): Promise<SessionSnapshot> {
    const authenticated = await client.isAuthenticated();
    const user = authenticated ? toUser(await client.getUser()) : undefined;
    snapshotPartner = partner;
    return user ? { status: 'authenticated', user } : { status: 'anonymous' };
  }

  async function runInit(): Promise<SessionSnapshot> {
    if (!hasWindow()) {
      setSnapshot({ status: 'anonymous' });
      return snapshot;
    }
    const partner = options.getPartner();
    const url = new URL(window.location.href);
    const params = url.searchParams;
    const isCallback = (params.has('code') || params.has('error')) && params.has('state');
    try {
      const client = clientFor(partner);
      if (isConnectReturn(params, storage)) {
        // back from linking an account: the member's sign-in stays as it was
        const { finishConnect } = await import('./linking');
        const { account, error } = await finishConnect(client, url.href, connectingMark(storage));
        navigate(takeReturnPath(storage) ?? cleanCallbackPath(url), { replace: true });
        const next = await readUser(client, partner);
        setSnapshot(error ? { ...next, error } : next);
        if (account) options.onAccountConnected?.(account);
        return snapshot;
      }
      if (isCallback) {
        try {
          await client.handleRedirectCallback(url.href);
        } catch (e) {
          // A failed callback must not repeat on reload: leave the callback URL.
          takeReturnPath(storage);
          navigate(cleanCallbackPath(url), { replace: true });
          throw e;
        }
        forgetTokens(partner);
        stepUpFallback = false;
        const next = await readUser(client, partner);
        // a popup the browser blocked became this redirect: say so now the member is back
        const blocked = storage?.getItem(POPUP_BLOCKED_KEY) === '1';
        storage?.removeItem(POPUP_BLOCKED_KEY);
        setSnapshot(blocked ? { ...next, error: new SdkError('popup_blocked') } : next);
        // spec §4: restore the saved return path with replace navigation, then mark signed in.
        navigate(takeReturnPath(storage) ?? cleanCallbackPath(url), { replace: true });
        if (next.status === 'authenticated') options.onSignedIn?.();
        return snapshot;
      }
      // checkSession never throws for login_required: the member is then anonymous.
      await client.checkSession();
      setSnapshot(await readUser(client, partner));
      return snapshot;
    } catch (e) {
      const error = toAuthError(e, 'login');
      snapshotPartner = partner;
      setSnapshot(
        error.code === 'login_required' ? { status: 'anonymous' } : { status: 'anonymous', error },
      );
      return snapshot;
    }
  }

  function init(): Promise<SessionSnapshot> {
    if (!initRun) {
      if (snapshot.status !== 'loading') setSnapshot({ status: 'loading' });
      initRun = runInit().finally(() => {
        initRun = undefined;
      });
    }
    return initRun;
  }

  /** Waits for a running init, or starts one when the partner changed since the last. */
  async function ready(): Promise<void> {
    if (initRun) await initRun;
    else if (snapshot.status === 'loading' || snapshotPartner !== options.getPartner()) {
      await init();
    }
  }

  async function requestToken(partner: Partner, type: TokenType, fresh: boolean): Promise<string> {
    const client = clientFor(partner);
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
      if (SESSION_ENDED.has(error.code)) endLocally(partner);
      throw error;
    }
  }

  async function getToken(tokenOptions: GetTokenOptions = {}): Promise<AuthToken> {
    const partner = options.getPartner();
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

  async function getAccessToken(tokenOptions: GetTokenOptions = {}): Promise<string | undefined> {
    await ready();
    if (snapshot.status !== 'authenticated') return undefined;
    try {
      return (await getToken(tokenOptions)).value;
    } catch (e) {
      if (e instanceof SdkError && SESSION_ENDED.has(e.code)) return undefined;
      throw e;
    }
  }

  function endLocally(partner: Partner): void {
    forgetTokens(partner);
    stepUpFallback = false;
    if (snapshot.status !== 'anonymous' || snapshot.error) setSnapshot({ status: 'anonymous' });
  }

  /**
   * Opens the sign-in popup now, inside the member's click (spec §9: 400x600, centred on the
   * page), so the browser allows it; Auth0 then loads the provider's page into it. `null`
   * when the browser blocked it.
   */
  function openPopup(): Window | null {
    const { width, height } = LOGIN_POPUP;
    const left = Math.round(window.screenX + (window.outerWidth - width) / 2);
    const top = Math.round(window.screenY + (window.outerHeight - height) / 2);
    return window.open(
      '',
      'auth0:authorize:popup',
      `left=${left},top=${top},width=${width},height=${height},resizable,scrollbars=yes,status=1`,
    );
  }

  /**
   * The popup as the Auth0 client sees it. Its answer page posts the code and may close
   * itself at once (the sandbox provider's does); Auth0 checks `closed` every second and
   * would call that a cancel when the check runs before the queued message. So a closed
   * popup reads as closed only a moment later: the message is handled first, and a member
   * who really closed it is told so about two seconds later.
   */
  function patientPopup(popup: Window): Window {
    let closedSince: number | undefined;
    const view = {
      get closed() {
        if (!popup.closed) return false;
        closedSince ??= Date.now();
        return Date.now() - closedSince >= 1500;
      },
      close: () => popup.close(),
      get location() {
        return popup.location;
      },
    };
    return view as unknown as Window;
  }

  async function loginWithPopup(
    client: Auth0ClientLike,
    popup: Window,
    loginOptions: LoginOptions,
  ): Promise<LoginResult> {
    const partner = options.getPartner();
    try {
      await client.loginWithPopup!(loginParams(loginOptions), {
        popup: patientPopup(popup),
        timeoutInSeconds: LOGIN_POPUP.timeoutS,
      });
    } catch (e) {
      if (!popup.closed) popup.close();
      takeReturnPath(storage);
      const error = toAuthError(e, 'login');
      setSnapshot({ ...snapshot, error });
      throw error;
    }
    // the page never left: no return path to restore, the screen goes on where it was
    takeReturnPath(storage);
    forgetTokens(partner);
    stepUpFallback = false;
    const next = await readUser(client, partner);
    setSnapshot(next);
    if (next.status === 'authenticated') options.onSignedIn?.();
    return { mode: 'popup' };
  }

  async function login(loginOptions: LoginOptions = {}): Promise<LoginResult> {
    const current = hasWindow()
      ? `${window.location.pathname}${window.location.search}${window.location.hash}`
      : '/';
    saveReturnPath(storage, loginOptions.returnTo ?? current);
    if (loginOptions.stepUp) stepUpFallback = false;
    const client = clientFor(options.getPartner());
    const mode = loginOptions.mode ?? options.loginMode ?? 'redirect';
    if (mode === 'popup' && hasWindow() && client.loginWithPopup) {
      // before any await: the browser allows a popup only inside the member's click
      const popup = openPopup();
      if (popup) return loginWithPopup(client, popup, loginOptions);
      // blocked: sign in on this page instead, and say so once back (spec §8 wording)
      storage?.setItem(POPUP_BLOCKED_KEY, '1');
    }
    // a down identity provider would leave the member on a browser error page: stay and
    // say so instead (the degraded shop keeps working for visitors)
    if (!(await answers(domainFor(options.getPartner())))) {
      takeReturnPath(storage);
      const error = new SdkError('login_failed', {
        message: 'The identity provider did not answer',
      });
      setSnapshot({ ...snapshot, error });
      throw error;
    }
    try {
      await client.loginWithRedirect(loginParams(loginOptions));
    } catch (e) {
      const error = toAuthError(e, 'login');
      setSnapshot({ ...snapshot, error });
      throw error;
    }
    return { mode: 'redirect' };
  }

  function logoutTarget(returnTo: string | undefined): string | undefined {
    if (!hasWindow()) return returnTo;
    const origin = window.location.origin;
    if (returnTo === undefined) return origin;
    if (isSafeReturnPath(returnTo)) return `${origin}${returnTo}`;
    try {
      // Only the shop's own origin: the identity provider would otherwise redirect anywhere.
      return new URL(returnTo).origin === origin ? returnTo : origin;
    } catch {
      return origin;
    }
  }

  async function logout(logoutOptions: LogoutOptions = {}): Promise<void> {
    const partner = options.getPartner();
    endLocally(partner);
    const target = logoutTarget(logoutOptions.returnTo);
    try {
      await clientFor(partner).logout({ logoutParams: target ? { returnTo: target } : {} });
    } catch (e) {
      throw toAuthError(e, 'login');
    }
  }

  async function signOutLocally(): Promise<void> {
    const partner = options.getPartner();
    endLocally(partner);
    try {
      // openUrl false: Auth0 clears its cache and session cookie without leaving the page.
      await clientFor(partner).logout({ openUrl: false });
    } catch (e) {
      console.warn('[avios/sdk] clearing the Auth0 session failed', e);
    }
  }

  async function connectAccount(connectOptions: ConnectAccountOptions): Promise<void> {
    const here = hasWindow() ? `${window.location.pathname}${window.location.search}` : '/';
    saveReturnPath(storage, connectOptions.returnTo ?? here);
    try {
      const client = clientFor(options.getPartner());
      const { startConnect } = await import('./linking');
      await startConnect(client, connectOptions, {
        redirectUri: options.redirectUri,
        mark: connectingMark(storage),
      });
    } catch (e) {
      takeReturnPath(storage);
      const error = toAuthError(e, 'login');
      setSnapshot({ ...snapshot, error });
      throw error;
    }
  }

  async function exchangeToken(exchange: ExchangeTokenOptions): Promise<SessionSnapshot> {
    const partner = options.getPartner();
    const client = clientFor(partner);
    try {
      const { exchangeWith } = await import('./linking');
      await exchangeWith(client, exchange);
    } catch (e) {
      const error = toAuthError(e, 'login');
      setSnapshot({ ...snapshot, error });
      throw error;
    }
    forgetTokens(partner);
    stepUpFallback = false;
    setSnapshot(await readUser(client, partner));
    if (snapshot.status === 'authenticated') options.onSignedIn?.();
    return snapshot;
  }

  return {
    connectAccount,
    exchangeToken,
    dpop: createProofOfPossession(() => clientFor(options.getPartner())),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    init,
    login,
    logout,
    getToken,
    getAccessToken,
    signOutLocally,
    isStepUpFallback: () => stepUpFallback,
    clearStepUpFallback() {
      stepUpFallback = false;
    },
  };
}

/** Re-exported: it lives in sessionHelpers.ts with the other stateless pieces. */
export { identityProviderAnswers };
