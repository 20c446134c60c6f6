// Stands in for `@auth0/auth0-spa-js` in the element bundles only (vite alias): the same
// `Auth0Client` class name, but the real client (~50 KB brotli) is a separate chunk that is
// fetched on the first call that needs it. An anonymous visitor who only looks at prices
// never needs it: like the real `checkSession`, an absent "is authenticated" cookie means
// there is no session to restore, so `checkSession`, `isAuthenticated` and `getUser` answer
// without loading anything. Sign-in, the login callback and tokens load the real client.
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';

/** The methods the SDK session calls (packages/sdk/src/session/sessionTypes.ts). */
interface Auth0ClientMethods {
  loginWithRedirect(options?: unknown): Promise<void>;
  loginWithPopup(options?: unknown, config?: unknown): Promise<void>;
  handleRedirectCallback(url?: string): Promise<unknown>;
  checkSession(options?: unknown): Promise<void>;
  isAuthenticated(): Promise<boolean>;
  getUser(): Promise<Record<string, unknown> | undefined>;
  getTokenSilently(options?: unknown): Promise<unknown>;
  logout(options?: unknown): Promise<void>;
}

export interface Auth0Module {
  Auth0Client: new (options: Auth0ClientOptions) => Auth0ClientMethods;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== undefined && decodeURIComponent(key) === name) return rest.join('=');
  }
  return undefined;
}

/**
 * True when the real client could find a session: its "is authenticated" cookie (current,
 * legacy SameSite and pre-clientId names) or, with the localstorage cache, a cached entry.
 */
export function mayHaveSession(options: Auth0ClientOptions): boolean {
  const names = [`auth0.${options.clientId}.is.authenticated`, 'auth0.is.authenticated'];
  if (names.some((n) => readCookie(n) !== undefined || readCookie(`_legacy_${n}`) !== undefined)) {
    return true;
  }
  if (options.cacheLocation === 'localstorage' && typeof localStorage !== 'undefined') {
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith('@@auth0spajs@@')) return true;
    }
  }
  return false;
}

/** Builds an `Auth0Client` class that loads the real one through `load` when first needed. */
export function createLazyAuth0Client(load: () => Promise<Auth0Module>) {
  return class LazyAuth0Client implements Auth0ClientMethods {
    #options: Auth0ClientOptions;
    #real: Promise<Auth0ClientMethods> | undefined;

    constructor(options: Auth0ClientOptions) {
      this.#options = options;
    }

    /** The real client, created once; a failed chunk load is retried on the next call. */
    #client(): Promise<Auth0ClientMethods> {
      this.#real ??= load().then(
        (m) => new m.Auth0Client(this.#options),
        (e: unknown) => {
          this.#real = undefined;
          throw e;
        },
      );
      return this.#real;
    }

    /** True while nothing has been loaded and there is no session to find. */
    #surelyAnonymous(): boolean {
      return this.#real === undefined && !mayHaveSession(this.#options);
    }

    async checkSession(options?: unknown): Promise<void> {
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
    async loginWithRedirect(options?: unknown): Promise<void> {
      return (await this.#client()).loginWithRedirect(options);
    }
    /** The SDK opened the popup already (inside the click); the real client fills it. */
    async loginWithPopup(options?: unknown, config?: unknown): Promise<void> {
      return (await this.#client()).loginWithPopup(options, config);
    }
    async handleRedirectCallback(url?: string): Promise<unknown> {
      return (await this.#client()).handleRedirectCallback(url);
    }
    async getTokenSilently(options?: unknown): Promise<unknown> {
      return (await this.#client()).getTokenSilently(options);
    }
    async logout(options?: unknown): Promise<void> {
      return (await this.#client()).logout(options);
    }
  };
}

// The file path, not the package name: the alias maps the package name to this module.
export const Auth0Client = createLazyAuth0Client(
  () =>
    import('@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js') as unknown as Promise<Auth0Module>,
);
