// spec §7 token-exchange grant on the sandbox identity provider: a member token becomes the
// provider's tokens (identity, access for the purchase API, refresh); anything else is refused.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, DEBIT_SCOPE, STANDARD_SCOPES } from '../config';
import { createBrowserless, REDIRECT_URI } from '../testing/browserless';
import { startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';
import { TOKEN_EXCHANGE_GRANT } from './idTokenFaults';
import { MEMBER_TOKEN_AUDIENCE, MEMBER_TOKEN_TYPE } from './tokenExchange';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const memberToken = (ffp: string, o: Parameters<TestSandbox['token']>[1] = {}) =>
  sb.token(ffp, { audience: MEMBER_TOKEN_AUDIENCE, ...o });

function exchange(fields: Record<string, string>) {
  return createBrowserless(sb.urls.issuer).token({
    grant_type: TOKEN_EXCHANGE_GRANT,
    client_id: 'avios-ba',
    subject_token_type: MEMBER_TOKEN_TYPE,
    scope: [...STANDARD_SCOPES, DEBIT_SCOPE].join(' '),
    audience: AUDIENCE,
    ...fields,
  });
}

describe('token exchange', () => {
  it('gives a member token the identity, access and refresh tokens of a sign-in, without step-up', async () => {
    const { status, body } = await exchange({ subject_token: await memberToken('BA2000001') });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'DPoP', expires_in: expect.any(Number) });
    expect(decodeJwt(String(body.id_token))).toMatchObject({
      iss: sb.urls.issuer,
      aud: 'avios-ba',
      sub: 'BA2000001',
      given_name: 'Oliver',
      auth_time: expect.any(Number),
    });
    const access = String(body.access_token);
    // spec §7 proof header: bound to the key that proved the exchange, as a sign-in's are
    expect(decodeJwt(access)).toMatchObject({
      aud: AUDIENCE,
      sub: 'BA2000001',
      cnf: { jkt: sb.dpopKey.jkt },
    });
    expect(String(decodeJwt(access).scope).split(' ').sort()).toEqual([
      'write:transaction_credit',
      'write:transaction_reversal',
    ]);
    const balance = await sb.call('/users/current/balance?partner=ba', { token: access });
    expect(balance.status).toBe(200);
    const refreshed = await createBrowserless(sb.urls.issuer).token({
      grant_type: 'refresh_token',
      client_id: 'avios-ba',
      refresh_token: String(body.refresh_token),
      redirect_uri: REDIRECT_URI,
    });
    expect(refreshed.status).toBe(200);
  });

  it.each([
    [
      'an unknown subject token type',
      { subject_token_type: 'urn:example:other' },
      'invalid_request',
    ],
    ['no subject token', { subject_token: '' }, 'invalid_request'],
  ])('refuses %s', async (_what, fields, error) => {
    const res = await exchange({ subject_token: await memberToken('BA2000001'), ...fields });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it.each([
    ['an access token (wrong audience)', () => sb.token('BA2000001')],
    ['an expired member token', () => memberToken('BA2000001', { expiresIn: -60 })],
    ['a member token of another issuer', () => memberToken('BA2000001', { issuer: 'https://x/' })],
    ['an unknown member', () => memberToken('BA9999999', { partner: 'ba' })],
    ["another partner's member", () => memberToken('IB1000001')],
  ])('refuses %s with invalid_grant', async (_what, token) => {
    const res = await exchange({ subject_token: await token() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });
});
