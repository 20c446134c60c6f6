// Settings of the sandbox program, read once from the environment (documented in
// docs/sandbox.md and docs/api-contract.md); src/cli.ts adds the command-line flags.
import { DEFAULT_KEYS_DIR } from './paths';

/** Partner codes (spec §9), lowercase as they travel in the `partner` query parameter. */
export const PARTNERS = ['ba', 'ib', 'ei'] as const;
export type Partner = (typeof PARTNERS)[number];

/** One public identity-provider client per partner (docs/api-contract.md). */
export const CLIENT_IDS: Record<Partner, string> = {
  ba: 'avios-ba',
  ib: 'avios-ib',
  ei: 'avios-ei',
};

export function partnerOfClient(clientId: string | undefined): Partner | undefined {
  return PARTNERS.find((p) => CLIENT_IDS[p] === clientId);
}

/** The purchase API's audience; access tokens are issued for it. */
export const AUDIENCE = 'https://api.avios.sandbox/purchase';

/** spec §6: the standard token carries these scopes; step-up adds `write:transaction_debit`. */
export const STANDARD_SCOPES = [
  'openid',
  'profile',
  'offline_access',
  'email',
  'write:transaction_credit',
  'write:transaction_reversal',
] as const;
export const DEBIT_SCOPE = 'write:transaction_debit';
export const API_SCOPES = ['write:transaction_credit', 'write:transaction_reversal', DEBIT_SCOPE];

/** Authentication context classes: password only, and password plus one-time code. */
export const ACR_PASSWORD = 'urn:avios:sandbox:pwd';
export const ACR_MFA = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor';

/** The sandbox's one-time code (step-up) and 3-D Secure code. */
export const SANDBOX_OTP = '123456';

export const DEFAULT_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://localhost:5174',
  'http://localhost:5175',
  // the React 19, React 18 and Vue 3 host examples (examples/hosts-serve.mjs)
  'http://localhost:5176',
  'http://localhost:5177',
  'http://localhost:5178',
];

export interface SandboxConfig {
  /** Purchase API port. Defaults to `4010` (`SANDBOX_API_PORT`). */
  apiPort: number;
  /** Identity provider port. Defaults to `4011` (`SANDBOX_IDP_PORT`). */
  idpPort: number;
  /** Content service port. Defaults to `4012` (`SANDBOX_CONTENT_PORT`). */
  contentPort: number;
  /** Payments port. Defaults to `4013` (`SANDBOX_PAYMENTS_PORT`). */
  paymentsPort: number;
  /** Error reports (Sentry envelopes) port. Defaults to `4014` (`SANDBOX_REPORTS_PORT`). */
  reportsPort: number;
  /**
   * Browser origins allowed by CORS and as sign-in redirect targets: `SANDBOX_ORIGINS` (which
   * replaces the defaults) plus `AVIOS_SANDBOX_ORIGINS` (added to them).
   */
  origins: string[];
  /** Time between two server steps of a transaction, in ms. Defaults to `1000` (`SANDBOX_STEP_MS`). */
  stepMs: number;
  /**
   * Time from a subscription refund request (`refund_pending`) to `refunded`, in ms.
   * Defaults to `60000` (`SANDBOX_REFUND_MS`).
   */
  refundMs: number;
  /**
   * A transfer whose token is at least this many seconds old asks for re-authentication
   * (spec §4 mfa_pending). Defaults to `300` (`SANDBOX_STEP_UP_MAX_AGE_S`).
   */
  stepUpMaxAgeS: number;
  /** Folder of the stable signing key. Defaults to the package's `.keys` (`SANDBOX_KEYS_DIR`). */
  keysDir: string;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${value}".`);
  }
  return n;
}

export function parseOrigins(value: string | undefined): string[] {
  if (!value) return [...DEFAULT_ORIGINS];
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * One browser origin as given by a partner (`--origin`, `AVIOS_SANDBOX_ORIGINS`):
 * `http(s)://host[:port]`, a trailing `/` allowed, returned as the browser sends it in its
 * `Origin` header; throws naming `source` for anything else (a path, another scheme).
 */
export function parseOrigin(value: string, source: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    url = undefined;
  }
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
  if (!url || !bare || !/^https?:$/.test(url.protocol)) {
    throw new Error(
      `${source} must be a browser origin such as http://localhost:3000, got "${value}".`,
    );
  }
  return url.origin;
}

/** `base` followed by the origins of `extra` it does not hold yet. */
export function addOrigins(base: readonly string[], extra: readonly string[]): string[] {
  return [...new Set([...base, ...extra])];
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const stepMs = env.SANDBOX_STEP_MS === undefined ? 1000 : Number(env.SANDBOX_STEP_MS);
  if (!Number.isFinite(stepMs) || stepMs < 0) {
    throw new Error(
      `SANDBOX_STEP_MS must be a number of milliseconds, got "${env.SANDBOX_STEP_MS}".`,
    );
  }
  const refundMs = env.SANDBOX_REFUND_MS === undefined ? 60_000 : Number(env.SANDBOX_REFUND_MS);
  if (!Number.isFinite(refundMs) || refundMs < 0) {
    throw new Error(
      `SANDBOX_REFUND_MS must be a number of milliseconds, got "${env.SANDBOX_REFUND_MS}".`,
    );
  }
  const stepUpMaxAgeS =
    env.SANDBOX_STEP_UP_MAX_AGE_S === undefined ? 300 : Number(env.SANDBOX_STEP_UP_MAX_AGE_S);
  if (!Number.isInteger(stepUpMaxAgeS) || stepUpMaxAgeS < 0) {
    throw new Error(
      `SANDBOX_STEP_UP_MAX_AGE_S must be a whole number of seconds, got "${env.SANDBOX_STEP_UP_MAX_AGE_S}".`,
    );
  }
  return {
    apiPort: port(env.SANDBOX_API_PORT, 4010, 'SANDBOX_API_PORT'),
    idpPort: port(env.SANDBOX_IDP_PORT, 4011, 'SANDBOX_IDP_PORT'),
    contentPort: port(env.SANDBOX_CONTENT_PORT, 4012, 'SANDBOX_CONTENT_PORT'),
    paymentsPort: port(env.SANDBOX_PAYMENTS_PORT, 4013, 'SANDBOX_PAYMENTS_PORT'),
    reportsPort: port(env.SANDBOX_REPORTS_PORT, 4014, 'SANDBOX_REPORTS_PORT'),
    origins: addOrigins(
      parseOrigins(env.SANDBOX_ORIGINS),
      (env.AVIOS_SANDBOX_ORIGINS ?? '')
        .split(',')
        .filter((o) => o.trim())
        .map((o) => parseOrigin(o, 'AVIOS_SANDBOX_ORIGINS')),
    ),
    stepMs,
    refundMs,
    stepUpMaxAgeS,
    keysDir: env.SANDBOX_KEYS_DIR || DEFAULT_KEYS_DIR,
  };
}
