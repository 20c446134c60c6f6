// spec §9 error reporting: the SDK hands the host one report per catalogue error worth
// reporting, and the report carries nothing that identifies the member or acts as them
// (docs/security.md "Error reports"). Sending it anywhere is the host's choice.
import { isCatalogueCode } from './errorCode';
import type { CatalogueEntry, ErrorScope, ErrorSeverity } from './catalogue';
import type { ActiveError, ErrorStore } from './errorStore';

/** What `AviosOptions.onErrorReport` receives: codes and numbers, and scrubbed text only. */
export interface ErrorReport {
  /** The derived code (`api_error_77`, `network_error_500`) or the catalogue code. */
  code: string;
  severity: ErrorSeverity;
  /** Where the catalogue shows it. */
  scope?: ErrorScope;
  /** HTTP status of the answer behind the error, when there was one. */
  status?: number;
  /** The error's own message through `scrubText`, else fallback text or code; ≤ 300 chars. */
  message: string;
}

/** Called with each report; whatever it throws is caught and ignored. */
export type ErrorReportHandler = (report: ErrorReport) => void;

/**
 * Which stored errors are reported: severity `error`, silent or shown. An error means
 * something failed (a 500, an unknown code, an answer of the wrong shape, a sign-in that
 * broke); silent ones are included because no member will ever tell support about them.
 * Warnings and info describe the member's own situation (balance, a price change, a closed
 * popup) and would drown the faults at spec §9's 100 % sample rate. Suppressed entries are
 * never stored, so never reported.
 */
export function isReportable(entry: CatalogueEntry): boolean {
  return !entry.suppressed && entry.severity === 'error';
}

const REDACTED = '[redacted]';

/** Query and fragment parameters whose values are secrets or the member's own data. */
const SECRET_PARAMS = [
  'code',
  'state',
  'session_state',
  'nonce',
  'code_verifier',
  'code_challenge',
  'access_token',
  'id_token',
  'id_token_hint',
  'refresh_token',
  'token',
  'login_hint',
  'sessionData',
  'ffpNumber',
  'targetFfpNumber',
  'email',
  'password',
].join('|');

/**
 * Order matters: an Authorization value goes whole before its JWT would leave `Bearer`
 * behind, and parameters go before the generic number rule would leave their names.
 */
const RULES: readonly (readonly [RegExp, string])[] = [
  // an Authorization value, plain or URL-encoded (`Bearer%20…`): the scheme goes too
  [/bearer(?:\s|%20|\+)*[\w.~+/=-]*/gi, '[token]'],
  // a DPoP-bound one; `DPoP proof` in a sentence stays readable
  [/\bdpop(?:\s|%20|\+)+[\w.~+/=-]{20,}/gi, '[token]'],
  // every JWT (access, id, DPoP proof) starts with base64url of `{"`
  [/(?<![A-Za-z])eyJ[\w-]*(?:\.[\w-]*)*/g, '[jwt]'],
  // OAuth, token and member parameters of a query, a fragment or a bare query string
  [new RegExp(`((?:^|[?&#;\\s])(?:${SECRET_PARAMS})=)[^&#\\s"'<>]*`, 'gi'), `$1${REDACTED}`],
  // emails, also URL-encoded (`%40`) and with letters beyond ASCII
  [/[^\s@<>"'(),;:/?&=#]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu, '[email]'],
  // membership numbers of the spec's partners (BA2000001)
  [/(?<![A-Za-z0-9])(?:BA|IB|EI)\d{5,}(?![A-Za-z0-9])/gi, '[member]'],
  // card numbers as typed (4111 1111 1111 1111), and 7 or more digits standing alone
  // (numeric membership numbers); dates and amounts keep their shape
  [/(?<![\w.])(?:\d{4}(?:[ -]\d{4}){2,3}|\d{7,})(?![\w.])/g, '[number]'],
];

/**
 * Redacts what must never leave the browser in an error report: Authorization values
 * (`Bearer …`), JWTs (`eyJ…`), OAuth, token and member query parameters (`code=`,
 * `state=`, `access_token=`, `targetFfpNumber=` …), emails, membership numbers
 * (`BA2000001`), card numbers and other runs of 7 or more digits. Pure, and scrubbing
 * twice changes nothing more.
 */
export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of RULES) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

const MAX_MESSAGE = 300;

/** A derived code is only reported when its shape is known; otherwise it could be any text. */
const NUMBERED_CODE = /^(?:api_error_\d{1,6}|network_error_\d{3})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function statusOf(error: unknown): number | undefined {
  // the error's own status, else its cause's (a create failure wraps the HTTP answer)
  for (const candidate of [error, isRecord(error) ? error.cause : undefined]) {
    if (!isRecord(candidate)) continue;
    const status = candidate.status;
    if (typeof status === 'number' && Number.isInteger(status) && status >= 100 && status < 600) {
      return status;
    }
  }
  return undefined;
}

/** Only the error's own message: never its cause, body, headers or any other field. */
function messageOf(error: unknown, fallback: string): string {
  const own = isRecord(error) && typeof error.message === 'string' ? error.message.trim() : '';
  const text = scrubText(own || fallback);
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/** Builds the report of a stored error (pure). */
export function toErrorReport(error: Pick<ActiveError, 'code' | 'entry' | 'error'>): ErrorReport {
  const { entry } = error;
  const code =
    isCatalogueCode(error.code) || NUMBERED_CODE.test(error.code) ? error.code : entry.code;
  const report: ErrorReport = {
    code,
    severity: entry.severity,
    message: messageOf(error.error, entry.fallbackMessage ?? code),
  };
  if (entry.scope) report.scope = entry.scope;
  const status = statusOf(error.error);
  if (status !== undefined) report.status = status;
  return report;
}

/**
 * The same store, whose `dispatch` also reports each reportable error once. A throwing
 * handler is ignored: reporting must never break the shop it reports on.
 */
export function withErrorReporting(
  store: ErrorStore,
  onErrorReport: ErrorReportHandler | undefined,
): ErrorStore {
  if (!onErrorReport) return store;
  return {
    ...store,
    dispatch(errorOrCode, options) {
      const active = store.dispatch(errorOrCode, options);
      if (active && isReportable(active.entry)) {
        try {
          onErrorReport(toErrorReport(active));
        } catch {
          // the host's reporter failed; the error itself is already stored and shown
        }
      }
      return active;
    },
  };
}
