import { describe, expect, it } from 'vitest';
import { SdkError, isSdkError } from './sdkError';

describe('SdkError', () => {
  it.each([
    ['schema_validation_failed', 'schema_validation_failed'],
    ['Network Error 503', 'network_error_503'],
    ['api_error_77', 'api_error_77'],
    ['not a code', 'unhandled_error'],
  ])('new SdkError(%j).code is %s', (input, code) => {
    expect(new SdkError(input).code).toBe(code);
  });

  it('keeps status, paths, cause and message', () => {
    const cause = new Error('inner');
    const error = new SdkError('schema_validation_failed', {
      message: 'bad answer',
      cause,
      status: 200,
      paths: ['availableProducts.0'],
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SdkError');
    expect(error.message).toBe('bad answer');
    expect(error.cause).toBe(cause);
    expect(error.status).toBe(200);
    expect(error.paths).toEqual(['availableProducts.0']);
  });

  it('keeps an unknown code in the message', () => {
    expect(new SdkError('weird thing').message).toBe('weird thing');
  });

  it.each<[unknown, boolean]>([
    [new SdkError('timeout'), true],
    [Object.assign(new Error('x'), { name: 'SdkError', code: 'timeout' }), true],
    [new Error('x'), false],
    [{ code: 'timeout' }, false],
    [null, false],
  ])('isSdkError(%o) is %s', (value, expected) => {
    expect(isSdkError(value)).toBe(expected);
  });
});
