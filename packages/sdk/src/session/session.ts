// Sign-in for the three partner brands on the Auth0 SPA client (spec §4 Auth and Token, §6
// scopes, §7 identity provider and saveToken, §8 auth errors). One Auth0 client per partner,
// created on first use (auth0Clients.ts). Nothing runs on import; every browser global is
// guarded. Its parts: the tokens (tokenSource.ts), the page load (initialSnapshot.ts) and the
// popup sign-in (popupLogin.ts), which share the session's state through SessionCore.
import { SdkError } from '../errors/sdkError';
import type { Partner } from '../rules/constants';
import { createAuth0Clients } from './auth0Clients';
import { toAuthError } from './authError';
import { loginParams } from './clientOptions';
import { connectingMark } from './connectReturn';
import { createProofOfPossession } from './dpop';
import { readInitialSnapshot } from './initialSnapshot';
import type { ConnectAccountOptions, ExchangeTokenOptions } from './linking';
import { POPUP_BLOCKED_KEY, loginWithPopup, openLoginPopup } from './popupLogin';
import { isSafeReturnPath, saveReturnPath, takeReturnPath } from './returnPath';
import { hasWindow } from './sessionCore';
import type { SessionCore } from './sessionCore';
import { identityProviderAnswers, toUser } from './sessionHelpers';
import { CACHE_LOCATIONS } from './sessionTypes';
import type {
  Auth0ClientLike,
  GetTokenOptions,
  LoginOptions,
  LoginResult,
  LogoutOptions,
  Session,
  SessionOptions,
  SessionSnapshot,
} from './sessionTypes';
import { SESSION_ENDED, createTokenSource } from './tokenSource';

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

/** Builds the sign-in session. Nothing is created or fetched until a method is called. */
export function createSession(options: SessionOptions): Session {
  const cacheLocation = options.cacheLocation ?? 'memory';
  if (!(CACHE_LOCATIONS as readonly string[]).includes(cacheLocation)) {
    // spec §5: token cache location must be memory or local storage.
    throw new SdkError('unhandled_error', {
      message: `cacheLocation must be 'memory' or 'localstorage', got '${String(cacheLocation)}'. Leave it out to keep tokens in memory.`,
    });
  }
  const storage = options.storage ?? defaultStorage();
  const navigate = options.navigate ?? defaultNavigate;

  const { clientFor, domainFor } = createAuth0Clients(options, cacheLocation);
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { status: 'loading' };
  let snapshotPartner: Partner | undefined;
  let initRun: Promise<SessionSnapshot> | undefined;

  function setSnapshot(next: SessionSnapshot): void {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  const answers = options.identityProviderAnswers ?? identityProviderAnswers;

  const tokens = createTokenSource({
    clientFor,
    saveToken: options.saveToken,
    onSessionEnded: endLocally,
  });

  async function readUser(client: Auth0ClientLike, partner: Partner): Promise<SessionSnapshot> {
    const authenticated = await client.isAuthenticated();
    const user = authenticated ? toUser(await client.getUser()) : undefined;
    snapshotPartner = partner;
    return user ? { status: 'authenticated', user } : { status: 'anonymous' };
  }

  const core: SessionCore = {
    options,
    storage,
    navigate,
    clientFor,
    tokens,
    getSnapshot: () => snapshot,
    setSnapshot,
    readUser,
  };

  async function runInit(): Promise<SessionSnapshot> {
    if (!hasWindow()) {
      setSnapshot({ status: 'anonymous' });
      return snapshot;
    }
    const partner = options.getPartner();
    try {
      return await readInitialSnapshot(core, partner);
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

  async function getAccessToken(tokenOptions: GetTokenOptions = {}): Promise<string | undefined> {
    await ready();
    if (snapshot.status !== 'authenticated') return undefined;
    try {
      return (await tokens.getToken(options.getPartner(), tokenOptions)).value;
    } catch (e) {
      if (e instanceof SdkError && SESSION_ENDED.has(e.code)) return undefined;
      throw e;
    }
  }

  function endLocally(partner: Partner): void {
    tokens.forget(partner);
    if (snapshot.status !== 'anonymous' || snapshot.error) setSnapshot({ status: 'anonymous' });
  }

  async function login(loginOptions: LoginOptions = {}): Promise<LoginResult> {
    const current = hasWindow()
      ? `${window.location.pathname}${window.location.search}${window.location.hash}`
      : '/';
    saveReturnPath(storage, loginOptions.returnTo ?? current);
    if (loginOptions.stepUp) tokens.clearStepUpFallback();
    const client = clientFor(options.getPartner());
    const mode = loginOptions.mode ?? options.loginMode ?? 'redirect';
    if (mode === 'popup' && hasWindow() && client.loginWithPopup) {
      // before any await: the browser allows a popup only inside the member's click
      const popup = openLoginPopup();
      if (popup) return loginWithPopup(core, client, popup, loginOptions);
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
    tokens.forget(partner);
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
    getToken: (tokenOptions) => tokens.getToken(options.getPartner(), tokenOptions),
    getAccessToken,
    signOutLocally,
    isStepUpFallback: () => tokens.isStepUpFallback(),
    clearStepUpFallback: () => tokens.clearStepUpFallback(),
  };
}

/** Re-exported: it lives in sessionHelpers.ts with the other stateless pieces. */
export { identityProviderAnswers };
