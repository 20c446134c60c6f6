import { describe, expect, it, vi } from 'vitest';
import { createStatsClient } from './statsClient';

function setup(answer: () => Response) {
  const seen: { url: URL; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ url: new URL(String(input)), headers: init.headers as Record<string, string> });
    return answer();
  });
  const client = createStatsClient({
    baseUrl: 'http://stats.test',
    path: '/insights/v2',
    applicationName: 'http://shop.test',
    headers: { 'X-Channel': 'shop' },
    getLanguage: () => 'en-GB',
    getPartner: () => 'BA',
    getToken: async () => 'member-token',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, seen };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

describe('stats client (spec §7 "GET /users/current/stats (separate client)")', () => {
  it('asks its own address with the spec §7 query, headers and bearer, plus its own headers', async () => {
    const { client, seen } = setup(() => json({ boostedAvios: 3000, purchasedAvios: 12000 }));
    await expect(client.getStats()).resolves.toEqual({
      boostedAvios: 3000,
      purchasedAvios: 12000,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.href).toBe('http://stats.test/insights/v2/users/current/stats?partner=ba');
    expect(seen[0]!.headers).toMatchObject({
      'X-Application-Name': 'http://shop.test',
      'X-Application-Language': 'en-GB',
      Authorization: 'Bearer member-token',
      'X-Channel': 'shop',
    });
  });

  it('refuses an answer outside the schema as schema_validation_failed', async () => {
    const { client } = setup(() => json({ boostedAvios: 'lots' }));
    await expect(client.getStats()).rejects.toMatchObject({ code: 'schema_validation_failed' });
  });

  it('derives the catalogue code of a failed call', async () => {
    const { client } = setup(() => json({ message: 'down' }, 503));
    await expect(client.getStats()).rejects.toMatchObject({ code: 'network_error_503' });
  });
});
