// What the session's parts share: its options, the partner's Auth0 client, its tokens and
// its snapshot. session.ts builds it; the page load (initialSnapshot.ts) and the popup
// sign-in (popupLogin.ts) work through it.
import type { Partner } from '../rules/constants';
import type { TokenSource } from './tokenSource';
import type { Auth0ClientLike, SessionOptions, SessionSnapshot } from './sessionTypes';

export interface SessionCore {
  readonly options: SessionOptions;
  /** Keeps the return path and the page-load marks; `undefined` where there is none. */
  readonly storage: Storage | undefined;
  navigate(path: string, opts: { replace: true }): void;
  /** The partner's Auth0 client, created on first use. */
  clientFor(partner: Partner): Auth0ClientLike;
  readonly tokens: TokenSource;
  getSnapshot(): SessionSnapshot;
  /** Replaces the snapshot and tells the subscribers. */
  setSnapshot(next: SessionSnapshot): void;
  /** Who is signed in on `client`; the snapshot is then of `partner`. */
  readUser(client: Auth0ClientLike, partner: Partner): Promise<SessionSnapshot>;
}

export const hasWindow = (): boolean => typeof window !== 'undefined';
