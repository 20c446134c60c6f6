// What the session's parts share. session.ts keeps the snapshot (SessionHost), all a first
// render needs; sessionActions.ts, fetched later, adds the partner's Auth0 client and its
// tokens (SessionCore), through which the page load (initialSnapshot.ts) and the popup
// sign-in (popupLogin.ts) work.
import type { Partner } from '../rules/constants';
import type { TokenSource } from './tokenSource';
import type {
  Auth0ClientLike,
  CacheLocation,
  SessionOptions,
  SessionSnapshot,
} from './sessionTypes';

/** The session's state, kept by session.ts from the first render on. */
export interface SessionHost {
  readonly options: SessionOptions;
  readonly cacheLocation: CacheLocation;
  /** Keeps the return path and the page-load marks; `undefined` where there is none. */
  readonly storage: Storage | undefined;
  navigate(path: string, opts: { replace: true }): void;
  getSnapshot(): SessionSnapshot;
  /** Replaces the snapshot and tells the subscribers. */
  setSnapshot(next: SessionSnapshot): void;
  /** The snapshot is now of `partner`: a later switch of partner reads the session again. */
  setPartner(partner: Partner): void;
}

export interface SessionCore extends SessionHost {
  /** The partner's Auth0 client, created on first use. */
  clientFor(partner: Partner): Auth0ClientLike;
  readonly tokens: TokenSource;
  /** Who is signed in on `client`; the snapshot is then of `partner`. */
  readUser(client: Auth0ClientLike, partner: Partner): Promise<SessionSnapshot>;
}

export const hasWindow = (): boolean => typeof window !== 'undefined';

/** The page's address without its origin: where a sign-in comes back to by default. */
export function currentPath(withHash: boolean): string {
  if (!hasWindow()) return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${withHash ? hash : ''}`;
}
