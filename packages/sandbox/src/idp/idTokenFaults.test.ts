// The identity-token faults of the control API (docs/sandbox.md): armed, the next sign-in's
// identity token is broken as asked and still signed with the provider's key; the sign-in
// after it is sound again; reset and DELETE disarm; a bad request is refused.
// (packages/sdk/src/session/idTokenChecks.test.ts signs in through the real Auth0 client.)
import { compactVerify, createLocalJWKSet, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserless } from '../testing/browserless';
import { startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';
import { spoilClaims } from './idTokenFaults';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.call('/__sandbox/reset', { method: 'POST' });
});

const arm = (body: unknown) => sb.call('/__sandbox/id-token-fault', { method: 'POST', body });

/** A full sign-in; the identity token of its token answer. */
async function idToken(): Promise<string> {
  const b = createBrowserless(sb.urls.issuer);
  const back = await b.submit(await b.authorize('avios-ib'), {
    username: 'IB1000001',
    password: 'avios',
  });
  const tokens = await b.exchange('avios-ib', back.url);
  expect(tokens.status).toBe(200);
  return String(tokens.body.id_token);
}

describe('identity-token faults', () => {
  it('breaks the next sign-in only, re-signed with the provider key', async () => {
    expect((await arm({ kind: 'wrong_issuer' })).body).toEqual({ kind: 'wrong_issuer', times: 1 });
    expect((await sb.call('/__sandbox/id-token-fault')).body).toEqual({
      kind: 'wrong_issuer',
      times: 1,
    });
    const broken = await idToken();
    expect(decodeJwt(broken).iss).toBe('https://impostor.example/');
    const keys = createLocalJWKSet(sb.idp.jwks);
    await expect(compactVerify(broken, keys)).resolves.toBeDefined();
    expect((await sb.call('/__sandbox/id-token-fault')).body).toBeNull();
    const sound = decodeJwt(await idToken());
    expect(sound).toMatchObject({ iss: sb.urls.issuer, aud: 'avios-ib', nonce: 'nonce-1' });
  });

  it('signs the wrong_algorithm token with HS256', async () => {
    await arm({ kind: 'wrong_algorithm' });
    expect(decodeProtectedHeader(await idToken()).alg).toBe('HS256');
  });

  it('breaks as many sign-ins as asked, until reset', async () => {
    await arm({ kind: 'wrong_nonce', times: 3 });
    expect(decodeJwt(await idToken()).nonce).toBe('not-the-nonce-sent');
    expect(decodeJwt(await idToken()).nonce).toBe('not-the-nonce-sent');
    await sb.call('/__sandbox/reset', { method: 'POST' });
    expect(decodeJwt(await idToken()).nonce).toBe('nonce-1');
  });

  it('is disarmed by DELETE', async () => {
    await arm({ kind: 'expired' });
    expect((await sb.call('/__sandbox/id-token-fault', { method: 'DELETE' })).status).toBe(200);
    const { exp } = decodeJwt(await idToken());
    expect(exp).toBeGreaterThan(Date.now() / 1000);
  });

  it.each([
    {},
    { kind: 'nonsense' },
    { kind: 'expired', times: 0 },
    { kind: 'expired', times: 1.5 },
  ])('refuses %j with 400 invalid_fault', async (body) => {
    const res = await arm(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_fault' });
  });
});

describe('the broken claims (spec §5 checks, §9 leeway 60 s)', () => {
  const now = Math.floor(Date.now() / 1000);
  const sound = { iss: 'i', sub: 's', aud: 'avios-ib', nonce: 'n', iat: now, exp: now + 60 };

  it.each([
    ['wrong_audience', { aud: 'another-client' }],
    ['audiences_without_azp', { aud: ['avios-ib', 'another-client'] }],
    ['missing_subject', { sub: undefined }],
  ] as const)('%s changes only its claim', (kind, change) => {
    expect(spoilClaims(sound, kind)).toEqual({ ...sound, ...change });
  });

  it('puts the time faults well outside the leeway, and the lenient one inside it', () => {
    expect(spoilClaims(sound, 'expired').exp).toBeLessThan(now - 60);
    expect(spoilClaims(sound, 'not_yet_valid').nbf).toBeGreaterThan(now + 60);
    const lenient = spoilClaims(sound, 'expired_within_leeway').exp!;
    expect(lenient).toBeLessThan(now);
    expect(lenient).toBeGreaterThan(now - 60);
  });
});
