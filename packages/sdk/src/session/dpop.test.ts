// spec §7 proof header: the session's proofs come from the current partner's Auth0 client,
// with the nonce that client keeps for the API's origin.
import { describe, expect, it, vi } from 'vitest';
import { createProofOfPossession } from './dpop';
import type { Auth0ClientLike } from './sessionTypes';

function fakeClient(withDpop: boolean) {
  const nonces = new Map<string | undefined, string>();
  const client = {
    generateDpopProof: vi.fn(
      async (p: { url: string; nonce?: string }) => `proof ${p.url} ${p.nonce ?? '-'}`,
    ),
    getDpopNonce: vi.fn(async (id?: string) => nonces.get(id)),
    setDpopNonce: vi.fn(async (nonce: string, id?: string) => {
      nonces.set(id, nonce);
    }),
  };
  return { client: (withDpop ? client : {}) as unknown as Auth0ClientLike, calls: client, nonces };
}

describe('the session proofs (spec §7)', () => {
  it("proves with the client's key and the nonce it keeps for the API's origin", async () => {
    const { client, calls, nonces } = fakeClient(true);
    const dpop = createProofOfPossession(() => client);
    const request = {
      url: 'http://api.test/purchase/v1/x?partner=ib',
      method: 'GET',
      accessToken: 't',
    };
    await expect(dpop.proof(request)).resolves.toBe(`proof ${request.url} -`);
    await dpop.rememberNonce('http://api.test/purchase/v1/y', 'n-1');
    // one nonce per API origin, beside (never in place of) Auth0's own token endpoint nonce
    expect(nonces.get('api:http://api.test')).toBe('n-1');
    expect(nonces.has(undefined)).toBe(false);
    await expect(dpop.proof(request)).resolves.toBe(`proof ${request.url} n-1`);
    await expect(dpop.proof({ ...request, url: 'http://other.test/api/z' })).resolves.toBe(
      'proof http://other.test/api/z -',
    );
    expect(calls.generateDpopProof).toHaveBeenLastCalledWith({
      url: 'http://other.test/api/z',
      method: 'GET',
      accessToken: 't',
    });
  });

  it('makes no proof with a client that has no DPoP (the token then goes as a bearer)', async () => {
    const { client } = fakeClient(false);
    const dpop = createProofOfPossession(() => client);
    await expect(
      dpop.proof({ url: 'http://api.test/', method: 'GET', accessToken: 't' }),
    ).resolves.toBeUndefined();
    await expect(dpop.rememberNonce('http://api.test/', 'n')).resolves.toBeUndefined();
  });
});
