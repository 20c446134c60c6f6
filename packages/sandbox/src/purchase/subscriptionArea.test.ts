// The own-origin subscription calls (docs/api-contract.md "Own origin"): each action only as
// the subscription's fields allow it, with the state change it implies; renew goes through a
// payment; a refund is pending, then refunded. Answers pass the SDK's schemas.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../../sdk/src/schemas/purchaseApi';
import { TEST_CARDS } from '../payments/server';
import { eventually, startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

let sb: TestSandbox;
beforeAll(async () => {
  // 2 ms steps: a refund (300 steps) is paid back in well under a second
  sb = await startTestSandbox(2);
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.call('/__sandbox/reset', { method: 'POST' });
});

type Sub = { id: string; subscriptionStatus: string } & Record<string, unknown>;

async function subscriptionsOf(ffp: string): Promise<Sub[]> {
  const token = await sb.token(ffp);
  return (await sb.call('/users/current/subscriptions?isPrimary=true&partner=ba', { token }))
    .body as Sub[];
}
async function balanceOf(ffp: string): Promise<number> {
  const token = await sb.token(ffp);
  const { body } = await sb.call('/users/current/balance?partner=ba', { token });
  return (body as { amount: number }).amount;
}

describe('cancel', () => {
  it('BA2000003 (not immediate): period_end schedules it at the later of renewal and earliest date', async () => {
    const token = await sb.token('BA2000003');
    const res = await sb.call('/api/subscriptions/sub-ba2000003-1/cancel?partner=ba', {
      token,
      body: { when: 'period_end' },
    });
    expect(res.status).toBe(200);
    const sub = api.userSubscriptionSchema.parse(res.body);
    expect(sub.subscriptionStatus).toBe('cancelled_scheduled');
    expect(sub.cancelInfo.enabled).toBe(false);
    expect(sub.cancelInfo.scheduledDate).toBe(sub.renewDate);
    expect((await subscriptionsOf('BA2000003'))[0]!.subscriptionStatus).toBe('cancelled_scheduled');
  });

  it('BA2000003 cannot cancel now (409); a bad body is 400; another member gets 404', async () => {
    const token = await sb.token('BA2000003');
    const path = '/api/subscriptions/sub-ba2000003-1/cancel?partner=ba';
    expect((await sb.call(path, { token, body: { when: 'now' } })).status).toBe(409);
    expect((await sb.call(path, { token, body: { when: 'later' } })).status).toBe(400);
    const other = await sb.token('BA2000004');
    expect((await sb.call(path, { token: other, body: { when: 'now' } })).status).toBe(404);
    expect((await sb.call(path, { body: { when: 'now' } })).status).toBe(401);
  });

  it('BA2000008 (immediate allowed): now ends it', async () => {
    const token = await sb.token('BA2000008');
    const res = await sb.call('/api/subscriptions/sub-ba2000008-1/cancel?partner=ba', {
      token,
      body: { when: 'now' },
    });
    expect(res.body).toMatchObject({ subscriptionStatus: 'cancelled' });
  });

  it('BA2000007 (already scheduled): 409', async () => {
    const token = await sb.token('BA2000007');
    const res = await sb.call('/api/subscriptions/sub-ba2000007-1/cancel?partner=ba', {
      token,
      body: { when: 'period_end' },
    });
    expect(res.status).toBe(409);
  });
});

describe('change plan', () => {
  it('BA2000003 moves to Avios Plus, annually: the plan and the price change, the renewal date stays', async () => {
    const token = await sb.token('BA2000003');
    const before = (await subscriptionsOf('BA2000003'))[0]!;
    const res = await sb.call('/api/subscriptions/sub-ba2000003-1/plan?partner=ba', {
      token,
      method: 'PUT',
      body: { packageId: 'ba-plus', type: 'annually' },
    });
    expect(res.status).toBe(200);
    const sub = api.userSubscriptionSchema.parse(res.body);
    expect(sub).toMatchObject({
      contentfulId: 'subscriptionPlan-ba-plus',
      packageName: 'Avios Plus',
      avios: { monthly: 2500, annually: 30000 },
      cost: { frequency: 'annually', currency: 'USD' },
      renewDate: before.renewDate,
    });
  });

  it('an unknown package or the same plan is 400; a suspended subscription is 409', async () => {
    const token = await sb.token('BA2000003');
    const path = '/api/subscriptions/sub-ba2000003-1/plan?partner=ba';
    const put = (body: unknown, t = token) => sb.call(path, { token: t, method: 'PUT', body });
    expect((await put({ packageId: 'ib-plus', type: 'monthly' })).status).toBe(400);
    expect((await put({ packageId: 'ba-essentials', type: 'monthly' })).status).toBe(400);
    const george = await sb.token('BA2000004');
    const res = await sb.call('/api/subscriptions/sub-ba2000004-1/plan?partner=ba', {
      token: george,
      method: 'PUT',
      body: { packageId: 'ba-plus', type: 'monthly' },
    });
    expect(res.status).toBe(409);
  });
});

describe('renew', () => {
  it('BA2000004: a payment for one period, then active again with the points credited', async () => {
    const token = await sb.token('BA2000004');
    const before = await balanceOf('BA2000004');
    const renew = () =>
      sb.call('/api/subscriptions/sub-ba2000004-1/renew?partner=ba', {
        token,
        body: {},
        headers: { 'Idempotency-Key': 'LCL_renew1' },
      });
    const created = await renew();
    expect([created.status, created.body]).toEqual([201, { subscriptionID: 'sub-ba2000004-1' }]);
    // the same key again: the same renewal, no second payment session
    const detailPath = '/subscriptions/sub-ba2000004-1?partner=ba';
    const first = api.subscriptionDetailSchema.parse((await sb.call(detailPath, { token })).body);
    expect((await renew()).status).toBe(201);
    const again = api.subscriptionDetailSchema.parse((await sb.call(detailPath, { token })).body);
    expect(again.paymentSession?.id).toBe(first.paymentSession?.id);
    expect(first).toMatchObject({
      subscriptionStatus: 'unverified',
      cost: { amount: 10.99, frequency: 'monthly', currency: 'GBP' },
    });
    await sb.pay(first.paymentSession!.id, TEST_CARDS.authorised);
    await eventually(async () => {
      const { body } = await sb.call(detailPath, { token });
      return (body as Sub).subscriptionStatus === 'active' ? true : undefined;
    });
    const sub = (await subscriptionsOf('BA2000004'))[0]!;
    expect(sub).toMatchObject({
      subscriptionStatus: 'active',
      autoRenewalFailed: false,
      pendingCustomerAction: false,
    });
    expect(await balanceOf('BA2000004')).toBe(before + 1000);
  });

  it('nothing to renew for an active subscription: 409', async () => {
    const token = await sb.token('BA2000003');
    const res = await sb.call('/api/subscriptions/sub-ba2000003-1/renew?partner=ba', {
      token,
      body: {},
    });
    expect(res.status).toBe(409);
  });
});

describe('refund', () => {
  it('BA2000008: refund_pending at once, then refunded and the period points taken back', async () => {
    const token = await sb.token('BA2000008');
    const before = await balanceOf('BA2000008');
    const res = await sb.call('/api/subscriptions/sub-ba2000008-1/refund?partner=ba', {
      token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(api.userSubscriptionSchema.parse(res.body)).toMatchObject({
      subscriptionStatus: 'refund_pending',
      refundInfo: { enabled: false },
      cancelInfo: { enabled: false },
    });
    await eventually(async () =>
      (await subscriptionsOf('BA2000008'))[0]!.subscriptionStatus === 'refunded' ? true : undefined,
    );
    expect(await balanceOf('BA2000008')).toBe(before - 1000);
  });

  it('not eligible (BA2000003): 409, nothing changes', async () => {
    const token = await sb.token('BA2000003');
    const res = await sb.call('/api/subscriptions/sub-ba2000003-1/refund?partner=ba', {
      token,
      body: {},
    });
    expect(res.status).toBe(409);
    expect((await subscriptionsOf('BA2000003'))[0]!.subscriptionStatus).toBe('active');
  });
});

describe('spec §4 current subscription in the sandbox', () => {
  it('a member whose only subscription is suspended may subscribe (eligible, no 68)', async () => {
    const token = await sb.token('BA2000004');
    const { body } = await sb.call('/subscriptionsPackages?partner=ba', { token });
    for (const pkg of api.subscriptionPackagesSchema.parse(body)) {
      expect(pkg.eligibility).toMatchObject({ status: 'eligible', errorCodes: [] });
    }
  });

  it('a new subscription detail carries its plan and price while unverified', async () => {
    const token = await sb.token('BA2000001');
    const created = await sb.call('/subscriptions?partner=ba', {
      token,
      body: { packageId: 'ba-plus', type: 'annually' },
    });
    const id = (created.body as { subscriptionID: string }).subscriptionID;
    const { body } = await sb.call(`/subscriptions/${id}?partner=ba`, { token });
    expect(api.subscriptionDetailSchema.parse(body)).toMatchObject({
      subscriptionStatus: 'unverified',
      packageName: 'Avios Plus',
      avios: { monthly: 2500, annually: 30000 },
      cost: { amount: 249.9, frequency: 'annually', currency: 'GBP' },
    });
  });
});

describe('the own-origin API under faults and maintenance', () => {
  it('a fault on an /api path answers it; maintenance answers 503', async () => {
    await sb.call('/__sandbox/faults', {
      method: 'POST',
      body: { path: '^/api/subscriptions/[^/]+/refund', status: 500, times: 1 },
    });
    const token = await sb.token('BA2000008');
    const path = '/api/subscriptions/sub-ba2000008-1/refund?partner=ba';
    expect((await sb.call(path, { token, body: {} })).status).toBe(500);
    await sb.call('/__sandbox/maintenance', { method: 'POST', body: { on: true } });
    expect((await sb.call(path, { token, body: {} })).status).toBe(503);
  });
});
