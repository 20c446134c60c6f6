// spec §7 proof header at the purchase API (RFC 9449 DPoP): a token is taken only with a
// proof of the key it is bound to; the API demands its nonce, and a client that answers the
// demand once with the new nonce is let in. A stolen token without its key is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDpopKey } from '../testing/dpop';
import type { DpopKey } from '../testing/dpop';
import { startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';
import { createDpopNonces } from './dpop';

let sb: TestSandbox;
let thief: DpopKey;
beforeAll(async () => {
  sb = await startTestSandbox();
  thief = await createDpopKey();
});
afterAll(() => sb.close());

const MEMBER = 'IB1000001';
const PATH = '/users/current/balance?partner=ib';

/** One request with exactly these headers: no nonce handling, no retry. */
async function raw(path: string, headers: Record<string, string>, method = 'GET') {
  const res = await fetch(`${sb.urls.purchaseApi}${path}`, { method, headers });
  return {
    status: res.status,
    body: (await res.json()) as { error?: string; message?: string },
    challenge: res.headers.get('www-authenticate') ?? '',
    nonce: res.headers.get('dpop-nonce'),
  };
}

/** The API's current nonce, as its demand gives it. */
async function currentNonce(token: string): Promise<string> {
  const demand = await raw(PATH, {
    Authorization: `DPoP ${token}`,
    DPoP: await sb.dpopKey.proof({
      method: 'GET',
      url: `${sb.urls.purchaseApi}${PATH}`,
      accessToken: token,
    }),
  });
  expect(demand.nonce).toEqual(expect.any(String));
  return demand.nonce!;
}

/** A proof by `key` for GET PATH with the current nonce, `claims` overriding its parts. */
async function proofFor(
  token: string,
  key: DpopKey = sb.dpopKey,
  claims: Partial<Parameters<DpopKey['proof']>[0]> = {},
) {
  return key.proof({
    method: 'GET',
    url: `${sb.urls.purchaseApi}${PATH}`,
    accessToken: token,
    nonce: await currentNonce(token),
    ...claims,
  });
}

describe('proof of possession at the purchase API (spec §7)', () => {
  it('answers a call with a token and a proof of its key', async () => {
    const token = await sb.token(MEMBER);
    const res = await raw(PATH, { Authorization: `DPoP ${token}`, DPoP: await proofFor(token) });
    expect(res.status).toBe(200);
  });

  it('demands its nonce from a proof without one (use_dpop_nonce), then takes the retry', async () => {
    const token = await sb.token(MEMBER);
    const url = `${sb.urls.purchaseApi}${PATH}`;
    const first = await raw(PATH, {
      Authorization: `DPoP ${token}`,
      DPoP: await sb.dpopKey.proof({ method: 'GET', url, accessToken: token }),
    });
    expect(first.status).toBe(401);
    expect(first.body.error).toBe('use_dpop_nonce');
    expect(first.challenge).toMatch(/^DPoP error="use_dpop_nonce"/);
    const retry = await raw(PATH, {
      Authorization: `DPoP ${token}`,
      DPoP: await sb.dpopKey.proof({ method: 'GET', url, accessToken: token, nonce: first.nonce! }),
    });
    expect(retry.status).toBe(200);
  });

  it('answers a stale nonce with use_dpop_nonce and a new one, which it then takes', async () => {
    const token = await sb.token(MEMBER);
    const stale = await raw(PATH, {
      Authorization: `DPoP ${token}`,
      DPoP: await proofFor(token, sb.dpopKey, { nonce: 'a-nonce-this-api-never-gave' }),
    });
    expect(stale.status).toBe(401);
    expect(stale.body.error).toBe('use_dpop_nonce');
    expect(stale.nonce).not.toBe('a-nonce-this-api-never-gave');
    const res = await raw(PATH, {
      Authorization: `DPoP ${token}`,
      DPoP: await proofFor(token, sb.dpopKey, { nonce: stale.nonce! }),
    });
    expect(res.status).toBe(200);
  });

  it('refuses a stolen token replayed as a bearer, with a DPoP challenge', async () => {
    const token = await sb.token(MEMBER);
    const res = await raw(PATH, { Authorization: `Bearer ${token}` });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_token');
    expect(res.challenge).toMatch(/^DPoP error="invalid_token"/);
    expect((await sb.call(PATH, { token, as: 'bearer' })).status).toBe(401);
  });

  it('refuses a stolen token proved by another key than the one it is bound to', async () => {
    const token = await sb.token(MEMBER);
    const res = await raw(PATH, {
      Authorization: `DPoP ${token}`,
      DPoP: await proofFor(token, thief),
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_dpop_proof');
    // the harness answers the nonce demand as a client does: still refused
    expect((await sb.call(PATH, { token, key: thief })).status).toBe(401);
  });

  it('refuses a token without its proof, and an unbound token with one', async () => {
    const token = await sb.token(MEMBER);
    const noProof = await raw(PATH, { Authorization: `DPoP ${token}` });
    expect(noProof.status).toBe(401);
    expect(noProof.body.error).toBe('invalid_dpop_proof');
    const unbound = await sb.token(MEMBER, { boundTo: null });
    expect((await sb.call(PATH, { token: unbound })).status).toBe(401);
  });

  it.each([
    ['another method (htm)', () => ({ method: 'POST' })],
    ['another address (htu)', () => ({ url: `${sb.urls.purchaseApi}/users/current?partner=ib` })],
    [
      'another server (htu)',
      () => ({ url: 'http://localhost:9/purchase/v1/users/current/balance' }),
    ],
    ['another token (ath)', () => ({ accessToken: 'some-other-token' })],
    ['an old proof (iat ten minutes ago)', () => ({ iat: Math.floor(Date.now() / 1000) - 600 })],
  ])('refuses a proof made for %s', async (_what, claims) => {
    const token = await sb.token(MEMBER);
    const res = await raw(PATH, {
      Authorization: `DPoP ${token}`,
      DPoP: await proofFor(token, sb.dpopKey, claims()),
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_dpop_proof');
  });

  it('refuses a proof sent a second time (jti)', async () => {
    const token = await sb.token(MEMBER);
    const headers = { Authorization: `DPoP ${token}`, DPoP: await proofFor(token) };
    expect((await raw(PATH, headers)).status).toBe(200);
    const again = await raw(PATH, headers);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('invalid_dpop_proof');
  });

  it("takes the own-origin API's proof for the shop's address behind its /api proxy", async () => {
    const token = await sb.token(MEMBER);
    const path = '/api/subscriptions/SUB-NONE/cancel?partner=ib';
    const ask = async (origin: string, nonce?: string) => {
      const proof = await sb.dpopKey.proof({
        method: 'POST',
        url: `${origin}/shop${path}`,
        accessToken: token,
        ...(nonce ? { nonce } : {}),
      });
      const res = await fetch(`${sb.urls.api}${path}`, {
        method: 'POST',
        headers: { Authorization: `DPoP ${token}`, DPoP: proof },
      });
      return { status: res.status, nonce: res.headers.get('dpop-nonce') };
    };
    const demand = await ask('http://localhost:5173');
    expect(demand.status).toBe(401);
    // past the proof check: the route's own answer (no such subscription)
    expect((await ask('http://localhost:5173', demand.nonce!)).status).not.toBe(401);
    // an origin that is no shop's is not the proxy's
    expect((await ask('http://evil.example', demand.nonce!)).status).toBe(401);
  });

  it('lets browsers send the proof header and read the nonce demand (CORS)', async () => {
    const preflight = await fetch(`${sb.urls.purchaseApi}${PATH}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, dpop',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/\bDPoP\b/);
    const token = await sb.token(MEMBER);
    const answer = await fetch(`${sb.urls.purchaseApi}${PATH}`, {
      headers: { Origin: 'http://localhost:5173', Authorization: `Bearer ${token}` },
    });
    expect(answer.headers.get('access-control-expose-headers')).toBe(
      'DPoP-Nonce, WWW-Authenticate',
    );
  });
});

describe('the purchase API nonces', () => {
  it('keeps a nonce for its lifetime, then issues a new one and still takes the previous', () => {
    let now = 0;
    const nonces = createDpopNonces(1000, () => now);
    const first = nonces.current();
    now = 999;
    expect(nonces.current()).toBe(first);
    now = 1000;
    const second = nonces.current();
    expect(second).not.toBe(first);
    expect(nonces.accepts(first)).toBe(true);
    now = 2000;
    expect(nonces.accepts(first)).toBe(false);
    expect(nonces.accepts('made-up')).toBe(false);
  });
});
