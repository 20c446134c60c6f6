// The generic fallback (spec §7 `POST /transaction/new`, `GET /transaction/data`; spec §4
// "other prefixes use a generic endpoint"): a draft posted as it is becomes a transaction
// with a generic id, which the data endpoint answers through to its outcome.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactionTypeFromId } from '../../../sdk/src/rules/transactionTypeFromId';
import * as api from '../../../sdk/src/schemas/index';
import { TEST_CARDS } from '../payments/server';
import { eventually, startTestSandbox } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.call('/__sandbox/reset', { method: 'POST' });
});

const draft = {
  id: 'LCL_ab12',
  type: 'purchase',
  creationDate: Date.now(),
  currency: 'EUR',
  data: { purchaseAvios: 3000 },
};

async function createGeneric(token: string, key = draft.id) {
  return sb.call('/transaction/new?partner=ib', {
    token,
    body: draft,
    headers: { 'Idempotency-Key': key },
  });
}

type Data = {
  id: string;
  statusName: string;
  payload: { paymentSession?: { id: string } };
};

describe('generic fallback', () => {
  it('POST /transaction/new answers an id whose prefix names no product (spec §4: generic)', async () => {
    const created = await createGeneric(await sb.token('IB1000001'));
    expect(created.status).toBe(201);
    expect(api.transactionCreatedSchema.safeParse(created.body).success).toBe(true);
    const { id } = created.body as { id: string };
    expect(transactionTypeFromId(id)).toBe('generic');
  });

  it('the same Idempotency-Key from the same member answers the same transaction', async () => {
    const token = await sb.token('IB1000001');
    const first = (await createGeneric(token)).body as { id: string };
    const again = await createGeneric(token);
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe(first.id);
    const other = (await createGeneric(token, 'LCL_cd34')).body as { id: string };
    expect(other.id).not.toBe(first.id);
  });

  it('GET /transaction/data answers the transaction, schema-valid, from payment to done, and the points arrive', async () => {
    const token = await sb.token('IB1000001');
    const balance = async () =>
      ((await sb.call('/users/current/balance?partner=ib', { token })).body as { amount: number })
        .amount;
    const before = await balance();
    const { id } = (await createGeneric(token)).body as { id: string };
    const read = async () => {
      const { status, body } = await sb.call(`/transaction/data?transactionId=${id}&partner=ib`, {
        token,
      });
      expect(status).toBe(200);
      const parsed = api.transactionDataSchema.safeParse(body);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      return body as Data;
    };
    const waiting = await eventually(async () => {
      const data = await read();
      return data.payload.paymentSession ? data : undefined;
    });
    expect(waiting).toMatchObject({
      id,
      type: 'purchase',
      payload: { aviosAmount: 3000, currency: 'EUR' },
    });
    await sb.pay(waiting.payload.paymentSession!.id, TEST_CARDS.authorised);
    await eventually(async () => {
      const data = await read();
      return data.statusName === 'transaction_complete' ? data : undefined;
    });
    expect(await balance()).toBeGreaterThanOrEqual(before + 3000);
  });

  it("another member's generic id, or none, is 404", async () => {
    const { id } = (await createGeneric(await sb.token('IB1000001'))).body as { id: string };
    const stranger = await sb.token('BA2000001');
    expect(
      (await sb.call(`/transaction/data?transactionId=${id}&partner=ba`, { token: stranger }))
        .status,
    ).toBe(404);
    expect(
      (await sb.call('/transaction/data?partner=ib', { token: await sb.token('IB1000001') }))
        .status,
    ).toBe(404);
  });
});
