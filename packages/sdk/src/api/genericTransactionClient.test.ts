import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import { transactionStateFixture } from '../schemas/fixtures';
import { createGenericTransactionClient } from './genericTransactionClient';
import type { GenericTransactionClientOptions } from './genericTransactionClient';

interface Seen {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function setup(
  answer: () => Response | Promise<Response>,
  extra: Partial<GenericTransactionClientOptions> = {},
) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    // as fetch does: an abort (the timeout) rejects a call still waiting for its answer
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
      Promise.resolve(answer()).then(resolve, reject);
    });
  });
  const client = createGenericTransactionClient({
    baseUrl: 'http://generic.test',
    path: '/fallback/v1',
    applicationName: 'http://shop.test',
    getLanguage: () => 'es-ES',
    getPartner: () => 'IB',
    getToken: async () => 'member-token',
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...extra,
  });
  return { client, seen };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const draft = {
  id: 'LCL_ab12',
  type: 'purchase',
  creationDate: 1_700_000_000_000,
  currency: 'EUR',
  data: { purchaseAvios: 3000 },
} as CheckoutDraft;
const data = { id: 'n1', type: 'purchase', ...transactionStateFixture };

describe('generic transaction client (spec §7 "separate client, generic fallback")', () => {
  it('POST /transaction/new on its own address: the draft as body, its id as Idempotency-Key, the spec §7 query and headers', async () => {
    const { client, seen } = setup(() => json({ id: 'n1', redirectUrl: null }, 201));
    await expect(client.create(draft, { idempotencyKey: draft.id })).resolves.toEqual({
      id: 'n1',
      redirectUrl: null,
    });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.origin + seen[0]!.url.pathname).toBe(
      'http://generic.test/fallback/v1/transaction/new',
    );
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ partner: 'ib' });
    expect(seen[0]!.body).toEqual(draft);
    expect(seen[0]!.headers).toMatchObject({
      'Idempotency-Key': 'LCL_ab12',
      'X-Application-Name': 'http://shop.test',
      'X-Application-Language': 'es-ES',
      Authorization: 'Bearer member-token',
    });
  });

  it('GET /transaction/data?transactionId= answers the transaction (state, id and type)', async () => {
    const { client, seen } = setup(() => json(data));
    await expect(client.getData('n1')).resolves.toEqual(data);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.pathname).toBe('/fallback/v1/transaction/data');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      partner: 'ib',
      transactionId: 'n1',
    });
  });

  it('sends its own extra headers on both calls, never in place of the idempotency key', async () => {
    const { client, seen } = setup(() => json(seen.length === 1 ? { id: 'n1' } : data), {
      headers: { 'X-Channel': 'shop', 'Idempotency-Key': 'not-this' },
    });
    await client.create(draft, { idempotencyKey: draft.id });
    await client.getData('n1');
    expect(seen.map((c) => c.headers['X-Channel'])).toEqual(['shop', 'shop']);
    expect(seen[0]!.headers['Idempotency-Key']).toBe('LCL_ab12');
  });

  it('stops waiting after its own timeout: network_error_cancel', async () => {
    const never = () => new Promise<Response>(() => {});
    const { client } = setup(never, { timeoutMs: 20 });
    await expect(client.getData('n1')).rejects.toMatchObject({ code: 'network_error_cancel' });
  });

  it('a wrong answer is schema_validation_failed; a refusal keeps its HTTP code', async () => {
    await expect(setup(() => json({ id: 'n1' })).client.getData('n1')).rejects.toMatchObject({
      code: 'schema_validation_failed',
    });
    await expect(
      setup(() => json({ errorCode: 60 }, 422)).client.create(draft, { idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ code: 'api_error_60' });
  });
});
