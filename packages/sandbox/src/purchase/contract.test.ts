// Contract: every answer of the purchase API, the own-origin subscription calls and payments
// passes the SDK's own zod schemas (docs/api-contract.md), for anonymous callers and for
// signed-in members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as api from '../../../sdk/src/schemas/index';
import * as payments from '../../../sdk/src/schemas/payments';
import { TEST_CARDS } from '../payments/server';
import { eventually, startTestSandbox, STEP_UP_SCOPE } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

function expectValid(schema: z.ZodMiniType, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

const target = (ffpNumber: string, email: string, firstName: string, lastName: string) => ({
  ffpNumber,
  email,
  firstName,
  lastName,
});

describe('anonymous answers', () => {
  const cases: [string, z.ZodMiniType][] = [
    ['/products?partner=ib', api.productsSchema],
    ['/products?partner=ei', api.productsSchema],
    ['/products/purchase/prices/generic?partner=ba', api.priceBandsSchema],
    ['/products/gift/prices/generic?partner=ib', api.priceBandsSchema],
    ['/products/transfer/prices/generic?partner=ei', api.priceBandsSchema],
    ['/products/booster/options/generic?partner=ba', api.boosterOptionsSchema],
    ['/subscriptionsPackages?partner=ba', api.subscriptionPackagesSchema],
    ['/subscriptionsPackages?partner=ib', api.subscriptionPackagesSchema],
  ];
  it.each(cases)('GET %s', async (path, schema) => {
    const { status, body } = await sb.call(path);
    expect(status).toBe(200);
    expectValid(schema, body);
  });
});

describe('signed-in answers', () => {
  const members = [
    'IB1000001',
    'BA2000001',
    'BA2000003',
    'BA2000004',
    'BA2000005',
    'BA2000007',
    'BA2000008',
    'EI3000001',
  ];
  const reads: [string, z.ZodMiniType][] = [
    ['/products', api.productsSchema],
    ['/users/current', api.userSchema],
    ['/users/current/balance', api.balanceSchema],
    ['/users/current/stats', api.statsSchema],
    ['/users/current/subscriptions?isPrimary=true', api.userSubscriptionsSchema],
    ['/stickycampaignenrolment', api.enrolmentsSchema],
    ['/products/purchase/prices?aviosAmount=5000', api.priceBandsSchema],
    ['/products/gift/prices?aviosAmount=5000', api.priceBandsSchema],
    ['/products/transfer/prices?aviosAmount=1000', api.priceBandsSchema],
  ];
  const table = members.flatMap((m) => reads.map(([path, schema]) => [m, path, schema] as const));
  it.each(table)('%s GET %s', async (ffp, path, schema) => {
    const partner = sb.store.member(ffp)!.partner;
    const sep = path.includes('?') ? '&' : '?';
    const { status, body } = await sb.call(`${path}${sep}partner=${partner}`, {
      token: await sb.token(ffp),
    });
    expect(status).toBe(200);
    expectValid(schema, body);
  });

  it.each([['IB1000001'], ['BA2000001']])('%s booster options and packages', async (ffp) => {
    const partner = sb.store.member(ffp)!.partner;
    const token = await sb.token(ffp);
    const options = await sb.call(`/products/booster/options?aviosAmount=1000&partner=${partner}`, {
      token,
    });
    expectValid(api.boosterOptionsSchema, options.body);
    expect(
      (options.body as { transactionGroups: unknown[] }).transactionGroups.length,
    ).toBeGreaterThan(0);
    const packages = await sb.call(`/subscriptionsPackages?partner=${partner}`, { token });
    expectValid(api.subscriptionPackagesSchema, packages.body);
  });

  it("POST /saveToken takes an empty body with the member's token and answers 204 with no body; no token is 401", async () => {
    // spec §7: saveToken carries the new token and no body; its answer is not read.
    const saved = await sb.call('/saveToken?partner=ba', {
      method: 'POST',
      token: await sb.token('BA2000001'),
    });
    expect([saved.status, saved.body]).toEqual([204, undefined]);
    const anonymous = await sb.call('/saveToken?partner=ba', { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('POST /stickycampaignenrolment answers the list', async () => {
    const { body } = await sb.call('/stickycampaignenrolment?partner=ib', {
      token: await sb.token('IB1000001'),
      body: { campaignCode: 'BOOST-SPRING' },
    });
    expectValid(api.enrolmentsSchema, body);
    expect(body).toEqual([
      expect.objectContaining({ ffpNumber: 'IB1000001', campaignCode: 'BOOST-SPRING' }),
    ]);
  });
});

describe('transaction and subscription answers', () => {
  const pm = { paymentMethodDetails: { version: '2' } };
  const creations: [string, string, string, Record<string, unknown>, string?][] = [
    ['purchase', 'BA2000001', 'ba', { ...pm, numberOfPoints: 5000, currency: 'GBP' }],
    [
      'gift',
      'IB1000001',
      'ib',
      {
        ...pm,
        numberOfPoints: 2000,
        currency: 'EUR',
        issueDate: '2030-01-01',
        message: 'Felicidades',
        targetAccount: target('IB1000002', 'mateo.ruiz@example.com', 'Mateo', 'Ruiz'),
      },
    ],
    [
      'transfer',
      'EI3000001',
      'ei',
      {
        ...pm,
        numberOfPoints: 1000,
        currency: 'EUR',
        issueDate: '2030-01-01',
        message: '',
        targetAccount: target('EI3000002', 'sean.murphy@example.com', 'Seán', 'Murphy'),
      },
      STEP_UP_SCOPE,
    ],
    [
      'booster',
      'BA2000001',
      'ba',
      {
        ...pm,
        numberOfPoints: 2500,
        currency: 'GBP',
        glpTransactionIds: ['ba2000001-glp-1'],
        multiplier: 2,
      },
    ],
  ];
  it.each(creations)(
    '%s: creation, every state and the payment answers',
    async (product, ffp, partner, body, scope) => {
      const token = await sb.token(ffp, scope ? { scope } : {});
      const created = await sb.call(`/transactions?product=${product}&partner=${partner}`, {
        token,
        body,
      });
      expect(created.status).toBe(201);
      expectValid(api.transactionCreatedSchema, created.body);
      const id = (created.body as { id: string }).id;
      const statePath = `/transactions/${id}/state?partner=${partner}`;
      const seen = new Set<string>();
      const first = await sb.call(statePath, { token });
      expectValid(api.transactionStateSchema, first.body);
      const sessionId = (first.body as { payload: { paymentSession: { id: string } } }).payload
        .paymentSession.id;
      const status = await fetch(`${sb.urls.payments}/sessions/${sessionId}`).then((r) => r.json());
      expectValid(payments.paymentSessionStatusSchema, status);
      expectValid(payments.paymentAnswerSchema, await sb.pay(sessionId, TEST_CARDS.authorised));
      await eventually(async () => {
        const { body: state } = await sb.call(statePath, { token });
        expectValid(api.transactionStateSchema, state);
        const name = (state as { statusName: string }).statusName;
        seen.add(name);
        return name === 'transaction_complete' ? name : undefined;
      });
      expect(seen.has('transaction_complete')).toBe(true);
    },
  );

  it('generic fallback: POST /transaction/new takes the stored draft, GET /transaction/data answers it', async () => {
    const token = await sb.token('IB1000001');
    const draft = {
      id: 'LCL_ab12',
      type: 'purchase',
      creationDate: Date.now(),
      currency: 'EUR',
      status: 'payment_pending',
      data: { purchaseAvios: 3000 },
    };
    const created = await sb.call('/transaction/new?partner=ib', { token, body: draft });
    expect(created.status).toBe(201);
    expectValid(api.transactionCreatedSchema, created.body);
    const id = (created.body as { id: string }).id;
    const data = await sb.call(`/transaction/data?transactionId=${id}&partner=ib`, { token });
    expect(data.body).toMatchObject({
      id,
      type: 'purchase',
      payload: { aviosAmount: 3000, currency: 'EUR' },
    });
    expectValid(api.transactionStateSchema, data.body);
  });

  it('a seeded subscription answers its detail', async () => {
    const token = await sb.token('BA2000004');
    const { body } = await sb.call('/subscriptions/sub-ba2000004-1?partner=ba', { token });
    expectValid(api.subscriptionDetailSchema, body);
    expect(body).toMatchObject({ subscriptionStatus: 'suspended', autoRenewalFailed: true });
  });

  it('subscription: creation and detail', async () => {
    const token = await sb.token('BA2000001');
    const created = await sb.call('/subscriptions?partner=ba', {
      token,
      body: { packageId: 'ba-plus', type: 'annually' },
    });
    expectValid(api.subscriptionCreatedSchema, created.body);
    const id = (created.body as { subscriptionID: string }).subscriptionID;
    const detail = await sb.call(`/subscriptions/${id}?partner=ba`, { token });
    expectValid(api.subscriptionDetailSchema, detail.body);
    const sessionId = (detail.body as { paymentSession: { id: string } }).paymentSession.id;
    await sb.pay(sessionId, TEST_CARDS.challenge);
    const challenge = await fetch(`${sb.urls.payments}/sessions/${sessionId}/challenge`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: '123456' }),
    }).then((r) => r.json());
    expectValid(payments.challengeAnswerSchema, challenge);
    const active = await eventually(async () => {
      const { body } = await sb.call(`/subscriptions/${id}?partner=ba`, { token });
      return (body as { subscriptionStatus: string }).subscriptionStatus === 'active'
        ? body
        : undefined;
    });
    expectValid(api.subscriptionDetailSchema, active);
    const list = await sb.call('/users/current/subscriptions?isPrimary=true&partner=ba', { token });
    expectValid(api.userSubscriptionsSchema, list.body);
    expect(list.body).toHaveLength(1);
  });
});

describe('own-origin subscription answers (docs/api-contract.md "Own origin")', () => {
  it('cancel, change plan and refund answer a user subscription', async () => {
    await sb.call('/__sandbox/reset', { method: 'POST' });
    const harry = await sb.token('BA2000003');
    const plan = await sb.call('/api/subscriptions/sub-ba2000003-1/plan?partner=ba', {
      token: harry,
      method: 'PUT',
      body: { packageId: 'ba-premium', type: 'monthly' },
    });
    expect(plan.status).toBe(200);
    expectValid(api.userSubscriptionSchema, plan.body);
    const cancel = await sb.call('/api/subscriptions/sub-ba2000003-1/cancel?partner=ba', {
      token: harry,
      body: { when: 'period_end' },
    });
    expect(cancel.status).toBe(200);
    expectValid(api.userSubscriptionSchema, cancel.body);
    const jack = await sb.token('BA2000008');
    const refund = await sb.call('/api/subscriptions/sub-ba2000008-1/refund?partner=ba', {
      token: jack,
      body: {},
    });
    expect(refund.status).toBe(200);
    expectValid(api.userSubscriptionSchema, refund.body);
    for (const [ffp, token] of [
      ['BA2000003', harry],
      ['BA2000008', jack],
    ] as const) {
      const list = await sb.call('/users/current/subscriptions?isPrimary=true&partner=ba', {
        token,
      });
      expectValid(api.userSubscriptionsSchema, list.body);
      const detail = await sb.call(`/subscriptions/sub-${ffp.toLowerCase()}-1?partner=ba`, {
        token,
      });
      expectValid(api.subscriptionDetailSchema, detail.body);
    }
  });

  it('renew answers the subscription id; its detail while unverified and once paid', async () => {
    await sb.call('/__sandbox/reset', { method: 'POST' });
    const token = await sb.token('BA2000004');
    const renew = await sb.call('/api/subscriptions/sub-ba2000004-1/renew?partner=ba', {
      token,
      body: {},
    });
    expect(renew.status).toBe(201);
    expectValid(api.subscriptionCreatedSchema, renew.body);
    const path = '/subscriptions/sub-ba2000004-1?partner=ba';
    const unverified = (await sb.call(path, { token })).body;
    expectValid(api.subscriptionDetailSchema, unverified);
    expect(unverified).toMatchObject({
      subscriptionStatus: 'unverified',
      paymentSession: { id: expect.any(String), sessionData: expect.any(String) },
      cost: { amount: 10.99, frequency: 'monthly', currency: 'GBP' },
    });
    const sessionId = (unverified as { paymentSession: { id: string } }).paymentSession.id;
    expectValid(payments.paymentAnswerSchema, await sb.pay(sessionId, TEST_CARDS.authorised));
    const active = await eventually(async () => {
      const { body } = await sb.call(path, { token });
      return (body as { subscriptionStatus: string }).subscriptionStatus === 'active'
        ? body
        : undefined;
    });
    expectValid(api.subscriptionDetailSchema, active);
  });

  it('an unverified new subscription carries the plan fields of spec §3', async () => {
    await sb.call('/__sandbox/reset', { method: 'POST' });
    const token = await sb.token('BA2000004');
    const created = await sb.call('/subscriptions?partner=ba', {
      token,
      body: { packageId: 'ba-essentials', type: 'monthly' },
    });
    const id = (created.body as { subscriptionID: string }).subscriptionID;
    const { body } = await sb.call(`/subscriptions/${id}?partner=ba`, { token });
    expectValid(api.subscriptionDetailSchema, body);
    const plan = z.pick(api.userSubscriptionSchema, {
      packageName: true,
      contentfulId: true,
      avios: true,
      cost: true,
      targetFFP: true,
      createDate: true,
    });
    expectValid(plan, body);
  });
});
