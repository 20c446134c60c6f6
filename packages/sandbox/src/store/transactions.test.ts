// Transactions end to end over HTTP: steps in order, balances change only on completion,
// a declined card changes nothing, and a retried creation or payment never charges twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../payments/server';
import { eventually, startTestSandbox, STEP_UP_SCOPE } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox(25);
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.call('/__sandbox/reset', { method: 'POST' });
});

type State = {
  statusName: string;
  payload: { errorCode?: number; paymentSession: { id: string; sessionData: string } };
};
const pm = { paymentMethodDetails: { version: '2' } };

async function balance(ffp: string) {
  const partner = sb.store.member(ffp)!.partner;
  const { body } = await sb.call(`/users/current/balance?partner=${partner}`, {
    token: await sb.token(ffp),
  });
  return (body as { amount: number }).amount;
}

async function create(
  ffp: string,
  product: string,
  body: unknown,
  opts: { key?: string; scope?: string } = {},
) {
  const partner = sb.store.member(ffp)!.partner;
  const token = await sb.token(ffp, opts.scope ? { scope: opts.scope } : {});
  const res = await sb.call(`/transactions?product=${product}&partner=${partner}`, {
    token,
    body,
    headers: opts.key ? { 'Idempotency-Key': opts.key } : {},
  });
  const id = (res.body as { id: string }).id;
  const state = async () =>
    (await sb.call(`/transactions/${id}/state?partner=${partner}`, { token })).body as State;
  return { res, id, state };
}

async function until(state: () => Promise<State>, names: string[]) {
  const seen: string[] = [];
  const last = await eventually(async () => {
    const s = await state();
    if (seen.at(-1) !== s.statusName) seen.push(s.statusName);
    return names.includes(s.statusName) ? s : undefined;
  });
  return { last, seen };
}

describe('a purchase', () => {
  it('moves through the spec §4 steps and credits points + bonus once the payment is captured', async () => {
    const before = await balance('BA2000001');
    // 15,000 points: the band with a running fixed bonus of 1,000.
    const { res, id, state } = await create('BA2000001', 'purchase', {
      ...pm,
      numberOfPoints: 15000,
      currency: 'GBP',
    });
    expect(res.status).toBe(201);
    expect(id).toMatch(/^p[0-9a-f]+$/);
    const first = await state();
    expect(['start_transaction', 'payment_session']).toContain(first.statusName);
    await until(state, ['payment_session']);
    expect(await balance('BA2000001')).toBe(before);
    await sb.pay(first.payload.paymentSession.id, TEST_CARDS.authorised);
    // payment_captured is the first step the shop reads as done (spec §4): credited by then.
    await until(state, ['payment_captured', 'transaction_complete']);
    expect(await balance('BA2000001')).toBe(before + 16000);
    const { last, seen } = await until(state, ['transaction_complete']);
    expect(seen).toEqual(
      ['payment_authorised', 'credit_points', 'payment_captured', 'transaction_complete'].slice(
        4 - seen.length,
      ),
    );
    expect(last.payload).toMatchObject({
      aviosAmount: 15000,
      aviosBonusAmount: 1000,
      currency: 'GBP',
    });
    expect(await balance('BA2000001')).toBe(before + 16000);
  });

  it('a declined card fails it with errorCode 101 and changes nothing', async () => {
    const before = await balance('IB1000001');
    const { state } = await create('IB1000001', 'purchase', {
      ...pm,
      numberOfPoints: 2000,
      currency: 'EUR',
    });
    const s = await state();
    expect(await sb.pay(s.payload.paymentSession.id, TEST_CARDS.refused)).toEqual({
      resultCode: 'Refused',
      refusalReason: 'Refused',
    });
    const { last } = await until(state, ['transaction_failed']);
    expect(last.payload.errorCode).toBe(101);
    expect(await balance('IB1000001')).toBe(before);
  });

  it.each([
    ['123456', 'transaction_complete', 2000],
    ['000000', 'transaction_failed', 0],
  ])('3-D Secure code %s ends in %s', async (code, end, credited) => {
    const before = await balance('EI3000001');
    const { state } = await create('EI3000001', 'purchase', {
      ...pm,
      numberOfPoints: 2000,
      currency: 'EUR',
    });
    const session = (await state()).payload.paymentSession.id;
    expect(await sb.pay(session, TEST_CARDS.challenge)).toEqual({ resultCode: 'ChallengeShopper' });
    const answer = await fetch(`${sb.urls.payments}/sessions/${session}/challenge`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    }).then((r) => r.json());
    expect(answer).toMatchObject({ resultCode: credited ? 'Authorised' : 'Refused' });
    const { last } = await until(state, [end]);
    if (!credited) expect(last.payload.errorCode).toBe(102);
    expect(await balance('EI3000001')).toBe(before + credited);
  });

  it('the same Idempotency-Key answers the same transaction; paying twice charges once', async () => {
    const body = { ...pm, numberOfPoints: 3000, currency: 'GBP' };
    const before = await balance('BA2000001');
    const a = await create('BA2000001', 'purchase', body, { key: 'draft-LCL_abc' });
    const b = await create('BA2000001', 'purchase', body, { key: 'draft-LCL_abc' });
    expect(b.id).toBe(a.id);
    expect([a.res.status, b.res.status]).toEqual([201, 200]);
    const session = (await a.state()).payload.paymentSession.id;
    await Promise.all([
      sb.pay(session, TEST_CARDS.authorised),
      sb.pay(session, TEST_CARDS.authorised),
    ]);
    expect(await sb.pay(session, TEST_CARDS.refused)).toEqual({ resultCode: 'Authorised' });
    await until(a.state, ['transaction_complete']);
    await new Promise((r) => setTimeout(r, 150));
    expect(sb.store.paymentSessions.get(session)!.charges).toBe(1);
    expect(await balance('BA2000001')).toBe(before + 3000);
  });

  it("another member's transaction is not found", async () => {
    const { id } = await create('BA2000001', 'purchase', {
      ...pm,
      numberOfPoints: 2000,
      currency: 'GBP',
    });
    const res = await sb.call(`/transactions/${id}/state?partner=ba`, {
      token: await sb.token('BA2000003'),
    });
    expect(res.status).toBe(404);
  });
});

describe('gift, transfer and booster', () => {
  it('a gift credits the recipient, not the giver', async () => {
    const [giver, receiver] = [await balance('IB1000001'), await balance('IB1000002')];
    const { id, state } = await create('IB1000001', 'gift', {
      ...pm,
      numberOfPoints: 2000,
      currency: 'EUR',
      issueDate: '2030-01-01',
      message: 'Hola',
      targetAccount: {
        ffpNumber: 'IB1000002',
        email: 'MATEO.RUIZ@example.com',
        firstName: 'Mateo',
        lastName: 'Ruiz',
      },
    });
    expect(id).toMatch(/^g/);
    await sb.pay((await state()).payload.paymentSession.id, TEST_CARDS.authorised);
    await until(state, ['transaction_complete']);
    expect([await balance('IB1000001'), await balance('IB1000002')]).toEqual([
      giver,
      receiver + 2000,
    ]);
  });

  it('a transfer moves points from the sender to the recipient', async () => {
    const [from, to] = [await balance('EI3000001'), await balance('EI3000002')];
    const { id, state } = await create(
      'EI3000001',
      'transfer',
      {
        ...pm,
        numberOfPoints: 5000,
        currency: 'EUR',
        issueDate: '2030-01-01',
        message: '',
        targetAccount: {
          ffpNumber: 'EI3000002',
          email: 'sean.murphy@example.com',
          firstName: 'Sean',
          lastName: 'Murphy',
        },
      },
      { scope: STEP_UP_SCOPE },
    );
    expect(id).toMatch(/^t/);
    await sb.pay((await state()).payload.paymentSession.id, TEST_CARDS.authorised);
    await until(state, ['transaction_complete']);
    expect([await balance('EI3000001'), await balance('EI3000002')]).toEqual([
      from - 5000,
      to + 5000,
    ]);
  });

  it("a transfer the sender's balance no longer covers fails with 60 and moves no points", async () => {
    // spec §4/§8 (api_error_60): each transfer is covered when created; the first one to
    // complete leaves too little for the second, which fails without touching either balance.
    const transfer = () =>
      create(
        'EI3000001',
        'transfer',
        {
          ...pm,
          numberOfPoints: 5000,
          currency: 'EUR',
          issueDate: '2030-01-01',
          message: '',
          targetAccount: {
            ffpNumber: 'EI3000002',
            email: 'sean.murphy@example.com',
            firstName: 'Sean',
            lastName: 'Murphy',
          },
        },
        { scope: STEP_UP_SCOPE },
      );
    const [from, to] = [await balance('EI3000001'), await balance('EI3000002')];
    expect(from).toBeGreaterThanOrEqual(5000);
    expect(from).toBeLessThan(10000);
    const first = await transfer();
    const second = await transfer();
    expect([first.res.status, second.res.status]).toEqual([201, 201]);
    await sb.pay((await first.state()).payload.paymentSession.id, TEST_CARDS.authorised);
    await until(first.state, ['transaction_complete']);
    const [afterFirst, toAfterFirst] = [from - 5000, to + 5000];
    expect([await balance('EI3000001'), await balance('EI3000002')]).toEqual([
      afterFirst,
      toAfterFirst,
    ]);
    await sb.pay((await second.state()).payload.paymentSession.id, TEST_CARDS.authorised);
    const { last, seen } = await until(second.state, [
      'transaction_failed',
      'transaction_complete',
    ]);
    expect(last.statusName).toBe('transaction_failed');
    expect(last.payload.errorCode).toBe(60);
    expect(seen).not.toContain('payment_captured');
    expect([await balance('EI3000001'), await balance('EI3000002')]).toEqual([
      afterFirst,
      toAfterFirst,
    ]);
  });

  it('a boost credits earned points times the multiplier and marks the transactions boosted', async () => {
    const before = await balance('BA2000001');
    const { id, state } = await create('BA2000001', 'booster', {
      ...pm,
      numberOfPoints: 0,
      currency: 'GBP',
      glpTransactionIds: ['ba2000001-glp-1', 'ba2000001-glp-4'],
      multiplier: 3,
    });
    expect(id).toMatch(/^bb/);
    const s = await state();
    expect(s.payload).toMatchObject({
      additionalData: { multiplier: 3, qualifyingAviosAmount: 2750, aviosAmount: 8250 },
    });
    await sb.pay(s.payload.paymentSession.id, TEST_CARDS.authorised);
    await until(state, ['transaction_complete']);
    expect(await balance('BA2000001')).toBe(before + 8250);
    const again = await create('BA2000001', 'booster', {
      ...pm,
      currency: 'GBP',
      glpTransactionIds: ['ba2000001-glp-1'],
      multiplier: 1,
    });
    expect(again.res.status).toBe(400);
  });
});
