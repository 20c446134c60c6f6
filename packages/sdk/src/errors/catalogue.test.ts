import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  GENERIC_MESSAGE_KEY,
  errorCodeFrom,
  lookupError,
  signsOut,
} from './catalogue';
import type { ErrorEffect, ErrorSeverity } from './catalogue';
import { ERROR_CODES } from './errorCode';
import { SdkError } from './sdkError';

type Expected = [
  code: string,
  severity: ErrorSeverity,
  flags: { silent?: true; suppressed?: true; undismissible?: true },
  effects: ErrorEffect[],
  message?: string,
];

// spec §8, row by row
const table: Expected[] = [
  ['network_error_cancel', 'info', { silent: true, suppressed: true }, []],
  ['network_error_401', 'error', { silent: true }, ['should_logout']],
  ['network_error_403', 'error', { silent: true }, ['should_logout']],
  ['network_error_unhandled', 'error', {}, [], GENERIC_MESSAGE_KEY],
  ['schema_validation_failed', 'error', { silent: true }, [], GENERIC_MESSAGE_KEY],
  ['api_error_50', 'error', {}, []],
  ['api_error_52', 'warning', { undismissible: true }, ['should_disable_products']],
  ['api_error_59', 'warning', { undismissible: true }, ['should_disable_products']],
  ['api_error_60', 'warning', { undismissible: true }, ['should_disable_products']],
  ['api_error_63', 'error', {}, []],
  ['api_error_65', 'error', {}, []],
  ['api_error_66', 'error', {}, []],
  ['api_error_68', 'warning', {}, ['should_disable_subscriptions']],
  ['api_error_69', 'error', { undismissible: true }, ['should_disable_subscriptions']],
  ['checkout_payment_form_error', 'warning', {}, []],
  ['checkout_payment_form_cancel', 'warning', { silent: true }, []],
  ['checkout_payment_form_failed_to_load', 'error', {}, ['redirect_out_of_checkout']],
  ['checkout_create_failed', 'error', {}, []],
  ['checkout_payment_service_failed', 'error', {}, []],
  ['subscription_change_failed', 'error', {}, []],
  ['purchase_price_change', 'warning', {}, []],
  ['purchase_package_unavailable', 'warning', {}, []],
  ['gift_price_change', 'warning', {}, []],
  ['gift_package_unavailable', 'warning', {}, []],
  ['transfer_price_change', 'warning', {}, []],
  ['transfer_unavailable', 'warning', {}, []],
  ['transfer_disabled', 'error', { undismissible: true }, ['should_disable_transfer']],
  ['transfer_low_avios', 'error', { undismissible: true }, ['should_disable_transfer']],
  ['missing_transaction', 'error', {}, []],
  ['unhandled_error', 'error', { silent: true }, [], GENERIC_MESSAGE_KEY],
  ['maintenance', 'error', { undismissible: true }, []],
  ['mfa_required', 'info', { silent: true }, []],
  ['missing_refresh_token', 'error', { silent: true }, []],
  ['login_required', 'error', { silent: true }, ['should_logout']],
  ['state_mismatch', 'error', {}, []],
  ['missing_connect_code', 'error', {}, []],
  ['popup_closed', 'info', {}, []],
  ['popup_blocked', 'info', {}, []],
  ['timeout', 'warning', {}, []],
  ['login_failed', 'error', {}, []],
  ['get_access_token_failed', 'error', {}, []],
  ['token_worker_unavailable', 'error', { silent: true }, []],
];

describe('error catalogue', () => {
  it('has exactly one expected row per code', () => {
    expect(table.map(([code]) => code)).toEqual([...ERROR_CODES]);
    expect(Object.keys(ERROR_CATALOGUE)).toEqual([...ERROR_CODES]);
  });

  it.each(table)('%s', (code, severity, flags, effects, message) => {
    const entry = lookupError(code);
    expect(entry).toMatchObject({
      code,
      severity,
      silent: flags.silent ?? false,
      suppressed: flags.suppressed ?? false,
      dismissible: !flags.undismissible,
      effects,
      message: message ?? code,
    });
  });

  it.each([
    ['api_error_77', 'unhandled_error'],
    ['something else', 'unhandled_error'],
    ['Network Error 401', 'network_error_401'],
    ['  TRANSFER_LOW_AVIOS ', 'transfer_low_avios'],
  ])('lookupError(%j) -> %s', (input, code) => {
    expect(lookupError(input).code).toBe(code);
  });

  it('gives unknown codes the generic, silent entry', () => {
    expect(lookupError('nope')).toMatchObject({ silent: true, message: GENERIC_MESSAGE_KEY });
  });

  it('keeps the spec fallback texts for auth errors', () => {
    expect(lookupError('login_failed').fallbackMessage).toBe('Login failed');
    expect(lookupError('get_access_token_failed').fallbackMessage).toBe('Get access token failed');
    expect(lookupError('missing_refresh_token').fallbackMessage).toBe('Missing Refresh Token');
    expect(lookupError('popup_closed').fallbackMessage).toBe('Popup closed');
  });
});

const abort = new Error('aborted');
abort.name = 'AbortError';
const timeout = new Error('timed out');
timeout.name = 'TimeoutError';

describe('errorCodeFrom (spec §8 derivation)', () => {
  it.each<[string, unknown, string]>([
    ['body errorCode wins over status', { status: 400, body: { errorCode: 60 } }, 'api_error_60'],
    ['bare body', { errorCode: 52 }, 'api_error_52'],
    ['string errorCode', { data: { errorCode: '66' } }, 'api_error_66'],
    ['HTTP status', { status: 500 }, 'network_error_500'],
    ['401', { status: 401, body: {} }, 'network_error_401'],
    ['abort', abort, 'network_error_cancel'],
    ['timeout', timeout, 'network_error_cancel'],
    ['SdkError keeps its code', new SdkError('transfer_low_avios'), 'transfer_low_avios'],
    ['SdkError with a numbered code', new SdkError('api_error_77'), 'api_error_77'],
    ['string code is normalised', 'Purchase Price Change', 'purchase_price_change'],
    ['Auth0-style error', { error: 'login_required' }, 'login_required'],
    ['plain Error', new Error('boom'), 'network_error_unhandled'],
    ['TypeError from fetch', new TypeError('Failed to fetch'), 'network_error_unhandled'],
    ['null', null, 'network_error_unhandled'],
    ['undefined', undefined, 'network_error_unhandled'],
  ])('%s', (_label, input, code) => {
    expect(errorCodeFrom(input)).toBe(code);
  });
});

describe('signsOut (spec §8 should_logout)', () => {
  it.each([
    [new SdkError('network_error_401'), true],
    [new SdkError('network_error_403'), true],
    [new SdkError('login_required'), true],
    [{ status: 401 }, true],
    [new SdkError('network_error_503'), false],
    [new SdkError('api_error_52'), false],
    [new Error('boom'), false],
  ])('%s -> %s', (error, expected) => {
    expect(signsOut(error)).toBe(expected);
  });
});
