// spec §7 GET /products/{product}/prices with targetFfpNumber: a gift or transfer is priced
// for its recipient (the seeded BA2000009 costs 20% more, BA2000010 has no offer), and the
// transaction is priced and charged the same way, so checkout charges what the shop showed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandFor, bandsForRecipient, priceBands } from '../store/pricing';
import type { PriceBand } from '../store/pricing';
import { STEP_UP_SCOPE, startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const SENDER = 'BA2000001';
const PRICIER = {
  ffpNumber: 'BA2000009',
  email: 'daniel.reid@example.com',
  firstName: 'Daniel',
  lastName: 'Reid',
};
const NO_OFFER = {
  ffpNumber: 'BA2000010',
  email: 'grace.hall@example.com',
  firstName: 'Grace',
  lastName: 'Hall',
};
const STANDARD = {
  ffpNumber: 'BA2000003',
  email: 'harry.wilson@example.com',
  firstName: 'Harry',
  lastName: 'Wilson',
};

async function prices(product: 'gift' | 'transfer', query: string): Promise<PriceBand[]> {
  const res = await sb.call(`/products/${product}/prices?partner=ba&${query}`, {
    token: await sb.token(SENDER),
  });
  expect(res.status).toBe(200);
  return res.body as PriceBand[];
}

function create(product: 'gift' | 'transfer', points: number, target: typeof PRICIER) {
  return async () =>
    sb.call(`/transactions?product=${product}&partner=ba`, {
      token: await sb.token(SENDER, product === 'transfer' ? { scope: STEP_UP_SCOPE } : {}),
      headers: { 'Idempotency-Key': `${product}-${target.ffpNumber}-${points}` },
      body: {
        paymentMethodDetails: { version: '2' },
        numberOfPoints: points,
        currency: 'GBP',
        issueDate: '2030-01-01',
        message: '',
        targetAccount: target,
      },
    });
}

describe('bandsForRecipient', () => {
  const bands = priceBands('ba', 'gift');

  it('no recipient pricing: the bands as they are', () => {
    expect(bandsForRecipient(bands, undefined)).toBe(bands);
  });

  it('a factor scales every price per point in every currency, rounded to 4 places', () => {
    const scaled = bandsForRecipient(bands, { factor: 1.2 });
    scaled.forEach((band, i) => {
      for (const c of ['GBP', 'USD', 'EUR'] as const) {
        expect(band.price[c]).toBe(Math.round(bands[i]!.price[c] * 1.2 * 10_000) / 10_000);
      }
      expect(band.available).toBe(true);
    });
  });

  it('unavailable: every band unavailable, prices kept', () => {
    const closed = bandsForRecipient(bands, 'unavailable');
    expect(closed.every((b) => b.available === false)).toBe(true);
    expect(closed.map((b) => b.price)).toEqual(bands.map((b) => b.price));
  });
});

describe('prices for a recipient (spec §7 aviosAmount, targetFfpNumber)', () => {
  it.each(['gift', 'transfer'] as const)(
    '%s: BA2000009 is priced 20% higher than the standard recipient BA2000003',
    async (product) => {
      const standard = await prices(product, 'aviosAmount=2000&targetFfpNumber=BA2000003');
      const pricier = await prices(product, 'aviosAmount=2000&targetFfpNumber=BA2000009');
      const untargeted = await prices(product, 'aviosAmount=2000');
      expect(standard.map((b) => b.price)).toEqual(untargeted.map((b) => b.price));
      expect(pricier.map((b) => b.price.GBP)).toEqual(
        standard.map((b) => Math.round(b.price.GBP * 1.2 * 10_000) / 10_000),
      );
      expect(pricier.map((b) => b.available)).toEqual(standard.map((b) => b.available));
    },
  );

  it.each(['gift', 'transfer'] as const)(
    '%s: BA2000010 has no offer, every band unavailable',
    async (product) => {
      const bands = await prices(product, 'aviosAmount=2000&targetFfpNumber=BA2000010');
      expect(bands.length).toBeGreaterThan(0);
      expect(bands.every((b) => b.available === false)).toBe(true);
    },
  );
});

describe('a transaction to a recipient is priced and charged as its prices said', () => {
  it.each([
    ['gift', 2000],
    ['transfer', 1000],
  ] as const)('%s of %i points to BA2000009', async (product, points) => {
    const [band] = (
      await prices(product, `aviosAmount=${points}&targetFfpNumber=BA2000009`)
    ).filter((b) => points >= b.lower && points <= b.upper);
    const res = await create(product, points, PRICIER)();
    expect(res.status).toBe(201);
    const { id } = res.body as { id: string };
    const state = await sb.call(`/transactions/${id}/state?partner=ba`, {
      token: await sb.token(SENDER),
    });
    const payload = (state.body as { payload: { pricePerPoint: number } }).payload;
    expect(payload.pricePerPoint).toBe(band!.price.GBP);
    const tx = sb.store.transactions.get(id)!;
    expect(tx.totalPrice).toBe(Math.round(points * band!.price.GBP * 100) / 100);
    const standard = bandFor(priceBands('ba', product), points)!.price.GBP;
    expect(tx.pricePerPoint).toBeGreaterThan(standard);
  });

  it.each(['gift', 'transfer'] as const)(
    '%s to BA2000010 is refused and nothing is created',
    async (product) => {
      const before = sb.store.transactions.size;
      const res = await create(product, 2000, NO_OFFER)();
      expect(res.status).toBe(400);
      expect(sb.store.transactions.size).toBe(before);
    },
  );

  it('a gift to the standard recipient keeps the standard price', async () => {
    const res = await create('gift', 2000, STANDARD)();
    expect(res.status).toBe(201);
    const tx = sb.store.transactions.get((res.body as { id: string }).id)!;
    expect(tx.pricePerPoint).toBe(bandFor(priceBands('ba', 'gift'), 2000)!.price.GBP);
  });
});
