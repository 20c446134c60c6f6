export {
  createSession,
  createAuth0Client,
  STANDARD_SCOPE,
  STEP_UP_EXTRA_SCOPE,
  STEP_UP_SCOPE,
  CACHE_LOCATIONS,
} from './session';
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
  LoginOptions,
  LogoutOptions,
  GetTokenOptions,
} from './session';
export { toAuthError } from './authError';
export type { AuthOperation } from './authError';
export { isSafeReturnPath, RETURN_PATH_KEY } from './returnPath';
export { decodeJwtPayload, tokenExpiry, isExpired } from './accessTokenClaims';
