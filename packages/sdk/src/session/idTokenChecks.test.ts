// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5175/"}
// spec §5 identity token checks, end to end: the session's real Auth0 client (the default,
// lazily loaded factory) signs a member in at the sandbox identity provider, which answers a
// broken identity token when a fault is armed (docs/sandbox.md). Each is refused with the
// catalogue's 'Login failed' and nobody is signed in; the member's navigation goes through
// the browserless helper, the client's own calls through the page's fetch (CORS applies).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestSandbox } from '../../../sandbox/src/testing/harness';
import type { TestSandbox } from '../../../sandbox/src/testing/harness';
import { ERROR_CATALOGUE } from '../errors/catalogue';
import {
  MEMBER,
  clearPage,
  memberAnswers,
  recordNavigation,
  sandboxSession,
} from './sandboxTesting';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.call('/__sandbox/reset', { method: 'POST' });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearPage();
});

/** Signs the member in through the session, the sandbox answering as armed. */
async function signIn(fault?: string) {
  if (fault) {
    const armed = await sb.call('/__sandbox/id-token-fault', {
      method: 'POST',
      body: { kind: fault },
    });
    expect(armed.status).toBe(201);
  }
  const session = sandboxSession(sb);
  const opened = recordNavigation();
  await session.login({ returnTo: '/purchase' });
  await memberAnswers(sb, String(opened.mock.calls[0]?.[0]), {
    username: MEMBER,
    password: 'avios',
  });
  const snapshot = await session.init();
  return { session, snapshot };
}

describe('identity token checks against the sandbox identity provider (spec §5)', () => {
  it('signs the member in when the identity token is sound', async () => {
    const { session, snapshot } = await signIn();
    expect(snapshot).toMatchObject({ status: 'authenticated', user: { sub: MEMBER } });
    expect(snapshot.error).toBeUndefined();
    expect(await session.getAccessToken()).toEqual(expect.any(String));
  });

  it('accepts an identity token expired 30 s ago: the 60 s leeway (spec §9)', async () => {
    const { snapshot } = await signIn('expired_within_leeway');
    expect(snapshot).toMatchObject({ status: 'authenticated', user: { sub: MEMBER } });
  });

  it.each([
    ['wrong_issuer', /Issuer \(iss\) claim mismatch/],
    ['wrong_audience', /Audience \(aud\) claim mismatch/],
    ['audiences_without_azp', /Authorized Party \(azp\) claim must be a string present/],
    ['wrong_nonce', /Nonce \(nonce\) claim mismatch/],
    ['expired', /Expiration Time \(exp\) claim error/],
    ['not_yet_valid', /Not Before time \(nbf\) claim/],
    ['missing_subject', /Subject \(sub\) claim must be a string present/],
    ['wrong_algorithm', /Signature algorithm of "HS256" is not supported/],
  ])(
    'refuses an identity token with the %s fault: Login failed, and nobody is signed in',
    async (fault, check) => {
      const { session, snapshot } = await signIn(fault);
      expect(snapshot.status).toBe('anonymous');
      expect(snapshot.user).toBeUndefined();
      expect(snapshot.error?.code).toBe('login_failed');
      expect(ERROR_CATALOGUE.login_failed.fallbackMessage).toBe('Login failed');
      expect(snapshot.error?.message).toMatch(/^Login failed: /);
      expect(snapshot.error?.message).toMatch(check);
      expect(await session.getAccessToken()).toBeUndefined();
      // the client remembers no session to restore
      expect(document.cookie).not.toContain('is.authenticated');
    },
  );
});
