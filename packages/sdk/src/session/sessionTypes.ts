// Types and constants of the session (spec §3 auth token, §5 cache location, §6 scopes).
import type { Auth0ClientOptions, GetTokenSilentlyOptions } from '@auth0/auth0-spa-js';
import type { SdkError } from '../errors/sdkError';
import type { Partner } from '../rules/constants';
import type { ProofOfPossession } from './dpop';
import type { ConnectAccountOptions, ConnectedAccount, ExchangeTokenOptions } from './linking';

/** spec §6: scope of the standard sign-in token. */
export const STANDARD_SCOPE =
  'openid profile offline_access email write:transaction_credit write:transaction_reversal';
/** spec §6: the step-up token adds this scope; sensitive actions such as transfer need it. */
export const STEP_UP_EXTRA_SCOPE = 'write:transaction_debit';
export const STEP_UP_SCOPE = `${STANDARD_SCOPE} ${STEP_UP_EXTRA_SCOPE}`;

/** spec §5: the token cache may live in memory or in local storage, nothing else. */
export const CACHE_LOCATIONS = ['memory', 'localstorage'] as const;
export type CacheLocation = (typeof CACHE_LOCATIONS)[number];

/**
 * The part of `Auth0Client` the session uses. Tests pass a fake through
 * `SessionOptions.createClient`; the real client satisfies it as is.
 */
export interface Auth0ClientLike {
  loginWithRedirect(options?: {
    authorizationParams?: Record<string, unknown>;
    appState?: unknown;
  }): Promise<void>;
  handleRedirectCallback(url?: string): Promise<unknown>;
  /** Auth0's popup sign-in (`response_mode=web_message`); the popup may be opened by the caller. */
  loginWithPopup?(
    options?: { authorizationParams?: Record<string, unknown> },
    config?: { popup?: Window; timeoutInSeconds?: number },
  ): Promise<void>;
  checkSession(options?: GetTokenSilentlyOptions): Promise<void>;
  isAuthenticated(): Promise<boolean>;
  getUser(): Promise<Record<string, unknown> | undefined>;
  getTokenSilently(options?: GetTokenSilentlyOptions): Promise<string | undefined>;
  logout(options?: {
    logoutParams?: { returnTo?: string; [key: string]: unknown };
    openUrl?: false | ((url: string) => Promise<void> | void);
  }): Promise<void>;
  /** Auth0's account linking (spec §7 connected accounts): the connect call, then away. */
  connectAccountWithRedirect?(options: {
    connection: string;
    redirectUri?: string;
    scopes?: string[];
  }): Promise<void>;
  /** spec §7 proof header: a DPoP proof by the key the client's tokens are bound to. */
  generateDpopProof?(params: {
    url: string;
    method: string;
    nonce?: string;
    accessToken: string;
  }): Promise<string>;
  /** The DPoP nonce a server gave, kept by the library under `id`. */
  getDpopNonce?(id?: string): Promise<string | undefined>;
  setDpopNonce?(nonce: string, id?: string): Promise<void>;
  /** Auth0's token exchange (spec §7 token-exchange grant); signs the member in. */
  loginWithCustomTokenExchange?(options: {
    subject_token: string;
    subject_token_type: string;
    scope?: string;
    audience?: string;
  }): Promise<unknown>;
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** The signed-in member as the identity provider describes them (ID token claims). */
export interface SessionUser {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  /** Membership number, from an `ffpNumber` / `ffp_number` claim (plain or namespaced). */
  ffpNumber?: string;
}

export interface SessionSnapshot {
  status: SessionStatus;
  user?: SessionUser;
  /** The last sign-in failure, kept until the next successful `init()` or `login()`. */
  error?: SdkError;
}

/** spec §3: an auth token is a value plus its type. */
export type TokenType = 'standard' | 'stepUp';
export interface AuthToken {
  value: string;
  type: TokenType;
}

export interface SessionOptions {
  /** Identity provider address, one for all partners or one per partner (`http://localhost:4011`). */
  domain: string | Record<Partner, string>;
  /**
   * Whether the identity provider answers, asked before a redirect sign-in leaves the shop:
   * when it does not, the member stays and sees `login_failed` instead of a browser error
   * page. Defaults to a request for its OpenID configuration with a 4 s timeout.
   */
  identityProviderAnswers?: (domain: string) => Promise<boolean>;
  /** Public client id per partner (`avios-ba`, `avios-ib`, `avios-ei` in the sandbox). */
  clientIds: Record<Partner, string>;
  /** API audience the access token is for. */
  audience: string;
  /** Absolute address the identity provider sends the member back to after login. */
  redirectUri: string;
  /** Where Auth0 keeps tokens. Defaults to `'memory'`; any other value than the two throws. */
  cacheLocation?: CacheLocation;
  /**
   * Address of the Auth0 client's token worker (its `auth0-spa-js.worker.production.js`,
   * served by the page's own origin). Without it the client builds the worker from a `blob:`,
   * which a strict Content-Security-Policy (`worker-src` falling back to `script-src 'self'`)
   * blocks, and a reload waits on a worker that never starts. Defaults to none (the blob).
   */
  workerUrl?: string;
  /**
   * Told once when the token worker could not start (a 404, a blocked worker): sign-in goes on
   * without it (session/tokenWorker.ts). `createAvios` dispatches `token_worker_unavailable`.
   */
  onWorkerUnavailable?: (error: Error) => void;
  /**
   * `false`: Auth0 writes its "is authenticated" cookie once, without the `_legacy_` copy for
   * browsers of before SameSite=None (the elements' smaller storage footprint). Defaults to
   * Auth0's `true`.
   */
  legacySameSiteCookie?: boolean;
  /** The current partner; read on every call, so a partner switch picks the right client. */
  getPartner: () => Partner;
  /** spec §7: called after each new token; errors are logged, never thrown. Defaults to none. */
  saveToken?: (accessToken: string) => Promise<void>;
  /** Called after a completed login redirect, e.g. to invalidate cached queries. Defaults to none. */
  onSignedIn?: () => void;
  /** Called once back from linking an account, with the linked account. Defaults to none. */
  onAccountConnected?: (account: ConnectedAccount) => void;
  /**
   * Router navigation, to restore the return path after a sign-in redirect; always a replace
   * (spec §4). Defaults to `history.replaceState`.
   */
  navigate?: (path: string, opts: { replace: true }) => void;
  /** Keeps the return path across the login redirect. Defaults to `window.sessionStorage`. */
  storage?: Storage;
  /**
   * How `login()` signs in: `redirect` (the whole page goes to the identity provider and
   * comes back) or `popup` (a 400x600 window, spec §9, the page stays; a blocked popup falls
   * back to the redirect and says so after the return). Defaults to `redirect`.
   */
  loginMode?: LoginMode;
  /** Builds the Auth0 client of one partner. Defaults to `new Auth0Client(options)`. */
  createClient?: (
    options: Auth0ClientOptions,
    hooks?: { onWorkerUnavailable?(error: Error): void },
  ) => Auth0ClientLike;
}

export type LoginMode = 'redirect' | 'popup';

/** How a `login()` went on: the page left for the provider, or the popup signed in. */
export interface LoginResult {
  mode: LoginMode;
}

export interface LoginOptions {
  /** This sign-in's mode; defaults to the session's `loginMode`. */
  mode?: LoginMode;
  /** Same-origin path to come back to (`/transfer?x=1`). Defaults to the current page. */
  returnTo?: string;
  /** Ask for the step-up scope at login (re-authentication for transfer). Defaults to `false`. */
  stepUp?: boolean;
  /**
   * Seconds: the member must have authenticated at most this long ago (sent as `max_age`;
   * `0` makes the provider ask again, e.g. for a step-up re-authentication). The provider
   * enforces it. Defaults to none (the provider's session may be reused).
   */
  maxAge?: number;
}

export interface LogoutOptions {
  /** Same-origin path or address to land on after logout. Defaults to the page origin. */
  returnTo?: string;
}

export interface GetTokenOptions {
  /** Ask for a step-up token (falls back to standard when unavailable). Defaults to `false`. */
  stepUp?: boolean;
}

export interface Session {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** Handles a login callback in the URL, else checks for an existing session. */
  init(): Promise<SessionSnapshot>;
  /**
   * Signs in. A redirect resolves as the page leaves (`{ mode: 'redirect' }`); a popup once
   * the member signed in there (`{ mode: 'popup' }`), the page still here, so the caller
   * goes on where it was. `undefined` when a host took the sign-in over.
   */
  login(options?: LoginOptions): Promise<LoginResult | undefined>;
  logout(options?: LogoutOptions): Promise<void>;
  getToken(options?: GetTokenOptions): Promise<AuthToken>;
  /** The bearer token for a request, or `undefined` when nobody is signed in. */
  getAccessToken(options?: GetTokenOptions): Promise<string | undefined>;
  /** Forgets the member here without a redirect (spec §8 should_logout on 401/403). */
  signOutLocally(): Promise<void>;
  /** True once step-up was found unavailable; tokens are then standard. */
  isStepUpFallback(): boolean;
  clearStepUpFallback(): void;
  /**
   * Sends the signed-in member to link another account (spec §7 connected accounts); back on
   * the redirect address, `init()` completes it and `onAccountConnected` hears the account.
   * No connection: `unhandled_error` before anything is sent (spec §5); a return without a
   * connect code: `missing_connect_code` on the snapshot (spec §8), the member still signed in.
   */
  connectAccount(options: ConnectAccountOptions): Promise<void>;
  /** Signs the member in with a token the partner holds (spec §7 token-exchange grant). */
  exchangeToken(options: ExchangeTokenOptions): Promise<SessionSnapshot>;
  /**
   * spec §7 proof header: DPoP proofs for the API calls that send this session's tokens.
   * Absent (test sessions): tokens go as plain bearers.
   */
  dpop?: ProofOfPossession;
}
