// Sign-in for the three partner brands on the Auth0 SPA client (spec §4 Auth and Token, §6
// scopes, §7 identity provider and saveToken, §8 auth errors). Nothing runs on import; every
// browser global is guarded. This part is what a first render needs: the snapshot, and
// whether the visitor can have a session at all (sessionHint.ts), told without the Auth0
// client. Everything a member or a sign-in needs (the clients, tokens, sign-in and sign-out,
// linking) is sessionActions.ts, fetched when the browser is first idle after `init()` or at
// the first call that needs it; a sign-in's popup still opens inside the click.
import { SdkError } from '../errors/sdkError';
import { laterModule, whenIdle } from '../later';
import type { Partner } from '../rules/constants';
import { openLoginPopup } from './popupWindow';
import type { OpenedPopup, SessionActions, createSessionActions } from './sessionActions';
import { currentPath, hasWindow } from './sessionCore';
import type { SessionHost } from './sessionCore';
import { loadAuth0, surelyAnonymous } from './sessionHint';
import { CACHE_LOCATIONS } from './sessionTypes';
import type {
  AuthToken,
  LoginOptions,
  LoginResult,
  Session,
  SessionOptions,
  SessionSnapshot,
} from './sessionTypes';

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
 * spec §8: a sign-in module that could not be fetched fails as the Auth0 client's own
 * download would, `login_failed` (a sign-in, the page load) or `get_access_token_failed`.
 */
function notFetched(error: unknown, operation: 'login' | 'token'): SdkError {
  const [code, what] =
    operation === 'login'
      ? (['login_failed', 'Login failed'] as const)
      : (['get_access_token_failed', 'Get access token failed'] as const);
  return new SdkError(code, { message: `${what}: the sign-in could not be fetched`, cause: error });
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

  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { status: 'loading' };
  let snapshotPartner: Partner | undefined;
  let initRun: Promise<SessionSnapshot> | undefined;

  function setSnapshot(next: SessionSnapshot): void {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  const host: SessionHost = {
    options,
    cacheLocation,
    storage,
    navigate,
    getSnapshot: () => snapshot,
    setSnapshot,
    setPartner: (partner) => {
      snapshotPartner = partner;
    },
  };

  // warmed by `init()`, not here: building the session touches no browser API
  const module = laterModule<{ createSessionActions: typeof createSessionActions }>(
    () => import('./sessionActions'),
    { warm: false },
  );
  let actions: SessionActions | undefined;
  /** The actions, made once their module is in. */
  const actionsNow = (): SessionActions | undefined => {
    if (actions) return actions;
    const loaded = module.current();
    if (loaded) actions = loaded.createSessionActions(host);
    return actions;
  };
  /**
   * Runs `run` on the actions at once when they are in (so a call behaves as it always did),
   * else once they are; a failed download rejects with `notFetched`'s error.
   */
  function withActions<R>(
    run: (actions: SessionActions) => Promise<R>,
    operation: 'login' | 'token',
  ): Promise<R> {
    const ready = actionsNow();
    if (ready) return run(ready);
    return module.load().then(
      () => run(actionsNow()!),
      (error: unknown) => {
        throw notFetched(error, operation);
      },
    );
  }

  async function runInit(): Promise<SessionSnapshot> {
    if (!hasWindow()) {
      setSnapshot({ status: 'anonymous' });
      return snapshot;
    }
    // a visitor will sign in next: the sign-in is fetched before the click that needs it
    whenIdle(() => void module.load().catch(() => undefined));
    const partner = options.getPartner();
    if (surelyAnonymous(options, cacheLocation, storage, partner)) {
      snapshotPartner = partner;
      setSnapshot({ status: 'anonymous' });
      return snapshot;
    }
    // a possible member: the default client's code is fetched beside the sign-in module
    if (!options.createClient) void loadAuth0().catch(() => undefined);
    try {
      return await withActions((ready) => ready.init(partner), 'login');
    } catch (error) {
      snapshotPartner = partner;
      setSnapshot({ status: 'anonymous', error: error as SdkError });
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

  function login(loginOptions: LoginOptions = {}): Promise<LoginResult> {
    const now = actionsNow();
    if (now) return now.login(loginOptions);
    // The click came before the module: what must happen inside it happens now (the popup,
    // the address to come back to), the rest once the module is in.
    const mode = loginOptions.mode ?? options.loginMode ?? 'redirect';
    const opened: OpenedPopup | undefined =
      mode === 'popup' && hasWindow() ? { popup: openLoginPopup() } : undefined;
    const returnTo = loginOptions.returnTo ?? currentPath(true);
    return withActions(
      (later) => later.login({ ...loginOptions, returnTo }, opened),
      'login',
    ).catch((error: unknown) => {
      if (!actionsNow()) {
        opened?.popup?.close();
        setSnapshot({ ...snapshot, error: error as SdkError });
      }
      throw error;
    });
  }

  async function signOutLocally(): Promise<void> {
    const now = actionsNow();
    if (now) return now.signOutLocally();
    // nothing of a member is held before the module is in: only the snapshot to clear here,
    // then the Auth0 client's own session (the sign-out of a 401 must not wait for a download)
    if (snapshot.status !== 'anonymous' || snapshot.error) setSnapshot({ status: 'anonymous' });
    try {
      await withActions((later) => later.signOutLocally(), 'login');
    } catch (e) {
      console.warn('[avios/sdk] clearing the Auth0 session failed', e);
    }
  }

  return {
    connectAccount: (connectOptions) =>
      withActions((later) => later.connectAccount(connectOptions), 'login'),
    exchangeToken: (exchange) => withActions((later) => later.exchangeToken(exchange), 'login'),
    dpop: {
      proof: (request) => withActions((later) => later.dpop.proof(request), 'token'),
      rememberNonce: (url, nonce) =>
        withActions((later) => later.dpop.rememberNonce(url, nonce), 'token'),
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    init,
    login,
    logout: (logoutOptions) => withActions((later) => later.logout(logoutOptions), 'login'),
    getToken: (tokenOptions): Promise<AuthToken> =>
      withActions((later) => later.getToken(tokenOptions), 'token'),
    async getAccessToken(tokenOptions = {}) {
      await ready();
      // a visitor's call goes without a bearer, and without the sign-in module
      if (snapshot.status !== 'authenticated') return undefined;
      return withActions((later) => later.memberToken(tokenOptions), 'token');
    },
    signOutLocally,
    // before the module is in, no token was ever asked for: step-up has not fallen back
    isStepUpFallback: () => actionsNow()?.isStepUpFallback() ?? false,
    clearStepUpFallback: () => actionsNow()?.clearStepUpFallback(),
  };
}
