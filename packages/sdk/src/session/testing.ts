// Test helpers shared by the session tests (not exported from the package).
import { vi } from 'vitest';
import type { Auth0ClientLike } from './sessionTypes';

/** An unsigned JWT with the given claims: enough for code that only reads `exp`. */
export function makeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export interface FakeAuth0 extends Auth0ClientLike {
  loginWithRedirect: ReturnType<typeof vi.fn<Auth0ClientLike['loginWithRedirect']>>;
  handleRedirectCallback: ReturnType<typeof vi.fn<Auth0ClientLike['handleRedirectCallback']>>;
  checkSession: ReturnType<typeof vi.fn<Auth0ClientLike['checkSession']>>;
  isAuthenticated: ReturnType<typeof vi.fn<Auth0ClientLike['isAuthenticated']>>;
  getUser: ReturnType<typeof vi.fn<Auth0ClientLike['getUser']>>;
  getTokenSilently: ReturnType<typeof vi.fn<Auth0ClientLike['getTokenSilently']>>;
  logout: ReturnType<typeof vi.fn<Auth0ClientLike['logout']>>;
  loginWithPopup: ReturnType<typeof vi.fn<NonNullable<Auth0ClientLike['loginWithPopup']>>>;
}

/**
 * A fake Auth0 client that behaves like a signed-in member by default: each token request
 * answers a fresh JWT (valid one hour) whose payload names the scope it was asked for.
 */
export function fakeAuth0(signedIn = true): FakeAuth0 {
  let issued = 0;
  return {
    loginWithRedirect: vi.fn(async () => {}),
    loginWithPopup: vi.fn(async () => {}),
    handleRedirectCallback: vi.fn(async () => ({ appState: undefined })),
    checkSession: vi.fn(async () => {}),
    isAuthenticated: vi.fn(async () => signedIn),
    getUser: vi.fn(async () =>
      signedIn
        ? {
            sub: 'member|1',
            name: 'Ana Garcia',
            given_name: 'Ana',
            family_name: 'Garcia',
            email: 'ana@example.com',
            'https://avios.sandbox/ffpNumber': '12345678',
          }
        : undefined,
    ),
    getTokenSilently: vi.fn(async (options) => {
      issued += 1;
      return makeJwt({
        scope: options?.authorizationParams?.scope,
        exp: Math.floor(Date.now() / 1000) + 3600,
        n: issued,
      });
    }),
    logout: vi.fn(async () => {}),
  };
}

/** A Storage in memory, like sessionStorage, holding `initial` to start with. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
}
