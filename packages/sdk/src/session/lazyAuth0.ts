// The default Auth0 client of the session, loaded on demand: `@auth0/auth0-spa-js` is a large
// module (~50 KB compressed) that a visitor without a session never needs, so it is fetched
// (dynamic `import()`) by the first call that needs the real client, not before first paint.
// Like the real `checkSession`, an absent "is authenticated" cookie (and, with the localstorage
// cache, no cached entry) means there is no session to restore: `checkSession`,
// `isAuthenticated` and `getUser` then answer "anonymous" without loading anything. Sign-in,
// the login callback, tokens and logout load the real client.
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { checkCrypto, loadAuth0, mayHaveSession } from './sessionHint';
import type { Auth0ClientLike } from './sessionTypes';

/** What the lazy client tells its owner. */
export interface LazyAuth0Hooks {
  /** The token worker could not start; the client goes on without it (tokenWorker.ts). */
  onWorkerUnavailable?(error: Error): void;
}

/** What the dynamic import must provide: the real client's constructor. */
export interface Auth0Module {
  Auth0Client: new (options: Auth0ClientOptions) => Auth0ClientLike;
}

/**
 * An Auth0 client that creates the real one (through `load`) on the first call that needs it.
 * A failed load is retried by the next call.
 */
export class LazyAuth0Client implements Auth0ClientLike {
  readonly #options: Auth0ClientOptions;
  readonly #load: () => Promise<Auth0Module>;
  readonly #hooks: LazyAuth0Hooks;
  #real: Promise<Auth0ClientLike> | undefined;

  constructor(
    options: Auth0ClientOptions,
    load: () => Promise<Auth0Module> = loadAuth0,
    hooks: LazyAuth0Hooks = {},
  ) {
    checkCrypto();
    this.#options = options;
    this.#load = load;
    this.#hooks = hooks;
  }

  /** True once the real client has been asked for (loading or loaded). */
  get loaded(): boolean {
    return this.#real !== undefined;
  }

  #client(): Promise<Auth0ClientLike> {
    // the worker check comes with the client, never in a first render without sign-in
    this.#real ??= Promise.all([this.#load(), import('./tokenWorker')]).then(
      async ([m, { ensureTokenWorker }]) => {
        const client = new m.Auth0Client(this.#options);
        // no token call goes to a worker that cannot answer it
        await ensureTokenWorker(
          client,
          (error) => this.#hooks.onWorkerUnavailable?.(error),
          this.#options.workerUrl,
        );
        return client;
      },
      (e: unknown) => {
        this.#real = undefined;
        throw e;
      },
    );
    return this.#real;
  }

  /** Nothing loaded yet and no session the real client could find. */
  #surelyAnonymous(): boolean {
    return this.#real === undefined && !mayHaveSession(this.#options);
  }

  async checkSession(options?: Parameters<Auth0ClientLike['checkSession']>[0]): Promise<void> {
    if (this.#surelyAnonymous()) return;
    return (await this.#client()).checkSession(options);
  }
  async isAuthenticated(): Promise<boolean> {
    if (this.#surelyAnonymous()) return false;
    return (await this.#client()).isAuthenticated();
  }
  async getUser(): Promise<Record<string, unknown> | undefined> {
    if (this.#surelyAnonymous()) return undefined;
    return (await this.#client()).getUser();
  }
  async loginWithRedirect(
    options?: Parameters<Auth0ClientLike['loginWithRedirect']>[0],
  ): Promise<void> {
    return (await this.#client()).loginWithRedirect(options);
  }
  async loginWithPopup(
    options?: Parameters<NonNullable<Auth0ClientLike['loginWithPopup']>>[0],
    config?: Parameters<NonNullable<Auth0ClientLike['loginWithPopup']>>[1],
  ): Promise<void> {
    const client = await this.#client();
    if (!client.loginWithPopup) throw new TypeError('This Auth0 client has no popup sign-in.');
    return client.loginWithPopup(options, config);
  }
  async handleRedirectCallback(url?: string): Promise<unknown> {
    return (await this.#client()).handleRedirectCallback(url);
  }
  async getTokenSilently(
    options?: Parameters<Auth0ClientLike['getTokenSilently']>[0],
  ): Promise<string | undefined> {
    return (await this.#client()).getTokenSilently(options);
  }
  async connectAccountWithRedirect(
    options: Parameters<NonNullable<Auth0ClientLike['connectAccountWithRedirect']>>[0],
  ): Promise<void> {
    const client = await this.#client();
    if (!client.connectAccountWithRedirect)
      throw new TypeError('This Auth0 client links no accounts.');
    return client.connectAccountWithRedirect(options);
  }
  async loginWithCustomTokenExchange(
    options: Parameters<NonNullable<Auth0ClientLike['loginWithCustomTokenExchange']>>[0],
  ): Promise<unknown> {
    const client = await this.#client();
    if (!client.loginWithCustomTokenExchange) {
      throw new TypeError('This Auth0 client has no token exchange.');
    }
    return client.loginWithCustomTokenExchange(options);
  }
  async generateDpopProof(
    params: Parameters<NonNullable<Auth0ClientLike['generateDpopProof']>>[0],
  ): Promise<string> {
    const client = await this.#client();
    if (!client.generateDpopProof) throw new TypeError('This Auth0 client makes no DPoP proofs.');
    return client.generateDpopProof(params);
  }
  async getDpopNonce(id?: string): Promise<string | undefined> {
    return (await this.#client()).getDpopNonce?.(id);
  }
  async setDpopNonce(nonce: string, id?: string): Promise<void> {
    return (await this.#client()).setDpopNonce?.(nonce, id);
  }
  async logout(options?: Parameters<Auth0ClientLike['logout']>[0]): Promise<void> {
    // A local sign-out (no redirect) has nothing to clear when there is no session here.
    if (options?.openUrl === false && this.#surelyAnonymous()) return;
    return (await this.#client()).logout(options);
  }
}
