// The own-origin subscription calls (docs/api-contract.md "Own origin"): each action only as
// the subscription's fields allow it, with the state change it implies; renew goes through a
// payment; a refund is pending, then refunded. Answers pass the SDK's schemas.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../sdk/src/schemas/index';
import { configFromEnv } from '../config';
import { TEST_CARDS } from '../payments/server';
import { findPackage, packagePrice } from '../store/pricing';
import { eventually, startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

/** SANDBOX_REFUND_MS of these tests: long enough to see refund_pending, short enough to wait. */
const REFUND_MS = 250;
const DAY = 86_400_000;

let sb: TestSandbox;
beforeAll(async () => {
  vi.stubEnv('SANDBOX_REFUND_MS', String(REFUND_MS));
  try {
    sb = await startTestSandbox();
  } finally {
    vi.unstubAllEnvs();
  }
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
const near = (iso: string | undefined, t: number) =>
  expect(Math.abs(Date.parse(iso ?? '') - t)).toBeLessThan(60_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SANDBOX_REFUND_MS', () => {
  it('defaults to 60000 ms; a number of ms sets it; anything else is refused', () => {
    expect(configFromEnv({}).refundMs).toBe(60_000);
    expect(configFromEnv({ SANDBOX_REFUND_MS: '20' }).refundMs).toBe(20);
    expect(() => configFromEnv({ SANDBOX_REFUND_MS: '-5' })).toThrow('SANDBOX_REFUND_MS');
    expect(() => configFromEnv({ SANDBOX_REFUND_MS: 'soon' })).toThrow('SANDBOX_REFUND_MS');
  });
});

describe('every action: 401 without a token, 404 for a subscription the member does not own', () => {
  const actions: [string, string, unknown][] = [
    ['POST', 'cancel', { when: 'period_end' }],
    ['PUT', 'plan', { packageId: 'ba-plus', type: 'monthly' }],
    ['POST', 'renew', {}],
    ['POST', 'refund', {}],
  ];
  it.each(actions)('%s …/%s', async (method, action, body) => {
    const token = await sb.token('BA2000008');
    const path = (id: string) => `/api/subscriptions/${id}/${action}?partner=ba`;
    const another = await sb.call(path('sub-ba2000004-1'), { token, method, body });
    expect([another.status, another.body]).toEqual([
      404,
      { error: 'not_found', message: expect.any(String) },
    ]);
    expect((await sb.call(path('sub-nope'), { token, method, body })).status).toBe(404);
    expect((await sb.call(path('sub-ba2000008-1'), { method, body })).status).toBe(401);
    const noPartner = `/api/subscriptions/sub-ba2000008-1/${action}`;
    expect((await sb.call(noPartner, { token, method, body })).status).toBe(400);
    const readOnly = await sb.token('BA2000008', { scope: 'openid' });
    expect((await sb.call(path('sub-ba2000008-1'), { token: readOnly, method, body })).status).toBe(
      403,
    );
    // nothing changed
    expect((await subscriptionsOf('BA2000004'))[0]!.subscriptionStatus).toBe('suspended');
    expect((await subscriptionsOf('BA2000008'))[0]!.subscriptionStatus).toBe('active');
  });
});

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
    near(sub.optOutDate, Date.now());
    expect((await subscriptionsOf('BA2000003'))[0]).toMatchObject({
      subscriptionStatus: 'cancelled_scheduled',
      cancelInfo: { enabled: false, scheduledDate: sub.renewDate },
    });
  });

  it('period_end takes the earliest cancellation date when it is later than the renewal', async () => {
    const sub = sb.store.member('BA2000003')!.subscriptions[0]!;
    const earliest = new Date(Date.now() + 40 * DAY).toISOString();
    sub.cancelInfo.earliestCancellationDate = earliest;
    const res = await sb.call('/api/subscriptions/sub-ba2000003-1/cancel?partner=ba', {
      token: await sb.token('BA2000003'),
      body: { when: 'period_end' },
    });
    expect(api.userSubscriptionSchema.parse(res.body).cancelInfo.scheduledDate).toBe(earliest);
  });

  it('BA2000003 cannot cancel now (409); a bad body is 400; another member gets 404', async () => {
    const token = await sb.token('BA2000003');
    const path = '/api/subscriptions/sub-ba2000003-1/cancel?partner=ba';
    expect((await sb.call(path, { token, body: { when: 'now' } })).status).toBe(409);
    expect((await sb.call(path, { token, body: { when: 'later' } })).body).toMatchObject({
      error: 'invalid_request',
    });
    expect((await sb.call(path, { token, body: {} })).status).toBe(400);
    const refused = await sb.call(path, { token, body: { when: 'now' } });
    expect(refused.body).toEqual({ error: 'not_allowed', message: expect.any(String) });
    expect((await subscriptionsOf('BA2000003'))[0]!.subscriptionStatus).toBe('active');
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
    expect(res.status).toBe(200);
    const sub = api.userSubscriptionSchema.parse(res.body);
    expect(sub).toMatchObject({
      subscriptionStatus: 'cancelled',
      cancelInfo: { enabled: false },
      refundInfo: { enabled: false },
    });
    near(sub.optOutDate, Date.now());
    expect((await subscriptionsOf('BA2000008'))[0]!.subscriptionStatus).toBe('cancelled');
    // cancelled: nothing more to cancel or refund
    const again = await sb.call('/api/subscriptions/sub-ba2000008-1/refund?partner=ba', {
      token,
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it('BA2000007 (already scheduled): 409', async () => {
    const token = await sb.token('BA2000007');
    const res = await sb.call('/api/subscriptions/sub-ba2000007-1/cancel?partner=ba', {
      token,
      body: { when: 'period_end' },
    });
    expect(res.status).toBe(409);
    expect((await subscriptionsOf('BA2000007'))[0]!.subscriptionStatus).toBe('cancelled_scheduled');
  });
});

describe('cancel and refund with an Idempotency-Key (docs/api-contract.md)', () => {
  const cancelPath = '/api/subscriptions/sub-ba2000003-1/cancel?partner=ba';

  it('a cancel asked again with its key is 409 already_applied, and applied once', async () => {
    const token = await sb.token('BA2000003');
    const headers = { 'Idempotency-Key': 'LCL_c1' };
    const first = await sb.call(cancelPath, { token, headers, body: { when: 'period_end' } });
    expect(first.status).toBe(200);
    const optOut = (first.body as { optOutDate: string }).optOutDate;
    const again = await sb.call(cancelPath, { token, headers, body: { when: 'period_end' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'already_applied', message: expect.any(String) });
    expect((await subscriptionsOf('BA2000003'))[0]).toMatchObject({
      subscriptionStatus: 'cancelled_scheduled',
      optOutDate: optOut,
    });
  });

  it('a cancel whose answer was lost (the connection dropped after the change) is 409 already_applied when repeated', async () => {
    await sb.call('/__sandbox/faults', {
      method: 'POST',
      body: { path: '^/api/subscriptions/[^/]+/cancel', drop: true, after: true, times: 1 },
    });
    const token = await sb.token('BA2000003');
    const headers = { 'Idempotency-Key': 'LCL_c2' };
    await expect(
      sb.call(cancelPath, { token, headers, body: { when: 'period_end' } }),
    ).rejects.toThrow();
    expect((await subscriptionsOf('BA2000003'))[0]!.subscriptionStatus).toBe('cancelled_scheduled');
    const again = await sb.call(cancelPath, { token, headers, body: { when: 'period_end' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'already_applied' });
  });

  it('a refused change does not use up its key; a key is one change: another call with it is 400', async () => {
    const token = await sb.token('BA2000003');
    const headers = { 'Idempotency-Key': 'LCL_c3' };
    // not immediate: 'now' is refused, and the key stays free for the member's next try
    expect((await sb.call(cancelPath, { token, headers, body: { when: 'now' } })).status).toBe(409);
    expect(
      (await sb.call(cancelPath, { token, headers, body: { when: 'period_end' } })).status,
    ).toBe(200);
    const refund = await sb.call('/api/subscriptions/sub-ba2000003-1/refund?partner=ba', {
      token,
      headers,
      body: {},
    });
    expect(refund.status).toBe(400);
    // the same key from another member is theirs
    const other = await sb.call('/api/subscriptions/sub-ba2000008-1/cancel?partner=ba', {
      token: await sb.token('BA2000008'),
      headers,
      body: { when: 'now' },
    });
    expect(other.status).toBe(200);
  });

  it('a refund asked again with its key is 409 already_applied; the refund is requested once', async () => {
    const token = await sb.token('BA2000008');
    const path = '/api/subscriptions/sub-ba2000008-1/refund?partner=ba';
    const headers = { 'Idempotency-Key': 'LCL_r1' };
    expect((await sb.call(path, { token, headers, body: {} })).status).toBe(200);
    const again = await sb.call(path, { token, headers, body: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'already_applied' });
    expect((await subscriptionsOf('BA2000008'))[0]!.subscriptionStatus).toBe('refund_pending');
  });

  it('POST /__sandbox/reset forgets the keys', async () => {
    const token = await sb.token('BA2000003');
    const headers = { 'Idempotency-Key': 'LCL_c4' };
    await sb.call(cancelPath, { token, headers, body: { when: 'period_end' } });
    await sb.call('/__sandbox/reset', { method: 'POST' });
    const after = await sb.call(cancelPath, { token, headers, body: { when: 'period_end' } });
    expect(after.status).toBe(200);
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
      cost: {
        amount: packagePrice('ba', findPackage('ba', 'ba-plus')!, 'annually', 'USD').current,
        frequency: 'annually',
        currency: 'USD',
      },
      renewDate: before.renewDate,
      subscriptionStatus: 'active',
    });
    expect((await subscriptionsOf('BA2000003'))[0]).toMatchObject({
      contentfulId: 'subscriptionPlan-ba-plus',
      cost: { frequency: 'annually' },
    });
  });

  it('the same package with the other interval is a change', async () => {
    const token = await sb.token('BA2000003');
    const res = await sb.call('/api/subscriptions/sub-ba2000003-1/plan?partner=ba', {
      token,
      method: 'PUT',
      body: { packageId: 'ba-essentials', type: 'annually' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      contentfulId: 'subscriptionPlan-ba-essentials',
      cost: {
        amount: packagePrice('ba', findPackage('ba', 'ba-essentials')!, 'annually', 'USD').current,
        frequency: 'annually',
      },
    });
  });

  it('an unknown package or the same plan is 400; a suspended subscription is 409', async () => {
    const token = await sb.token('BA2000003');
    const path = '/api/subscriptions/sub-ba2000003-1/plan?partner=ba';
    const put = (body: unknown, t = token) => sb.call(path, { token: t, method: 'PUT', body });
    expect((await put({ packageId: 'ib-plus', type: 'monthly' })).status).toBe(400);
    expect((await put({ packageId: 'ba-essentials', type: 'monthly' })).status).toBe(400);
    expect((await put({ packageId: 'ba-plus', type: 'weekly' })).status).toBe(400);
    expect((await put({ type: 'monthly' })).body).toMatchObject({ error: 'invalid_request' });
    expect((await subscriptionsOf('BA2000003'))[0]!.contentfulId).toBe(
      'subscriptionPlan-ba-essentials',
    );
    const george = await sb.token('BA2000004');
    const res = await sb.call('/api/subscriptions/sub-ba2000004-1/plan?partner=ba', {
      token: george,
      method: 'PUT',
      body: { packageId: 'ba-plus', type: 'monthly' },
    });
    expect(res.status).toBe(409);
    const olivia = await sb.call('/api/subscriptions/sub-ba2000007-1/plan?partner=ba', {
      token: await sb.token('BA2000007'),
      method: 'PUT',
      body: { packageId: 'ba-plus', type: 'monthly' },
    });
    expect(olivia.body).toMatchObject({ error: 'not_allowed' });
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
    const sub = api.userSubscriptionSchema.parse((await subscriptionsOf('BA2000004'))[0]);
    expect(sub).toMatchObject({
      id: 'sub-ba2000004-1',
      subscriptionStatus: 'active',
      autoRenewalFailed: false,
      pendingCustomerAction: false,
      accumulatedAvios: 7000,
      cancelInfo: { enabled: true },
    });
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    near(sub.renewDate, nextMonth.getTime());
    expect(await balanceOf('BA2000004')).toBe(before + 1000);
    expect(await subscriptionsOf('BA2000004')).toHaveLength(1);
    // paid: nothing more to renew
    const done = await sb.call('/api/subscriptions/sub-ba2000004-1/renew?partner=ba', {
      token,
      body: {},
    });
    expect(done.status).toBe(409);
  });

  it('asked twice without a key while unpaid: the same payment session', async () => {
    const token = await sb.token('BA2000004');
    const path = '/api/subscriptions/sub-ba2000004-1/renew?partner=ba';
    const detailPath = '/subscriptions/sub-ba2000004-1?partner=ba';
    expect((await sb.call(path, { token, body: {} })).status).toBe(201);
    const first = api.subscriptionDetailSchema.parse((await sb.call(detailPath, { token })).body);
    expect((await sb.call(path, { token, body: {} })).status).toBe(201);
    const again = api.subscriptionDetailSchema.parse((await sb.call(detailPath, { token })).body);
    expect(again.paymentSession?.id).toBe(first.paymentSession?.id);
  });

  it('a refused card: the renewal fails with its errorCode, the subscription stays as it was; a new renewal may follow', async () => {
    const token = await sb.token('BA2000004');
    const before = await balanceOf('BA2000004');
    const seeded = (await subscriptionsOf('BA2000004'))[0]!;
    const path = '/api/subscriptions/sub-ba2000004-1/renew?partner=ba';
    const detailPath = '/subscriptions/sub-ba2000004-1?partner=ba';
    await sb.call(path, { token, body: {} });
    const detail = api.subscriptionDetailSchema.parse((await sb.call(detailPath, { token })).body);
    await sb.pay(detail.paymentSession!.id, TEST_CARDS.refused);
    const failed = await eventually(async () => {
      const { body } = await sb.call(detailPath, { token });
      return (body as Sub).subscriptionStatus === 'failed' ? body : undefined;
    });
    expect(api.subscriptionDetailSchema.parse(failed)).toMatchObject({ errorCode: 101 });
    await sleep(50); // a few steps: nothing is activated later either
    expect((await subscriptionsOf('BA2000004'))[0]).toEqual(seeded);
    expect(await balanceOf('BA2000004')).toBe(before);
    expect((await sb.call(path, { token, body: {} })).status).toBe(201);
    const retry = api.subscriptionDetailSchema.parse((await sb.call(detailPath, { token })).body);
    expect(retry.subscriptionStatus).toBe('unverified');
    expect(retry.paymentSession?.id).not.toBe(detail.paymentSession?.id);
    // the refused session paid again changes nothing
    await sb.pay(detail.paymentSession!.id, TEST_CARDS.authorised);
    await sleep(50);
    expect((await subscriptionsOf('BA2000004'))[0]!.subscriptionStatus).toBe('suspended');
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
    const pending = api.userSubscriptionSchema.parse(res.body);
    expect(pending).toMatchObject({
      subscriptionStatus: 'refund_pending',
      refundInfo: { enabled: false },
      cancelInfo: { enabled: false },
    });
    near(pending.optOutDate, Date.now());
    // still pending until SANDBOX_REFUND_MS has passed; the points stay meanwhile
    expect((await subscriptionsOf('BA2000008'))[0]!.subscriptionStatus).toBe('refund_pending');
    expect(await balanceOf('BA2000008')).toBe(before);
    await eventually(async () =>
      (await subscriptionsOf('BA2000008'))[0]!.subscriptionStatus === 'refunded' ? true : undefined,
    );
    expect(await balanceOf('BA2000008')).toBe(before - 1000);
    expect((await subscriptionsOf('BA2000008'))[0]!.accumulatedAvios).toBe(0);
    // refunded once: asking again is refused
    const again = await sb.call('/api/subscriptions/sub-ba2000008-1/refund?partner=ba', {
      token,
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it('the balance never goes below 0', async () => {
    sb.store.member('BA2000008')!.balance = 300;
    const token = await sb.token('BA2000008');
    await sb.call('/api/subscriptions/sub-ba2000008-1/refund?partner=ba', { token, body: {} });
    await eventually(async () =>
      (await subscriptionsOf('BA2000008'))[0]!.subscriptionStatus === 'refunded' ? true : undefined,
    );
    expect(await balanceOf('BA2000008')).toBe(0);
  });

  it('POST /__sandbox/reset forgets a pending refund', async () => {
    const token = await sb.token('BA2000008');
    await sb.call('/api/subscriptions/sub-ba2000008-1/refund?partner=ba', { token, body: {} });
    await sb.call('/__sandbox/reset', { method: 'POST' });
    await sleep(REFUND_MS + 100);
    expect((await subscriptionsOf('BA2000008'))[0]!.subscriptionStatus).toBe('active');
    expect(await balanceOf('BA2000008')).toBe(9000);
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

  it('BA2000004 subscribes anew: 201, not 68', async () => {
    const token = await sb.token('BA2000004');
    const res = await sb.call('/subscriptions?partner=ba', {
      token,
      body: { packageId: 'ba-plus', type: 'monthly' },
    });
    expect(res.status).toBe(201);
  });

  it.each([['BA2000003'], ['BA2000005'], ['BA2000007']])(
    '%s has a current subscription: not eligible, 68',
    async (ffp) => {
      const token = await sb.token(ffp);
      const { body } = await sb.call('/subscriptionsPackages?partner=ba', { token });
      for (const pkg of api.subscriptionPackagesSchema.parse(body)) {
        expect(pkg.eligibility.errorCodes.map(String)).toContain('68');
      }
      const res = await sb.call('/subscriptions?partner=ba', {
        token,
        body: { packageId: 'ba-plus', type: 'monthly' },
      });
      expect([res.status, res.body]).toEqual([400, { errorCode: 68 }]);
    },
  );

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
      contentfulId: 'subscriptionPlan-ba-plus',
      targetFFP: { partner: 'BA', ffp: 'BA2000001' },
      id,
    });
    const detail = api.subscriptionDetailSchema.parse(body);
    near(detail.createDate, Date.now());
    // the price is the one the payment session charges
    const session = await fetch(`${sb.urls.payments}/sessions/${detail.paymentSession!.id}`).then(
      (r) => r.json() as Promise<{ amount: { value: number; currency: string } }>,
    );
    expect(session.amount).toEqual({ value: 24990, currency: 'GBP' });
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
    // used up (times 1): the call answers for real
    expect((await sb.call(path, { token, body: {} })).status).toBe(200);
    await sb.call('/__sandbox/maintenance', { method: 'POST', body: { on: true } });
    expect((await sb.call(path, { token, body: {} })).status).toBe(503);
  });

  it('a fault on a purchase API path does not touch /api, and the reverse', async () => {
    await sb.call('/__sandbox/faults', {
      method: 'POST',
      body: { path: '^/subscriptions/', status: 500 },
    });
    const token = await sb.token('BA2000003');
    const cancel = await sb.call('/api/subscriptions/sub-ba2000003-1/cancel?partner=ba', {
      token,
      body: { when: 'period_end' },
    });
    expect(cancel.status).toBe(200);
    await sb.call('/__sandbox/faults', { method: 'DELETE' });
    await sb.call('/__sandbox/faults', {
      method: 'POST',
      body: { path: '^/api/', delayMs: 1, status: 502 },
    });
    const detail = await sb.call('/subscriptions/sub-ba2000003-1?partner=ba', { token });
    expect(detail.status).toBe(200);
  });
});
