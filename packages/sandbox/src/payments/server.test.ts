// The payments service beyond cards: the wallet sheet (spec §2 wallet pay buttons) charges a
// session once and answers only a shop origin; faults reach it with a `/payments` prefix,
// including an answer lost after the charge.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';
import { TEST_CARDS } from './server';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox(15);
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.call('/__sandbox/reset', { method: 'POST' });
});

const SHOP = 'http://localhost:5173';

async function newSession(): Promise<string> {
  const token = await sb.token('BA2000001');
  const res = await sb.call('/transactions?product=purchase&partner=ba', {
    token,
    body: { paymentMethodDetails: { version: '2' }, numberOfPoints: 5000, currency: 'GBP' },
  });
  const id = (res.body as { id: string }).id;
  return eventually(async () => {
    const { body } = await sb.call(`/transactions/${id}/state?partner=ba`, { token });
    return (body as { payload?: { paymentSession?: { id: string } } }).payload?.paymentSession?.id;
  });
}

const pay = (path: string, body: unknown) =>
  fetch(`${sb.urls.payments}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const charges = (id: string) => sb.store.paymentSessions.get(id)!.charges;

describe('the wallet sheet', () => {
  it('is a page for a known session, a wallet and a shop origin, answering that origin only', async () => {
    const id = await newSession();
    const url = `${sb.urls.payments}/sessions/${id}/wallet?type=applepay&origin=${encodeURIComponent(SHOP)}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<h1>Apple Pay</h1>');
    expect(html).toContain(`"origin":"${SHOP}"`);
    expect(html).toMatch(/£\s?\d/);
  });

  it.each([
    ['an unknown wallet', 'type=cashpay&origin=' + encodeURIComponent(SHOP), 400],
    ['a foreign origin', 'type=googlepay&origin=' + encodeURIComponent('https://evil.test'), 400],
  ])('refuses %s', async (_label, query, status) => {
    const id = await newSession();
    expect((await fetch(`${sb.urls.payments}/sessions/${id}/wallet?${query}`)).status).toBe(status);
  });

  it('404s for an unknown session', async () => {
    const res = await fetch(
      `${sb.urls.payments}/sessions/nope/wallet?type=applepay&origin=${SHOP}`,
    );
    expect(res.status).toBe(404);
  });

  it('an approval charges once, however often it is sent', async () => {
    const id = await newSession();
    const answers = await Promise.all([
      pay(`/sessions/${id}/wallet`, { type: 'googlepay' }).then((r) => r.json()),
      pay(`/sessions/${id}/wallet`, { type: 'googlepay' }).then((r) => r.json()),
    ]);
    expect(answers).toEqual([{ resultCode: 'Authorised' }, { resultCode: 'Authorised' }]);
    expect(charges(id)).toBe(1);
  });
});

describe('faults on the payments service', () => {
  const fault = (spec: unknown) => sb.call('/__sandbox/faults', { body: spec });
  const card = {
    cardNumber: TEST_CARDS.authorised,
    expiryMonth: '12',
    expiryYear: '2030',
    cvc: '737',
    holderName: 'T',
  };

  it('answers the fault instead of paying: nothing charged', async () => {
    const id = await newSession();
    await fault({ path: '^/payments/sessions/[^/]+/payments$', status: 500, times: 1 });
    expect((await pay(`/sessions/${id}/payments`, card)).status).toBe(500);
    expect(charges(id)).toBe(0);
    // used once: the next call pays
    expect(await (await pay(`/sessions/${id}/payments`, card)).json()).toEqual({
      resultCode: 'Authorised',
    });
    expect(charges(id)).toBe(1);
  });

  it('after: the card is charged and the answer lost; paying again answers without a second charge', async () => {
    const id = await newSession();
    await fault({
      path: '^/payments/sessions/[^/]+/payments$',
      status: 502,
      after: true,
      times: 1,
    });
    expect((await pay(`/sessions/${id}/payments`, card)).status).toBe(502);
    expect(charges(id)).toBe(1);
    expect(await (await pay(`/sessions/${id}/payments`, card)).json()).toEqual({
      resultCode: 'Authorised',
    });
    expect(charges(id)).toBe(1);
  });

  it('drop: the connection closes without an answer', async () => {
    const id = await newSession();
    await fault({ path: `^/payments/sessions/${id}$`, drop: true, times: 1 });
    await expect(fetch(`${sb.urls.payments}/sessions/${id}`)).rejects.toThrow();
  });

  it.each([
    [{ path: 'x', drop: 'yes' }, '"drop" must be true or false.'],
    [
      { path: 'x', after: true, delayMs: 10 },
      '"after" needs an answer to replace: "status", "body" or "drop".',
    ],
  ])('refuses a fault that makes no sense: %j', async (spec, message) => {
    const res = await fault(spec);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });
});

describe('GET /__sandbox/charges', () => {
  it('lists each charged session once, with what it paid for; a reset forgets them', async () => {
    const id = await newSession();
    expect((await sb.call('/__sandbox/charges')).body).toEqual([]);
    await pay(`/sessions/${id}/wallet`, { type: 'applepay' });
    const { body } = await sb.call('/__sandbox/charges');
    expect(body).toEqual([
      {
        sessionId: id,
        reference: expect.stringMatching(/^p/),
        kind: 'transaction',
        amount: { value: expect.any(Number), currency: 'GBP' },
        charges: 1,
      },
    ]);
    await sb.call('/__sandbox/reset', { method: 'POST' });
    expect((await sb.call('/__sandbox/charges')).body).toEqual([]);
  });
});
