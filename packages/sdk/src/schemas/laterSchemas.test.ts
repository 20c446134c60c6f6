// The schemas of the later steps' answers, built when first used: not evaluated until a call
// needs one (or the browser is idle), then the same check as any answer's (spec §5).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { userFixture } from './fixtures';

afterEach(() => {
  vi.doUnmock('./laterAnswers');
  vi.resetModules();
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as SdkError,
  );

describe('checkLater', () => {
  it('builds the later schemas on first use, not at import', async () => {
    vi.resetModules();
    const built = vi.fn();
    vi.doMock('./laterAnswers', async (importOriginal) => {
      built();
      return importOriginal();
    });
    const { checkLater } = await import('./laterSchemas');
    // no idle moment yet in this test: nothing built
    expect(built).not.toHaveBeenCalled();
    const user = await checkLater('userSchema', Promise.resolve(userFixture), 'GET /users/current');
    expect(user.ffpNumber).toBe(userFixture.ffpNumber);
    await checkLater('userSchema', Promise.resolve(userFixture), 'GET /users/current');
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('rejects a bad answer with schema_validation_failed, naming the offending fields', async () => {
    const { checkLater } = await import('./laterSchemas');
    const { SdkError: FreshSdkError } = await import('../errors/sdkError');
    const error = await failure(
      checkLater('userSchema', Promise.resolve({ ffpNumber: '' }), 'GET /users/current'),
    );
    expect(error).toBeInstanceOf(FreshSdkError);
    expect(error.code).toBe('schema_validation_failed');
    expect(error.paths).toEqual(['ffpNumber', 'name']);
    expect(error.message).toContain('GET /users/current');
  });

  it("keeps the call's own error, and reports a failed download of the schemas as a failed call", async () => {
    vi.resetModules();
    vi.doMock('./laterAnswers', () => {
      throw new Error('chunk failed to load');
    });
    const { checkLater } = await import('./laterSchemas');
    const refused = new SdkError('network_error_403');
    expect(await failure(checkLater('balanceSchema', Promise.reject(refused), 'GET /b'))).toBe(
      refused,
    );
    const error = await failure(checkLater('balanceSchema', Promise.resolve({}), 'GET /b'));
    expect(error.code).toBe('network_error_unhandled');
  });
});
