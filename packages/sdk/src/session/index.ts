// `@avios/sdk/session`: sign-in on the Auth0 SPA client (spec §4, §6, §7, §8; docs/sdk.md "Session").
export { createSession } from './session';
export { createAuth0Client } from './auth0Clients';
export {
  STANDARD_SCOPE,
  STEP_UP_EXTRA_SCOPE,
  STEP_UP_SCOPE,
  CACHE_LOCATIONS,
} from './sessionTypes';
export type {
  Session,
  SessionOptions,
  SessionSnapshot,
  SessionStatus,
  SessionUser,
  AuthToken,
  TokenType,
  CacheLocation,
  Auth0ClientLike,
  LoginMode,
  LoginOptions,
  LoginResult,
  LogoutOptions,
  GetTokenOptions,
} from './sessionTypes';
export { isSafeReturnPath } from './returnPath';
export { mayHaveSession } from './sessionMarker';
export type { ConnectAccountOptions, ConnectedAccount, ExchangeTokenOptions } from './linking';
