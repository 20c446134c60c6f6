// The control API: faults take effect on matching calls and clear, maintenance answers
// 503, reset restores the seed, members are listed with balances.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STEP_UP_SCOPE, startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.call('/__sandbox/reset', { method: 'POST' });
});

const fault = (body: unknown) => sb.call('/__sandbox/faults', { method: 'POST', body });

describe('faults', () => {
  it('a status fault answers that status on matching calls only, as many times as asked', async () => {
    expect((await fault({ path: '^/products\\?', status: 500, times: 2 })).status).toBe(201);
    expect((await sb.call('/products?partner=ib')).status).toBe(500);
    expect((await sb.call('/products/purchase/prices/generic?partner=ib')).status).toBe(200);
    expect((await sb.call('/products?partner=ib')).status).toBe(500);
    expect((await sb.call('/products?partner=ib')).status).toBe(200);
  });

  it('a malformed body has the wrong shape, with status 200 unless one is given', async () => {
    await fault({ path: 'prices/generic', body: 'malformed' });
    const res = await sb.call('/products/gift/prices/generic?partner=ba');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(false);
  });

  it('a body object is answered as given (an errorCode on demand)', async () => {
    await fault({ path: '/users/current/balance', status: 400, body: { errorCode: 60 } });
    const res = await sb.call('/users/current/balance?partner=ib', {
      token: await sb.token('IB1000001'),
    });
    expect([res.status, res.body]).toEqual([400, { errorCode: 60 }]);
  });

  it('a delay slows the call, then it answers normally', async () => {
    await fault({ path: '/products', delayMs: 200, times: 1 });
    const start = Date.now();
    const res = await sb.call('/products?partner=ba');
    expect(Date.now() - start).toBeGreaterThanOrEqual(190);
    expect(res.status).toBe(200);
  });

  it('DELETE clears every fault', async () => {
    await fault({ path: '.', status: 503 });
    expect((await sb.call('/products?partner=ib')).status).toBe(503);
    expect((await sb.call('/__sandbox/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await sb.call('/products?partner=ib')).status).toBe(200);
  });

  it.each<[object, string]>([
    [{}, 'no path'],
    [{ path: '(' }, 'a broken regular expression'],
    [{ path: 'x' }, 'nothing to do'],
    [{ path: 'x', status: 99 }, 'an impossible status'],
    [{ path: 'x', body: 'weird' }, 'an unknown body'],
  ])('%j is refused (%s)', async (body) => {
    const res = await fault(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_fault' });
  });
});

describe('maintenance, reset, members', () => {
  it('maintenance makes every purchase API call answer 503 until switched off', async () => {
    await sb.call('/__sandbox/maintenance', { body: { on: true } });
    expect((await sb.call('/products?partner=ib')).status).toBe(503);
    expect((await sb.call('/__sandbox/health')).body).toMatchObject({
      status: 'ok',
      maintenance: true,
    });
    await sb.call('/__sandbox/maintenance', { body: { on: false } });
    expect((await sb.call('/products?partner=ib')).status).toBe(200);
  });

  it('reset restores balances and clears faults and maintenance', async () => {
    sb.store.member('BA2000001')!.balance = 1;
    await fault({ path: '.', status: 500 });
    await sb.call('/__sandbox/maintenance', { body: { on: true } });
    await sb.call('/__sandbox/reset', { method: 'POST' });
    expect((await sb.call('/products?partner=ba')).status).toBe(200);
    const { body } = await sb.call('/__sandbox/members');
    expect(body).toContainEqual(
      expect.objectContaining({ ffpNumber: 'BA2000001', balance: 48_500 }),
    );
  });

  it('lists the seeded members of the issue with their balances', async () => {
    const { body } = await sb.call('/__sandbox/members');
    const balances = Object.fromEntries(
      (body as { ffpNumber: string; balance: number }[]).map((m) => [m.ffpNumber, m.balance]),
    );
    expect(balances).toMatchObject({
      IB1000001: 12_000,
      IB1000002: 3_000,
      BA2000001: 48_500,
      BA2000002: 900,
      BA2000003: 20_000,
      EI3000001: 7_250,
    });
  });

  it('CORS allows the configured origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${sb.urls.purchaseApi}/products?partner=ib`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const ok = await preflight('http://localhost:5173');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    expect((await preflight('http://evil.example')).status).toBe(403);
  });
});

describe('re-authentication for transfers (spec §4 mfa_pending)', () => {
  const transfer = async () =>
    sb.call('/transactions?product=transfer&partner=ba', {
      token: await sb.token('BA2000001', { scope: STEP_UP_SCOPE }),
      body: {
        paymentMethodDetails: { version: '2' },
        numberOfPoints: 1000,
        currency: 'GBP',
        issueDate: '2030-01-01',
        message: '',
        targetAccount: {
          ffpNumber: 'BA2000003',
          email: 'harry.wilson@example.com',
          firstName: 'Harry',
          lastName: 'Wilson',
        },
      },
    });

  it('a fresh step-up token transfers without a redirect', async () => {
    const res = await transfer();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ redirectUrl: null, followRedirect: false });
  });

  it('with a maximum age of 0 every transfer asks to sign in again, still created; reset restores the default', async () => {
    const set = await sb.call('/__sandbox/step-up-max-age', {
      method: 'POST',
      body: { seconds: 0 },
    });
    expect([set.status, set.body]).toEqual([200, { seconds: 0 }]);
    const res = await transfer();
    expect(res.status).toBe(201);
    const body = res.body as { id: string; redirectUrl: string; followRedirect: boolean };
    expect(body.followRedirect).toBe(true);
    expect(body.redirectUrl).toMatch(/^http:\/\/localhost:\d+\/authorize$/);
    expect(body.id).toMatch(/^t/);

    await sb.call('/__sandbox/reset', { method: 'POST' });
    expect((await transfer()).body).toMatchObject({ followRedirect: false });
  });

  it.each([[{}], [{ seconds: -1 }], [{ seconds: 1.5 }], [{ seconds: '5' }]])(
    '%j is refused with 400',
    async (body) => {
      expect((await sb.call('/__sandbox/step-up-max-age', { method: 'POST', body })).status).toBe(
        400,
      );
    },
  );
});

describe('the yearly transfer limit (spec §8 transfer_disabled)', () => {
  it('BA2000006 has transferred the limit: every transfer band is unavailable and a transfer is refused', async () => {
    const token = await sb.token('BA2000006', { scope: STEP_UP_SCOPE });
    const prices = await sb.call('/products/transfer/prices?partner=ba', { token });
    expect(prices.status).toBe(200);
    expect((prices.body as { available?: boolean }[]).every((b) => b.available === false)).toBe(
      true,
    );
    const res = await sb.call('/transactions?product=transfer&partner=ba', {
      token,
      body: {
        paymentMethodDetails: { version: '2' },
        numberOfPoints: 1000,
        currency: 'GBP',
        issueDate: '2030-01-01',
        message: '',
        targetAccount: {
          ffpNumber: 'BA2000003',
          email: 'harry.wilson@example.com',
          firstName: 'Harry',
          lastName: 'Wilson',
        },
      },
    });
    expect(res.status).toBe(400);
  });

  it('BA2000001 may move up to its balance: the bands within it are available', async () => {
    const token = await sb.token('BA2000001', { scope: STEP_UP_SCOPE });
    const prices = await sb.call('/products/transfer/prices?partner=ba', { token });
    const bands = prices.body as { lower: number; available?: boolean }[];
    expect(bands.filter((b) => b.available).map((b) => b.lower)).toContain(1000);
  });
});
