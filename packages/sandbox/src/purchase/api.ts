// The purchase API (spec §7) under /purchase/v1, plus the control API under /__sandbox.
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
import { createFaults } from './faults';
import type { Faults } from './faults';
import { productRoutes } from './products';
import { subscriptionRoutes } from './subscriptions';
import { transactionRoutes } from './transactions';
import { userRoutes } from './users';

export const API_PREFIX = '/purchase/v1';

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
  /**
   * A transfer with a token at least this old asks for re-authentication (spec §4
   * mfa_pending). Defaults to `300` (`SANDBOX_STEP_UP_MAX_AGE_S`).
   */
  stepUpMaxAgeS?: number;
}

export interface PurchaseApi extends Listening {
  store: Store;
  engine: Engine;
  faults: Faults;
}

const MALFORMED = { sandboxFault: 'malformed', hint: 'This body has the wrong shape on purpose.' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createPurchaseHandler(
  options: Omit<PurchaseApiOptions, 'port'> & { store: Store; engine: Engine; faults: Faults },
) {
  const { store, engine, faults, origins } = options;
  const verify = createTokenVerifier({
    issuer: options.idpIssuer,
    jwks: options.jwks ?? new URL('.well-known/jwks.json', options.idpIssuer),
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
  const control = createRouter();
  controlRoutes(control, { store, faults, reauth });

  async function purchase(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.slice(API_PREFIX.length) || '/';
    if (faults.maintenance) {
      return sendJson(res, 503, {
        error: 'maintenance',
        message: 'The purchase API is down for maintenance.',
      });
    }
    const fault = faults.take(path + url.search);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault && (fault.status !== undefined || fault.body !== undefined)) {
      const body =
        fault.body === 'malformed' ? MALFORMED : (fault.body ?? { error: 'sandbox_fault' });
      return sendJson(res, fault.status ?? 200, body);
    }
    await dispatch(api, req, res, url, path);
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    if (applyCors(req, res, origins)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      void purchase(req, res, url);
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
      paymentsUrl: () => options.paymentsUrl ?? 'http://localhost:4013',
    });
  const faults = createFaults();
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
