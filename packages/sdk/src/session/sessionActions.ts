// What the session does beyond telling a visitor from a member (spec §4 Auth and Token, §6
// scopes, §7 identity provider, saveToken and connected accounts, §8 auth errors): the Auth0
// clients, the page load of a possible member or a sign-in's return, sign-in (redirect or
// popup), sign-out, tokens, step-up, linking and the token exchange. Fetched when the
// browser is first idle or at the first use (session.ts), never with a visitor's first
// render. Its parts: the tokens (tokenSource.ts), the page load (initialSnapshot.ts) and the
// popup sign-in (popupLogin.ts), which share the session's state through SessionCore.
import { SdkError } from '../errors/sdkError';
import type { Partner } from '../rules/constants';
import { createAuth0Clients } from './auth0Clients';
import { toAuthError } from './authError';
import { loginParams } from './clientOptions';
import { connectingMark } from './connectReturn';
import { createProofOfPossession } from './dpop';
import type { ProofOfPossession } from './dpop';
import { readInitialSnapshot } from './initialSnapshot';
import type { ConnectAccountOptions, ExchangeTokenOptions } from './linking';
import { POPUP_BLOCKED_KEY, loginWithPopup } from './popupLogin';
import { openLoginPopup } from './popupWindow';
import { isSafeReturnPath, saveReturnPath, takeReturnPath } from './returnPath';
import { currentPath, hasWindow } from './sessionCore';
import type { SessionCore, SessionHost } from './sessionCore';
import { identityProviderAnswers, toUser } from './sessionHelpers';
import type {
  Auth0ClientLike,
  AuthToken,
  GetTokenOptions,
  LoginOptions,
  LoginResult,
  LogoutOptions,
  SessionSnapshot,
} from './sessionTypes';
import { SESSION_ENDED, createTokenSource } from './tokenSource';

/** A popup already opened inside the click (`null`: the browser blocked it). */
export interface OpenedPopup {
  popup: Window | null;
}

export interface SessionActions {
  /**
   * Reads this page load's session of `partner` (a link's return, a sign-in's return, else
   * the provider asked) into the snapshot. A failure leaves the member anonymous with the
   * error on the snapshot (`login_required` without one).
   */
  init(partner: Partner): Promise<SessionSnapshot>;
  /** `opened`: the popup session.ts opened in the click while this module was on its way. */
  login(options: LoginOptions, opened?: OpenedPopup): Promise<LoginResult>;
  logout(options?: LogoutOptions): Promise<void>;
  signOutLocally(): Promise<void>;
  connectAccount(options: ConnectAccountOptions): Promise<void>;
  exchangeToken(options: ExchangeTokenOptions): Promise<SessionSnapshot>;
  getToken(options?: GetTokenOptions): Promise<AuthToken>;
  /** The signed-in member's bearer token, or `undefined` once their session has ended. */
  memberToken(options?: GetTokenOptions): Promise<string | undefined>;
  readonly dpop: ProofOfPossession;
  isStepUpFallback(): boolean;
  clearStepUpFallback(): void;
}

/** The session's actions on the state `host` keeps. Nothing is created until a call needs it. */
export function createSessionActions(host: SessionHost): SessionActions {
  const { options, storage, cacheLocation } = host;
  const { clientFor, domainFor } = createAuth0Clients(options, cacheLocation);
  const answers = options.identityProviderAnswers ?? identityProviderAnswers;

  const tokens = createTokenSource({
    clientFor,
    saveToken: options.saveToken,
    onSessionEnded: endLocally,
  });

  async function readUser(client: Auth0ClientLike, partner: Partner): Promise<SessionSnapshot> {
    const authenticated = await client.isAuthenticated();
    const user = authenticated ? toUser(await client.getUser()) : undefined;
    host.setPartner(partner);
    return user ? { status: 'authenticated', user } : { status: 'anonymous' };
  }

  const core: SessionCore = { ...host, clientFor, tokens, readUser };
  const recordError = (error: SdkError) => host.setSnapshot({ ...host.getSnapshot(), error });

  function endLocally(partner: Partner): void {
    tokens.forget(partner);
    const snapshot = host.getSnapshot();
    if (snapshot.status !== 'anonymous' || snapshot.error)
      host.setSnapshot({ status: 'anonymous' });
  }

  async function init(partner: Partner): Promise<SessionSnapshot> {
    try {
      return await readInitialSnapshot(core, partner);
    } catch (e) {
      const error = toAuthError(e, 'login');
      host.setPartner(partner);
      host.setSnapshot(
        error.code === 'login_required' ? { status: 'anonymous' } : { status: 'anonymous', error },
      );
      return host.getSnapshot();
    }
  }

  async function login(loginOptions: LoginOptions, opened?: OpenedPopup): Promise<LoginResult> {
    saveReturnPath(storage, loginOptions.returnTo ?? currentPath(true));
    if (loginOptions.stepUp) tokens.clearStepUpFallback();
    let client: Auth0ClientLike;
    try {
      client = clientFor(options.getPartner());
    } catch (e) {
      opened?.popup?.close();
      throw e;
    }
    const mode = loginOptions.mode ?? options.loginMode ?? 'redirect';
    if (mode === 'popup' && hasWindow() && client.loginWithPopup) {
      // before any await: the browser allows a popup only inside the member's click
      const popup = opened ? opened.popup : openLoginPopup();
      if (popup) return loginWithPopup(core, client, popup, loginOptions);
      // blocked: sign in on this page instead, and say so once back (spec §8 wording)
      storage?.setItem(POPUP_BLOCKED_KEY, '1');
    } else {
      // opened for a client that signs in by redirect only
      opened?.popup?.close();
    }
    // a down identity provider would leave the member on a browser error page: stay and
    // say so instead (the degraded shop keeps working for visitors)
    if (!(await answers(domainFor(options.getPartner())))) {
      takeReturnPath(storage);
      const error = new SdkError('login_failed', {
        message: 'The identity provider did not answer',
      });
      recordError(error);
      throw error;
    }
    try {
      await client.loginWithRedirect(loginParams(loginOptions));
    } catch (e) {
      const error = toAuthError(e, 'login');
      recordError(error);
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
    saveReturnPath(storage, connectOptions.returnTo ?? currentPath(false));
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
      recordError(error);
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
      recordError(error);
      throw error;
    }
    tokens.forget(partner);
    host.setSnapshot(await readUser(client, partner));
    const snapshot = host.getSnapshot();
    if (snapshot.status === 'authenticated') options.onSignedIn?.();
    return snapshot;
  }

  async function memberToken(tokenOptions: GetTokenOptions = {}): Promise<string | undefined> {
    try {
      return (await tokens.getToken(options.getPartner(), tokenOptions)).value;
    } catch (e) {
      if (e instanceof SdkError && SESSION_ENDED.has(e.code)) return undefined;
      throw e;
    }
  }

  return {
    init,
    login,
    logout,
    signOutLocally,
    connectAccount,
    exchangeToken,
    getToken: (tokenOptions) => tokens.getToken(options.getPartner(), tokenOptions),
    memberToken,
    dpop: createProofOfPossession(() => clientFor(options.getPartner())),
    isStepUpFallback: () => tokens.isStepUpFallback(),
    clearStepUpFallback: () => tokens.clearStepUpFallback(),
  };
}
