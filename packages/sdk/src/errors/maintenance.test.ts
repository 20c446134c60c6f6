import { describe, expect, it } from 'vitest';
import { isMaintenanceError } from './maintenance';

describe('isMaintenanceError', () => {
  it.each([
    [
      'an HTTP error with status 503',
      Object.assign(new Error('down'), { code: 'network_error_503', status: 503 }),
      true,
    ],
    ['the maintenance code', 'maintenance', true],
    ['the 503 code', 'network_error_503', true],
    ['an error with code maintenance', { code: 'maintenance' }, true],
    ['a 500', Object.assign(new Error('boom'), { code: 'network_error_500', status: 500 }), false],
    ['a business error', { code: 'api_error_60', status: 400 }, false],
    ['nothing', undefined, false],
    ['another code', 'network_error_cancel', false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(isMaintenanceError(error)).toBe(expected);
  });
});
