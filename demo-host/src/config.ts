import type { Partner } from '@avios/sdk';
import { normaliseBasePath } from './routing/basePath';

/** The demo host's settings, read from `import.meta.env` (`VITE_*`) with sandbox defaults. */
export interface DemoConfig {
  /** Base path of every route (spec §2). `VITE_BASE_PATH`; defaults to `/` (stored as `''`). */
  basePath: string;
  /** Brand prefix stripped from addresses (spec §2). `VITE_BRAND_PREFIX`; defaults to none. */
  brandPrefix: string | undefined;
  /** Loyalty API origin. `VITE_API_URL`; defaults to `http://localhost:4010`. */
  apiUrl: string;
  /** Versioned purchase API path. `VITE_API_PATH`; defaults to `/purchase/v1`. */
  apiPath: string;
  /** Identity provider address. `VITE_IDP_DOMAIN`; defaults to `http://localhost:4011`. */
  idpDomain: string;
  /** Access-token audience. `VITE_AUDIENCE`; defaults to `https://api.avios.sandbox/purchase`. */
  audience: string;
  /**
   * Where the sign-in client keeps tokens. `VITE_AUTH_CACHE`: `memory` or `localstorage`;
   * defaults to `memory`, and any other value also means `memory` (spec §5 allows only the
   * two; tokens stay in memory unless configured otherwise). A reload then signs the member in again silently
   * through the identity provider's session (hidden iframe, `prompt=none`).
   */
  authCache: 'memory' | 'localstorage';
  /**
   * How sign-in opens (spec §9 popup 400x600 beside the redirect). `VITE_LOGIN_MODE`:
   * `redirect` (default: the shop is the whole page) or `popup`.
   */
  loginMode: 'redirect' | 'popup';
  /** Client id per partner. `VITE_CLIENT_ID_BA|IB|EI`; default `avios-ba`, `avios-ib`, `avios-ei`. */
  clientIds: Record<Partner, string>;
  /** Content service host, no scheme. `VITE_CONTENT_HOST`; defaults to `localhost:4012`. */
  contentHost: string;
  /** Plain http to the content host (the sandbox). True when `contentHost` is a local host. */
  contentInsecure: boolean;
  /** Content space. `VITE_CONTENT_SPACE`; defaults to `avios-sandbox`. */
  contentSpace: string;
  /** Content environment. `VITE_CONTENT_ENVIRONMENT`; defaults to `master`. */
  contentEnvironment: string;
  /** Content delivery token. `VITE_CONTENT_TOKEN`; defaults to `sandbox-delivery-token`. */
  contentToken: string;
  /** Payments service. `VITE_PAYMENTS_URL`; defaults to `http://localhost:4013`. */
  paymentsUrl: string;
  /**
   * Status polling interval in ms. `VITE_POLL_INTERVAL_MS`; defaults to the spec's `3000`.
   * Only the browser-test build shortens it (playwright.config.ts), as SANDBOX_STEP_MS does
   * for the sandbox.
   */
  pollIntervalMs: number;
  /**
   * How long a call to the purchase API, the own API or the payments service may take, in
   * ms. `VITE_HTTP_TIMEOUT_MS`, a whole number from 1000 to 10000; defaults to spec §9's
   * `10000`. Only the browser-test build shortens it, so its timeout faults cost seconds.
   */
  httpTimeoutMs: number;
  /**
   * Where error reports go (spec §9): a Sentry DSN such as `https://key@o1.ingest.sentry.io/2`.
   * `VITE_ERROR_REPORTING_DSN`; defaults to none, and then no reporting code loads. A value
   * that is not a DSN (http(s), a public key, a project) also means none.
   */
  errorReportingDsn: string | undefined;
}

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

const or = (value: string | undefined, fallback: string) => value?.trim() || fallback;

/** A whole number of ms from 100 to 3000; anything else is the spec's 3000. */
function pollInterval(value: string | undefined): number {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 100 && ms <= 3000 ? ms : 3000;
}

/** A whole number of ms from 1000 to 10000; anything else is spec §9's 10000. */
function httpTimeout(value: string | undefined): number {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 1000 && ms <= 10_000 ? ms : 10_000;
}

/** A DSN names its public key and project: `http(s)://key@host[:port]/[path/]project`. */
function dsn(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    const http = url.protocol === 'https:' || url.protocol === 'http:';
    return http && url.username && /\/[\w-]+$/.test(url.pathname) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the settings; every value has a default that points at the local sandbox. */
export function readConfig(env: Env): DemoConfig {
  const contentHost = or(env.VITE_CONTENT_HOST, 'localhost:4012');
  return {
    basePath: normaliseBasePath(env.VITE_BASE_PATH),
    brandPrefix: env.VITE_BRAND_PREFIX?.trim() || undefined,
    apiUrl: or(env.VITE_API_URL, 'http://localhost:4010').replace(/\/+$/, ''),
    apiPath: or(env.VITE_API_PATH, '/purchase/v1'),
    idpDomain: or(env.VITE_IDP_DOMAIN, 'http://localhost:4011').replace(/\/+$/, ''),
    audience: or(env.VITE_AUDIENCE, 'https://api.avios.sandbox/purchase'),
    authCache: env.VITE_AUTH_CACHE?.trim() === 'localstorage' ? 'localstorage' : 'memory',
    loginMode: env.VITE_LOGIN_MODE?.trim() === 'popup' ? 'popup' : 'redirect',
    clientIds: {
      BA: or(env.VITE_CLIENT_ID_BA, 'avios-ba'),
      IB: or(env.VITE_CLIENT_ID_IB, 'avios-ib'),
      EI: or(env.VITE_CLIENT_ID_EI, 'avios-ei'),
    },
    contentHost,
    contentInsecure: /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(contentHost),
    contentSpace: or(env.VITE_CONTENT_SPACE, 'avios-sandbox'),
    contentEnvironment: or(env.VITE_CONTENT_ENVIRONMENT, 'master'),
    contentToken: or(env.VITE_CONTENT_TOKEN, 'sandbox-delivery-token'),
    paymentsUrl: or(env.VITE_PAYMENTS_URL, 'http://localhost:4013').replace(/\/+$/, ''),
    pollIntervalMs: pollInterval(env.VITE_POLL_INTERVAL_MS),
    httpTimeoutMs: httpTimeout(env.VITE_HTTP_TIMEOUT_MS),
    errorReportingDsn: dsn(env.VITE_ERROR_REPORTING_DSN),
  };
}

/**
 * Where the identity provider sends the member back: the shop's root (origin + base path),
 * written the way the route table keeps it (no trailing slash after a base path).
 */
export function redirectUri(origin: string, basePath: string): string {
  return `${origin}${basePath || '/'}`;
}
