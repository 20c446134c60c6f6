// spec §8: the error catalogue as one table, with the rule that turns any failure into a code.
import { apiErrorCode, isCatalogueCode, normaliseCode } from './errorCode';
import type { CatalogueCode } from './errorCode';
import { isSdkError } from './sdkError';

export type ErrorSeverity = 'error' | 'warning' | 'info';

/** Where an error shows: the whole shop, the current page, or the checkout. */
export type ErrorScope = 'global' | 'page' | 'checkout';

/** What an active error does to the rest of the shop (spec §4, §8). */
export type ErrorEffect =
  | 'should_logout'
  | 'should_disable_products'
  | 'should_disable_subscriptions'
  | 'should_disable_purchase'
  | 'should_disable_transfer'
  | 'redirect_out_of_checkout';

export interface CatalogueEntry {
  code: CatalogueCode;
  severity: ErrorSeverity;
  /** Kept in the error store (its effects apply) but never shown to the member. */
  silent: boolean;
  /** Not even stored: dispatching it changes nothing. */
  suppressed: boolean;
  /** The member may close it. */
  dismissible: boolean;
  scope?: ErrorScope;
  effects: readonly ErrorEffect[];
  /**
   * Content key whose title and text describe the error (spec §3 error message content).
   * `GENERIC_MESSAGE_KEY` means the generic "Something went wrong" copy.
   */
  message: string;
  /** Text used when content has not loaded (spec §8 fallback messages). */
  fallbackMessage?: string;
}

/** Content key of the generic message. */
export const GENERIC_MESSAGE_KEY = 'generic';

/**
 * What a screen says when the content service is down and its own copy cannot load: the
 * only copy the shop carries itself, in the languages of the partners (`es` for Spanish,
 * English otherwise). The member's draft and session are untouched; retry loads the copy.
 */
export const CONTENT_UNAVAILABLE_TEXT = {
  en: {
    title: 'This page is not available right now',
    message:
      'We could not load this page. Your selection and your account are safe. Please try again in a moment.',
    retry: 'Try again',
  },
  es: {
    title: 'Esta página no está disponible ahora',
    message:
      'No hemos podido cargar esta página. Tu selección y tu cuenta están a salvo. Inténtalo de nuevo en unos momentos.',
    retry: 'Intentarlo de nuevo',
  },
} as const;

/** The content-unavailable copy for a language such as `es-ES` or `en-IE`. */
export function contentUnavailableText(
  language: string,
): (typeof CONTENT_UNAVAILABLE_TEXT)['en' | 'es'] {
  return language.toLowerCase().startsWith('es')
    ? CONTENT_UNAVAILABLE_TEXT.es
    : CONTENT_UNAVAILABLE_TEXT.en;
}

/** spec §2 generic error screen defaults, used when content is not loaded. */
export const GENERIC_ERROR_TEXT = {
  title: 'Oops!',
  message: 'Something went wrong, our technical team is investigating the issue.',
} as const;

type Row = Omit<CatalogueEntry, 'code' | 'message'> & { message?: string };

const base = { silent: false, suppressed: false, dismissible: true, effects: [] } as const;

const disableProducts = {
  ...base,
  severity: 'warning',
  scope: 'page',
  dismissible: false,
  effects: ['should_disable_products'],
} as const satisfies Row;

const checkoutError = { ...base, severity: 'error', scope: 'checkout' } as const satisfies Row;
const customWarning = { ...base, severity: 'warning', scope: 'page' } as const satisfies Row;
const disableTransfer = {
  ...base,
  severity: 'error',
  scope: 'page',
  dismissible: false,
  effects: ['should_disable_transfer'],
} as const satisfies Row;
const logout = {
  ...base,
  severity: 'error',
  scope: 'global',
  silent: true,
  effects: ['should_logout'],
} as const satisfies Row;
const generic = {
  ...base,
  severity: 'error',
  scope: 'global',
  message: GENERIC_MESSAGE_KEY,
} as const satisfies Row;

const rows: Record<CatalogueCode, Row> = {
  network_error_cancel: { ...base, severity: 'info', silent: true, suppressed: true },
  network_error_401: logout,
  network_error_403: logout,
  network_error_unhandled: generic,
  schema_validation_failed: { ...generic, silent: true },
  api_error_50: checkoutError, // same sender and recipient
  api_error_52: disableProducts, // member under 18
  api_error_59: disableProducts,
  api_error_60: disableProducts, // insufficient balance
  api_error_63: checkoutError, // target would exceed the annual cap
  api_error_65: checkoutError, // wrong recipient details
  api_error_66: checkoutError, // recipient account under 30 days old
  api_error_68: {
    ...base,
    severity: 'warning',
    scope: 'page',
    effects: ['should_disable_subscriptions'],
  }, // active subscription
  api_error_69: {
    ...base,
    severity: 'error',
    scope: 'page',
    dismissible: false,
    effects: ['should_disable_subscriptions'],
  }, // feature off
  checkout_payment_form_error: { ...base, severity: 'warning', scope: 'checkout' },
  checkout_payment_form_cancel: { ...base, severity: 'warning', scope: 'checkout', silent: true },
  // one code for the four load failures: missing configuration, implementation error,
  // network error, session expired
  checkout_payment_form_failed_to_load: {
    ...base,
    severity: 'error',
    scope: 'checkout',
    effects: ['redirect_out_of_checkout'],
  },
  // not in the spec: creating the transaction failed for a reason that is not the member's
  // (500, timeout, a malformed answer, a dropped connection); nothing was charged
  checkout_create_failed: { ...base, severity: 'error', scope: 'page' },
  // not in the spec: the payment service failed (5xx, timeout, dropped connection, a
  // malformed answer), which is not the card's fault; paying the same session again never
  // charges twice, and a payment that went through is found on the transaction
  checkout_payment_service_failed: { ...base, severity: 'error', scope: 'checkout' },
  // not in the spec: a cancel, plan change, renewal or refund of the subscription area
  // failed (docs/api-contract.md "Own origin"); the subscription is unchanged
  subscription_change_failed: { ...base, severity: 'error', scope: 'page' },
  purchase_price_change: customWarning,
  purchase_package_unavailable: customWarning,
  gift_price_change: customWarning,
  gift_package_unavailable: customWarning,
  transfer_price_change: customWarning,
  transfer_unavailable: customWarning,
  transfer_disabled: disableTransfer, // yearly limit reached
  transfer_low_avios: disableTransfer, // spec §5: transfers need at least 1000 points
  missing_transaction: { ...base, severity: 'error', scope: 'checkout' },
  unhandled_error: { ...generic, silent: true },
  // HTTP 503: the shop shows the maintenance page; not a dismissible banner
  maintenance: { ...base, severity: 'error', scope: 'global', dismissible: false },
  mfa_required: { ...base, severity: 'info', scope: 'global', silent: true },
  missing_refresh_token: {
    ...base,
    severity: 'error',
    scope: 'global',
    silent: true,
    fallbackMessage: 'Missing Refresh Token',
  },
  login_required: logout, // spec §8: causes logout
  state_mismatch: {
    ...base,
    severity: 'error',
    scope: 'global',
    fallbackMessage: 'Invalid state',
  },
  missing_connect_code: { ...base, severity: 'error', scope: 'global' },
  // shown (not silent): with sign-in in a popup, a member who closes it sees why nothing
  // happened and how to go on
  popup_closed: {
    ...base,
    severity: 'info',
    scope: 'global',
    fallbackMessage: 'Popup closed',
  },
  // not in the spec: the browser blocked the sign-in popup, so the member signed in on the
  // page instead (shown once back)
  popup_blocked: { ...base, severity: 'info', scope: 'global' },
  timeout: {
    ...base,
    severity: 'warning',
    scope: 'global',
    fallbackMessage: 'Timeout when executing fetch',
  },
  login_failed: { ...base, severity: 'error', scope: 'global', fallbackMessage: 'Login failed' },
  // shown: a signed-in member whose token cannot be had sees prices and balances as a
  // visitor's until they sign in again (createAvios)
  get_access_token_failed: {
    ...base,
    severity: 'error',
    scope: 'global',
    fallbackMessage: 'Get access token failed',
  },
  // not in the spec: the Auth0 token worker could not start (not served, blocked); sign-in
  // goes on without it, so the member sees nothing, but the host and error reporting hear it
  token_worker_unavailable: { ...base, severity: 'error', scope: 'global', silent: true },
};

/** The full catalogue, one entry per code, in catalogue order. */
export const ERROR_CATALOGUE: Readonly<Record<CatalogueCode, CatalogueEntry>> = Object.freeze(
  Object.fromEntries(
    Object.entries(rows).map(([code, row]) => [
      code,
      Object.freeze({ ...row, code, message: row.message ?? code }),
    ]),
  ) as Record<CatalogueCode, CatalogueEntry>,
);

/**
 * The catalogue entry for a code (any case, spaces allowed). Unknown codes give
 * `unhandled_error`: generic message, silent (spec §8).
 */
export function lookupError(code: string): CatalogueEntry {
  const normalised = normaliseCode(code);
  return isCatalogueCode(normalised)
    ? ERROR_CATALOGUE[normalised]
    : ERROR_CATALOGUE.unhandled_error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function bodyErrorCode(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  for (const candidate of [value, value.body, value.data]) {
    if (!isRecord(candidate)) continue;
    const n = candidate.errorCode;
    if (typeof n === 'number' || (typeof n === 'string' && n.trim() !== '')) return apiErrorCode(n);
  }
  return undefined;
}

/**
 * spec §8 code derivation: an `errorCode` in the body gives `api_error_{n}`; otherwise an
 * HTTP status gives `network_error_{status}`; a timeout or cancel gives
 * `network_error_cancel`; an `SdkError` keeps its code; a string is taken as a code;
 * anything else is `network_error_unhandled`. Always lower case with underscores.
 */
export function errorCodeFrom(error: unknown): string {
  if (isSdkError(error)) return error.code;
  if (typeof error === 'string') return normaliseCode(error);
  const fromBody = bodyErrorCode(error);
  if (fromBody) return normaliseCode(fromBody);
  if (isRecord(error)) {
    if (typeof error.status === 'number' && error.status > 0) {
      return `network_error_${error.status}`;
    }
    const name = typeof error.name === 'string' ? error.name : '';
    if (name === 'AbortError' || name === 'TimeoutError') return 'network_error_cancel';
    // Auth0 errors carry their code in `error` (login_required, mfa_required, ...)
    if (typeof error.error === 'string' && isCatalogueCode(normaliseCode(error.error))) {
      return normaliseCode(error.error);
    }
  }
  return 'network_error_unhandled';
}

/**
 * spec §8 should_logout: whether an error signs the member out here (a 401 or 403 answer,
 * login_required), read from its catalogue entry.
 */
export function signsOut(error: unknown): boolean {
  return lookupError(errorCodeFrom(error)).effects.includes('should_logout');
}
