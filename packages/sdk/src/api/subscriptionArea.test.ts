import { describe, expect, it, vi } from 'vitest';
import { userSubscriptionFixture } from '../schemas/fixtures';
import { createSubscriptionAreaClient } from './subscriptionArea';

function setup(answer: () => Response, extra: { baseUrl?: string; path?: string } = {}) {
  const calls: { url: URL; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    return answer();
  });
  const area = createSubscriptionAreaClient({
    baseUrl: 'http://shop.test',
    ...extra,
    applicationName: 'http://shop.test',
    getLanguage: () => 'en-GB',
    getPartner: () => 'BA',
    getToken: async () => 'member-token',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { area, calls };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

describe('own-origin subscription area client (docs/api-contract.md "Own origin")', () => {
  it.each([
    [
      'cancel at period end',
      (a: ReturnType<typeof setup>['area']) =>
        a.cancel('sub 1', 'period_end', { idempotencyKey: 'k' }),
      'POST',
      '/api/subscriptions/sub%201/cancel',
      { when: 'period_end' },
    ],
    [
      'change plan',
      (a: ReturnType<typeof setup>['area']) =>
        a.changePlan('sub1', { packageId: 'ba-plus', type: 'annually' }),
      'PUT',
      '/api/subscriptions/sub1/plan',
      { packageId: 'ba-plus', type: 'annually' },
    ],
    [
      'refund',
      (a: ReturnType<typeof setup>['area']) => a.refund('sub1', { idempotencyKey: 'k' }),
      'POST',
      '/api/subscriptions/sub1/refund',
      {},
    ],
  ])(
    '%s: %s %s with the partner, language and bearer; the answer is schema-checked',
    async (_t, call, method, path, body) => {
      const { area, calls } = setup(() => json(userSubscriptionFixture));
      await expect(call(area)).resolves.toEqual(userSubscriptionFixture);
      expect(calls[0]!.method).toBe(method);
      expect(calls[0]!.url.pathname).toBe(path);
      expect(calls[0]!.url.searchParams.get('partner')).toBe('ba');
      expect(calls[0]!.headers.Authorization).toBe('Bearer member-token');
      expect(calls[0]!.headers['X-Application-Language']).toBe('en-GB');
      expect(calls[0]!.body).toEqual(body);
    },
  );

  it('cancel and refund carry the idempotency key of the member action, the same on a retry', async () => {
    const { area, calls } = setup(() => json(userSubscriptionFixture));
    await area.cancel('sub1', 'now', { idempotencyKey: 'LCL_c1' });
    await area.cancel('sub1', 'now', { idempotencyKey: 'LCL_c1' });
    await area.refund('sub1', { idempotencyKey: 'LCL_r1' });
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['LCL_c1', 'LCL_c1', 'LCL_r1']);
  });

  it('renew carries the idempotency key and answers the subscription id to check out', async () => {
    const { area, calls } = setup(() => json({ subscriptionID: 'sub1' }, 201));
    await expect(area.renew('sub1', { idempotencyKey: 'LCL_ab' })).resolves.toEqual({
      subscriptionID: 'sub1',
    });
    expect(calls[0]!.headers['Idempotency-Key']).toBe('LCL_ab');
  });

  it('a wrong answer is schema_validation_failed; a refusal keeps its HTTP code', async () => {
    await expect(
      setup(() => json({ id: 1 })).area.refund('sub1', { idempotencyKey: 'k' }),
    ).rejects.toMatchObject({
      code: 'schema_validation_failed',
    });
    await expect(
      setup(() => json({ error: 'not_allowed' }, 409)).area.refund('sub1', { idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ code: 'network_error_409', status: 409 });
  });

  it('a base path in front of /api (a shop under /collect-avios/buy)', async () => {
    const { area, calls } = setup(() => json(userSubscriptionFixture), {
      path: '/collect-avios/buy/api',
    });
    await area.refund('sub1', { idempotencyKey: 'k' });
    expect(calls[0]!.url.pathname).toBe('/collect-avios/buy/api/subscriptions/sub1/refund');
  });
});
