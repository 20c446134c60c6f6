// spec §9 lock (wait 5 s, 10 attempts): auth0-spa-js takes its lock with values it hard-codes
// and offers no option for, so this test reads them from the module the SDK bundles and fails
// when a new version of the library changes them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_ATTEMPTS, LOCK_WAIT_MS } from '../rules/constants';
import { SdkError } from '../errors/sdkError';
import { loginParams } from './clientOptions';
import { STEP_UP_SCOPE } from './sessionTypes';

const require = createRequire(import.meta.url);
const packageJson = require.resolve('@auth0/auth0-spa-js/package.json');
const { module: entry } = JSON.parse(readFileSync(packageJson, 'utf8')) as { module: string };
// the ES module the SDK's dynamic import resolves to (package.json `module`)
const shipped = readFileSync(join(dirname(packageJson), entry), 'utf8');

describe('the Auth0 client lock (spec §9)', () => {
  it('waits LOCK_WAIT_MS for every lock the client takes (token request, silent iframe)', () => {
    const waits = [...shipped.matchAll(/\.runWithLock\(\s*[^,()]+,\s*([\d.e]+)\s*,/g)].map((m) =>
      Number(m[1]),
    );
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(new Set(waits)).toEqual(new Set([LOCK_WAIT_MS]));
  });

  it('tries LOCK_ATTEMPTS times to take the storage lock where Web Locks are missing', () => {
    const loops = [
      ...shipped.matchAll(
        /for\s*\([^;]*;\s*\w+\s*<\s*(\d+)\s*&&\s*!\w+\s*;[^)]*\)\s*\w+\s*=\s*await this\.lock\.acquireLock\(/g,
      ),
    ].map((m) => Number(m[1]));
    expect(loops).toEqual([LOCK_ATTEMPTS]);
  });
});

describe('sign-in parameters', () => {
  it('asks for the step-up scope and max_age only when the sign-in wants them', () => {
    expect(loginParams({})).toEqual({});
    expect(loginParams({ stepUp: true })).toEqual({
      authorizationParams: { scope: STEP_UP_SCOPE },
    });
    expect(loginParams({ stepUp: true, maxAge: 0 })).toEqual({
      authorizationParams: { scope: STEP_UP_SCOPE, max_age: 0 },
    });
    expect(loginParams({ maxAge: 300 })).toEqual({ authorizationParams: { max_age: 300 } });
  });

  it.each([-1, 1.5, Number.NaN])('refuses a max age of %s seconds', (maxAge) => {
    expect(() => loginParams({ maxAge })).toThrow(SdkError);
  });
});
