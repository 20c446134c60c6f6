// The purchase API (spec §7) under /purchase/v1, the shop's own-origin subscription calls
// under /api (docs/api-contract.md "Own origin", reached through the shop's /api proxy), and
// the control API under /__sandbox.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONWebKeySet } from 'jose';
import { applyCors } from '../http/cors';
import { listen } from '../http/listen';
import type { Listening } from '../http/listen';
import { createRouter, dispatch, sendJson } from '../http/router';
import { createEngine } from '../store/engine';
import type { Engine } from '../store/engine';
import { createStore } from '../store/store';
import type { Store } from '../store/store';
import { createTokenVerifier } from './auth';
import { controlRoutes } from './control';
import { createFaults, serveWithFault } from './faults';
import type { Faults } from './faults';
import type { IdTokenFaults } from '../idp/idTokenFaults';
import { productRoutes } from './products';
import { subscriptionAreaRoutes } from './subscriptionArea';
import { subscriptionRoutes } from './subscriptions';
import { transactionRoutes } from './transactions';
import { userRoutes } from './users';

const API_PREFIX = '/purchase/v1';
/** The shop's own-origin backend-for-frontend (spec §7 "clients for /api … on the own origin"). */
const OWN_API_PREFIX = '/api';

export interface PurchaseApiOptions {
  /** Port to listen on; `0` picks a free one. Defaults to `4010`. */
  port?: number;
  /** The identity provider's issuer (with its trailing slash). */
  idpIssuer: string;
  /** The identity provider's public keys; defaults to fetching `{issuer}.well-known/jwks.json`. */
  jwks?: JSONWebKeySet;
  /** Browser origins allowed by CORS. */
  origins: string[];
  /** Shared state. Defaults to a fresh seeded store. */
  store?: Store;
  /** Shared transaction engine. Defaults to one over `store` with payments at `paymentsUrl`. */
  engine?: Engine;
  /** Used only when no engine is given. */
  paymentsUrl?: string;
  stepMs?: number;
  /** Used only when no engine is given: refund request to `refunded` (`SANDBOX_REFUND_MS`). */
  refundMs?: number;
  /**
   * A transfer with a token at least this old asks for re-authentication (spec §4
   * mfa_pending). Defaults to `300` (`SANDBOX_STEP_UP_MAX_AGE_S`).
   */
  stepUpMaxAgeS?: number;
  /** Faults shared with the payments service. Defaults to new ones. */
  faults?: Faults;
  /** The identity provider's identity-token faults, armed through the control API. */
  idTokenFaults?: IdTokenFaults;
}

export interface PurchaseApi extends Listening {
  store: Store;
  engine: Engine;
  faults: Faults;
}

function createPurchaseHandler(
  options: Omit<PurchaseApiOptions, 'port'> & { store: Store; engine: Engine; faults: Faults },
) {
  const { store, engine, faults, origins } = options;
  const verify = createTokenVerifier({
    issuer: options.idpIssuer,
    jwks: options.jwks ?? new URL('.well-known/jwks.json', options.idpIssuer),
    proxyOrigins: origins,
  });
  const api = createRouter();
  const defaultMaxAgeS = options.stepUpMaxAgeS ?? 300;
  const reauth = {
    maxAgeS: defaultMaxAgeS,
    defaultMaxAgeS,
    authorizeUrl: new URL('authorize', options.idpIssuer).href,
  };
  const deps = { store, engine, verify, reauth };
  userRoutes(api, deps);
  productRoutes(api, deps);
  subscriptionRoutes(api, deps);
  transactionRoutes(api, deps);
  const own = createRouter();
  subscriptionAreaRoutes(own, deps);
  const control = createRouter();
  controlRoutes(control, { store, faults, reauth, idTokenFaults: options.idTokenFaults });

  /** The purchase API and the own-origin API answer alike: maintenance, faults, routes. */
  async function serve(
    router: ReturnType<typeof createRouter>,
    prefix: string,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ) {
    const path = url.pathname.slice(prefix.length) || '/';
    if (faults.maintenance) {
      return sendJson(res, 503, {
        error: 'maintenance',
        message: 'The purchase API is down for maintenance.',
      });
    }
    // faults name purchase API paths without their prefix, own-origin paths with `/api`
    const fault = faults.take(
      (prefix === OWN_API_PREFIX ? `${OWN_API_PREFIX}${path}` : path) + url.search,
    );
    await serveWithFault(fault, req, res, (out) => dispatch(router, req, out, url, path));
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    if (applyCors(req, res, origins)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      void serve(api, API_PREFIX, req, res, url);
    } else if (url.pathname.startsWith(`${OWN_API_PREFIX}/`)) {
      void serve(own, OWN_API_PREFIX, req, res, url);
    } else if (url.pathname.startsWith('/__sandbox/')) {
      void dispatch(control, req, res, url);
    } else {
      sendJson(res, 404, {
        error: 'not_found',
        message: `The purchase API lives under ${API_PREFIX}.`,
      });
    }
  };
}

export async function createPurchaseApi(options: PurchaseApiOptions): Promise<PurchaseApi> {
  const store = options.store ?? createStore();
  const engine =
    options.engine ??
    createEngine(store, {
      stepMs: options.stepMs,
      refundMs: options.refundMs,
      paymentsUrl: () => options.paymentsUrl ?? 'http://localhost:4013',
    });
  const faults = options.faults ?? createFaults();
  const handler = createPurchaseHandler({ ...options, store, engine, faults });
  const listening = await listen(handler, options.port ?? 4010, { name: 'The purchase API' });
  return {
    ...listening,
    store,
    engine,
    faults,
    close: async () => {
      if (!options.engine) engine.close();
      await listening.close();
    },
  };
}
