// Every code of the error catalogue (spec §8). `ErrorCode` is the union the SDK's one error
// class carries; numbered network and API errors outside the table stay typed through the
// template-literal members and are looked up as `unhandled_error`.

/** Codes that have a row in the catalogue, in catalogue order. */
export const ERROR_CODES = [
  'network_error_cancel',
  'network_error_401',
  'network_error_403',
  'network_error_unhandled',
  'schema_validation_failed',
  'api_error_50',
  'api_error_52',
  'api_error_59',
  'api_error_60',
  'api_error_63',
  'api_error_65',
  'api_error_66',
  'api_error_68',
  'api_error_69',
  'checkout_payment_form_error',
  'checkout_payment_form_cancel',
  'checkout_payment_form_failed_to_load',
  'checkout_create_failed',
  'checkout_payment_service_failed',
  'subscription_change_failed',
  'purchase_price_change',
  'purchase_package_unavailable',
  'gift_price_change',
  'gift_package_unavailable',
  'transfer_price_change',
  'transfer_unavailable',
  'transfer_disabled',
  'transfer_low_avios',
  'missing_transaction',
  'unhandled_error',
  'maintenance',
  'mfa_required',
  'missing_refresh_token',
  'login_required',
  'state_mismatch',
  'missing_connect_code',
  'popup_closed',
  'popup_blocked',
  'timeout',
  'login_failed',
  'get_access_token_failed',
  'token_worker_unavailable',
] as const;

/** A code with its own catalogue row. */
export type CatalogueCode = (typeof ERROR_CODES)[number];

/**
 * The code an `SdkError` carries: a catalogue code, or a numbered network/API error
 * (`network_error_500`, `api_error_77`) that the catalogue treats as `unhandled_error`.
 */
export type ErrorCode = CatalogueCode | `network_error_${number}` | `api_error_${number}`;

/** spec §8 code derivation: the purchase API's `errorCode` n is the code `api_error_{n}`. */
export function apiErrorCode(n: number): `api_error_${number}`;
export function apiErrorCode(n: number | string): string;
export function apiErrorCode(n: number | string): string {
  return `api_error_${n}`;
}

const known = new Set<string>(ERROR_CODES);

/** spec §8: codes are lower-cased with spaces as underscores. */
export function normaliseCode(code: string): string {
  return code.trim().toLowerCase().replace(/\s+/g, '_');
}

/** True when `code` (already normalised) is a valid `ErrorCode`. */
export function isErrorCode(code: string): code is ErrorCode {
  return known.has(code) || /^(network_error|api_error)_\d+$/.test(code);
}

/** True when `code` has its own row in the catalogue. */
export function isCatalogueCode(code: string): code is CatalogueCode {
  return known.has(code);
}
