// spec §7 "an optional proof header may be sent; a server nonce demand is retried once" and
// spec §8 wrong-nonce proof rejection, at the transport every API client shares.
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE } from '../errors/catalogue';
import { SdkError } from '../errors/sdkError';
import type { ProofOfPossession, ProofRequest } from '../session/dpop';
import { createTransport, WRONG_NONCE_MESSAGE } from './transport';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

const ok = () => new Response('{}', { status: 200 });
const nonceDemand = (nonce: string) =>
  new Response(JSON.stringify({ error: 'use_dpop_nonce' }), {
    status: 401,
    headers: {
      'WWW-Authenticate': 'DPoP error="use_dpop_nonce", error_description="nonce required"',
      'DPoP-Nonce': nonce,
    },
  });

/** Proofs that name what they prove, and the nonces given, in order. */
function fakeProofs() {
  let nonce: string | undefined;
  const proved: (ProofRequest & { nonce?: string })[] = [];
  const dpop: ProofOfPossession = {
    async proof(request) {
      proved.push({ ...request, ...(nonce !== undefined ? { nonce } : {}) });
      return `proof#${proved.length}:${request.method} ${request.url} nonce=${nonce ?? '-'}`;
    },
    rememberNonce: vi.fn(async (_url: string, next: string) => {
      nonce = next;
    }),
  };
  return { dpop, proved };
}

function transport(answers: (() => Response)[], dpop?: ProofOfPossession) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(url), headers: init.headers as Record<string, string> });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  const t = createTransport({
    baseUrl: 'http://api.test',
    getLanguage: () => 'en-GB',
    getPartner: () => 'IB',
    getToken: async () => 'the-token',
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...(dpop ? { dpop } : {}),
  });
  return { t, sent };
}

describe('the proof header on API calls (spec §7)', () => {
  it('sends the token as DPoP with a proof of this call: method, address, token', async () => {
    const { dpop, proved } = fakeProofs();
    const { t, sent } = transport([ok], dpop);
    await t.send({ method: 'POST', route: '/users/current/token', body: {} });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.Authorization).toBe('DPoP the-token');
    expect(sent[0]!.headers.DPoP).toMatch(/^proof#1:POST /);
    expect(proved).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/purchase/v1/users/current/token?partner=ib',
        accessToken: 'the-token',
      },
    ]);
  });

  it('keeps a plain bearer when no proofs are made (no dpop, or a client without DPoP)', async () => {
    const plain = transport([ok]);
    await plain.t.send({ method: 'GET', route: '/users/current' });
    expect(plain.sent[0]!.headers.Authorization).toBe('Bearer the-token');
    expect(plain.sent[0]!.headers.DPoP).toBeUndefined();
    const none = transport([ok], { proof: async () => undefined, rememberNonce: vi.fn() });
    await none.t.send({ method: 'GET', route: '/users/current' });
    expect(none.sent[0]!.headers.Authorization).toBe('Bearer the-token');
  });

  it('leaves the token out when its proof cannot be made, as a failed token call does', async () => {
    const failing: ProofOfPossession = {
      proof: async () => {
        throw new Error('IndexedDB unavailable');
      },
      rememberNonce: vi.fn(),
    };
    const { t, sent } = transport([ok], failing);
    await t.send({ method: 'GET', route: '/users/current' });
    expect(sent[0]!.headers.Authorization).toBeUndefined();
    expect(sent[0]!.headers.DPoP).toBeUndefined();
  });

  it('retries a nonce demand once, with a new proof carrying the new nonce', async () => {
    const { dpop, proved } = fakeProofs();
    const { t, sent } = transport([() => nonceDemand('n-1'), () => new Response('{"a":1}')], dpop);
    await expect(t.send({ method: 'GET', route: '/users/current' })).resolves.toEqual({ a: 1 });
    expect(sent).toHaveLength(2);
    expect(dpop.rememberNonce).toHaveBeenCalledWith(
      'http://api.test/purchase/v1/users/current?partner=ib',
      'n-1',
    );
    expect(proved.map((p) => p.nonce)).toEqual([undefined, 'n-1']);
    expect(sent[1]!.headers.DPoP).toMatch(/^proof#2:GET .* nonce=n-1$/);
    expect(sent[1]!.headers.Authorization).toBe('DPoP the-token');
  });

  it("says 'Server rejected DPoP proof: wrong nonce' when the retry is refused again, after one retry", async () => {
    const { dpop } = fakeProofs();
    const { t, sent } = transport([() => nonceDemand('n-1'), () => nonceDemand('n-2'), ok], dpop);
    const error = (await t
      .send({ method: 'GET', route: '/users/current' })
      .catch((e: unknown) => e)) as SdkError;
    expect(sent).toHaveLength(2);
    expect(error).toBeInstanceOf(SdkError);
    // spec §8 auth errors: mapped as the Auth0 client's own wrong-nonce error is (authError.ts)
    expect(error.code).toBe('get_access_token_failed');
    expect(error.message).toBe(`Get access token failed: ${WRONG_NONCE_MESSAGE}`);
    expect(ERROR_CATALOGUE.get_access_token_failed.fallbackMessage).toBe('Get access token failed');
  });

  it('does not retry a nonce demand that names no new nonce', async () => {
    const { dpop } = fakeProofs();
    const bare = () =>
      new Response('{}', {
        status: 401,
        headers: { 'WWW-Authenticate': 'DPoP error="use_dpop_nonce"' },
      });
    const { t, sent } = transport([bare, ok], dpop);
    await expect(t.send({ method: 'GET', route: '/users/current' })).rejects.toMatchObject({
      code: 'get_access_token_failed',
    });
    expect(sent).toHaveLength(1);
  });

  it('keeps any nonce an answer gives for the next call, and a plain 401 stays network_error_401', async () => {
    const { dpop, proved } = fakeProofs();
    const rotated = () => new Response('{}', { headers: { 'DPoP-Nonce': 'n-7' } });
    const refused = () =>
      new Response('{}', {
        status: 401,
        headers: { 'WWW-Authenticate': 'DPoP error="invalid_token"' },
      });
    const { t, sent } = transport([rotated, refused], dpop);
    await t.send({ method: 'GET', route: '/users/current' });
    await expect(t.send({ method: 'GET', route: '/users/current' })).rejects.toMatchObject({
      code: 'network_error_401',
    });
    expect(proved.map((p) => p.nonce)).toEqual([undefined, 'n-7']);
    expect(sent).toHaveLength(2);
  });
});
