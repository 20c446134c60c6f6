// spec §7 "an optional proof header may be sent; a server nonce demand is retried once", at
// the sandbox identity provider: every partner's tokens are bound to the key that proved the
// token request (cnf.jkt), and the token endpoint demands its own nonce first.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, STANDARD_SCOPES } from '../config';
import { createBrowserless, REDIRECT_URI } from '../testing/browserless';
import { createDpopKey } from '../testing/dpop';
import { startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';
import { TOKEN_EXCHANGE_GRANT } from './idTokenFaults';
import { MEMBER_TOKEN_AUDIENCE, MEMBER_TOKEN_TYPE } from './tokenExchange';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

/** A member of IB signed in at the provider, back at the app with a code. */
async function signIn(b: ReturnType<typeof createBrowserless>) {
  return b.submit(await b.authorize('avios-ib'), { username: 'IB1000001', password: 'avios' });
}

describe('sender-constrained tokens at the identity provider (spec §7)', () => {
  it('demands its nonce (use_dpop_nonce) from a proof without one', async () => {
    const key = await createDpopKey();
    const res = await fetch(new URL('oauth/token', sb.urls.issuer), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        DPoP: await key.proof({ method: 'POST', url: new URL('oauth/token', sb.urls.issuer).href }),
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'avios-ib',
        code: 'no-such-code',
        code_verifier: 'v',
        redirect_uri: REDIRECT_URI,
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('use_dpop_nonce');
    expect(res.headers.get('dpop-nonce')).toEqual(expect.any(String));
  });

  it('binds the tokens of a sign-in to the key of its proof (cnf.jkt, token_type DPoP)', async () => {
    const key = await createDpopKey();
    const b = createBrowserless(sb.urls.issuer, fetch, Promise.resolve(key));
    const tokens = await b.exchange('avios-ib', (await signIn(b)).url);
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe('DPoP');
    expect(decodeJwt(String(tokens.body.access_token)).cnf).toEqual({ jkt: key.jkt });
    // the API takes it with that key's proofs only
    const token = String(tokens.body.access_token);
    expect((await sb.call('/users/current?partner=ib', { token, key })).status).toBe(200);
    expect((await sb.call('/users/current?partner=ib', { token })).status).toBe(401);
  });

  it('refuses a code exchange without a proof', async () => {
    const b = createBrowserless(sb.urls.issuer);
    const back = (await signIn(b)).url;
    const res = await b.exchange('avios-ib', back, { proof: false });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
    // the same code with a proof is taken: the proof was what was missing
    expect((await b.exchange('avios-ib', back)).status).toBe(200);
  });

  it("refuses a refresh proved by another key than the refresh token's", async () => {
    const b = createBrowserless(sb.urls.issuer);
    const first = await b.exchange('avios-ib', (await signIn(b)).url);
    expect(first.status).toBe(200);
    const thief = createBrowserless(sb.urls.issuer, fetch, createDpopKey());
    const stolen = await thief.token({
      grant_type: 'refresh_token',
      client_id: 'avios-ib',
      refresh_token: String(first.body.refresh_token),
      audience: AUDIENCE,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('invalid_grant');
  });

  it('refuses a token exchange without a proof, and binds one with a proof to its key', async () => {
    const fields = {
      grant_type: TOKEN_EXCHANGE_GRANT,
      client_id: 'avios-ba',
      subject_token_type: MEMBER_TOKEN_TYPE,
      subject_token: await sb.token('BA2000001', { audience: MEMBER_TOKEN_AUDIENCE }),
      scope: STANDARD_SCOPES.join(' '),
      audience: AUDIENCE,
    };
    const without = await createBrowserless(sb.urls.issuer).token(fields, { proof: false });
    expect(without.status).toBe(400);
    expect(without.body.error).toBe('invalid_grant');
    const key = await createDpopKey();
    const proved = await createBrowserless(sb.urls.issuer, fetch, Promise.resolve(key)).token(
      fields,
    );
    expect(proved.status).toBe(200);
    expect(proved.body.token_type).toBe('DPoP');
    expect(decodeJwt(String(proved.body.access_token)).cnf).toEqual({ jkt: key.jkt });
  });
});
