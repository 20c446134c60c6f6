// The Auth0 SPA clients of the session: one per partner, made on first use with the spec's
// options (spec §4 Auth, §5 cache location, §6 standard scope). Nothing is made on import.
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import type { Partner } from '../rules/constants';
import { toAuthError } from './authError';
import { SPEC_CLIENT_OPTIONS } from './clientOptions';
import { LazyAuth0Client } from './lazyAuth0';
import type { LazyAuth0Hooks } from './lazyAuth0';
import { STANDARD_SCOPE } from './sessionTypes';
import type { Auth0ClientLike, CacheLocation, SessionOptions } from './sessionTypes';

/**
 * The default factory: the Auth0 SPA client, whose code is fetched by the first call that
 * needs it (a visitor without a session never downloads it; see lazyAuth0.ts).
 */
export function createAuth0Client(
  options: Auth0ClientOptions,
  hooks?: LazyAuth0Hooks,
): Auth0ClientLike {
  return new LazyAuth0Client(options, undefined, hooks);
}

export interface Auth0Clients {
  /** The partner's client, made on its first use. */
  clientFor(partner: Partner): Auth0ClientLike;
  /** The partner's identity provider address. */
  domainFor(partner: Partner): string;
}

export function createAuth0Clients(
  options: SessionOptions,
  cacheLocation: CacheLocation,
): Auth0Clients {
  const createClient = options.createClient ?? createAuth0Client;
  const clients = new Map<Partner, Auth0ClientLike>();
  // a token worker that could not start is told once, and the next partner's client is made
  // without its address
  let workerFailed = false;
  const workerUnavailable = (error: Error) => {
    if (workerFailed) return;
    workerFailed = true;
    options.onWorkerUnavailable?.(error);
  };

  function domainFor(partner: Partner): string {
    return typeof options.domain === 'string' ? options.domain : options.domain[partner];
  }

  function clientFor(partner: Partner): Auth0ClientLike {
    const existing = clients.get(partner);
    if (existing) return existing;
    let client: Auth0ClientLike;
    try {
      client = createClient(
        {
          domain: domainFor(partner),
          clientId: options.clientIds[partner],
          ...SPEC_CLIENT_OPTIONS,
          useRefreshTokens: true,
          // With tokens in memory a reload loses the refresh token; fall back to silent
          // sign-in in a hidden iframe instead of reporting the member signed out.
          useRefreshTokensFallback: true,
          cacheLocation,
          ...(options.workerUrl && !workerFailed ? { workerUrl: options.workerUrl } : {}),
          ...(options.legacySameSiteCookie === false ? { legacySameSiteCookie: false } : {}),
          authorizationParams: {
            audience: options.audience,
            scope: STANDARD_SCOPE,
            redirect_uri: options.redirectUri,
          },
        },
        { onWorkerUnavailable: workerUnavailable },
      );
    } catch (e) {
      // spec §5: e.g. 'must run on a secure origin' when crypto.subtle is missing.
      throw toAuthError(e, 'login');
    }
    clients.set(partner, client);
    return client;
  }

  return { clientFor, domainFor };
}
