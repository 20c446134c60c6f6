// The checkout snapshot says the product of its transaction (spec §4: the id prefix), so no
// reader turns an id into a product itself; each product is read and created where its row
// of the product table says (spec §7).
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/apiClient';
import type { GenericTransactionClient } from '../api/genericTransactionClient';
import { SdkError } from '../errors/sdkError';
import { PRODUCTS, productRow } from '../rules/products';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import { transactionStateFixture } from '../schemas/fixtures';
import { createCheckout } from './checkoutController';
import { IDLE, transition } from './checkoutMachine';
import type { CheckoutEvent, CheckoutState } from './checkoutMachine';
import { createDraftStore } from './draftStore';
import { readTransaction } from './readTransaction';
import { transactionRequestFromDraft } from './transactionRequest';

const session = { id: 'ps_1', sessionData: 'opaque' };
const details = { ...transactionStateFixture, statusName: 'payment_session' };
const error = new SdkError('network_error_500', { status: 500 });

/** The states a transaction passes through, from opening it to its result. */
function journey(id: string): CheckoutState[] {
  const events: CheckoutEvent[] = [
    { type: 'open', transactionId: id },
    { type: 'open_done', transactionId: id, details, checkoutStatus: 'payment_pending', session },
    { type: 'pay' },
    { type: 'pay_done', transactionId: id, result: { status: 'challenge' } },
    { type: 'pay' },
    { type: 'pay_done', transactionId: id, result: { status: 'authorised' } },
    { type: 'poll', transactionId: id },
    { type: 'poll_update', transactionId: id, checkoutStatus: 'payment_pending', details },
    { type: 'poll_done', transactionId: id, checkoutStatus: 'done', details },
  ];
  const states: CheckoutState[] = [];
  let state = IDLE;
  for (const event of events) {
    state = transition(state, event);
    states.push(state);
  }
  return states;
}

const productOf = (state: CheckoutState) => ('productType' in state ? state.productType : 'none');

describe('the checkout snapshot names the product of its transaction (spec §4 id prefix)', () => {
  it.each([
    ['p1', 'purchase'],
    ['g1', 'gift'],
    ['gwd1', 'gift'],
    ['t1', 'transfer'],
    ['bb1', 'booster'],
    ['sub1', 'subscription'],
  ] as const)('%s is a %s transaction in every state from opening to its result', (id, type) => {
    const states = journey(id);
    expect(states.map((s) => s.status)).toEqual([
      'loading',
      'payment',
      'paying',
      'challenge',
      'paying',
      'navigating',
      'polling',
      'polling',
      'finished',
    ]);
    expect(states.map(productOf)).toEqual(states.map(() => type));
  });

  it.each(['x1', 'P1', 'BB1', 'SUB1', 'LCL_ab12', '', ' p1', '../sub1', '%70%31'])(
    'a tampered or unknown id (%j) is a generic transaction, never a guessed product',
    (id) => {
      const states = journey(id);
      expect(states.map(productOf)).toEqual(states.map(() => 'generic'));
    },
  );

  it('a created transaction is named by the id the purchase API gave it', () => {
    const draft: CheckoutDraft = {
      id: 'LCL_1',
      type: 'booster',
      creationDate: 1,
      currency: 'GBP',
      data: { numberOfPoints: 900, glpTransactionIds: ['a'], multiplier: 2 },
    };
    const created = transition(
      { status: 'submitting', draft },
      { type: 'submit_done', transactionId: 'bb9' },
    );
    expect(created).toMatchObject({ status: 'navigating', transactionId: 'bb9' });
    expect(productOf(created)).toBe('booster');
  });

  it('a failed open, a missing transaction and an unknown outcome still name it', () => {
    const loading = transition(IDLE, { type: 'open', transactionId: 'sub4' });
    const polling = transition(IDLE, { type: 'poll', transactionId: 'sub4' });
    const target = { type: 'route', route: '/subscription' } as const;
    const ends = [
      transition(loading, { type: 'open_failed', transactionId: 'sub4', error }),
      transition(loading, { type: 'open_failed', transactionId: 'sub4', error, target }),
      transition(polling, { type: 'poll_missing', transactionId: 'sub4', error, target }),
      transition(polling, { type: 'poll_failed', transactionId: 'sub4', error }),
    ];
    expect(ends.map((s) => s.status)).toEqual(['error', 'navigating', 'navigating', 'unknown']);
    expect(ends.map(productOf)).toEqual(ends.map(() => 'subscription'));
  });

  it('a state about no transaction names no product', () => {
    const failed = transition(
      {
        status: 'submitting',
        draft: { id: 'LCL_1', type: 'purchase', creationDate: 1, currency: 'GBP', data: {} },
      },
      { type: 'submit_failed', error },
    );
    expect(productOf(failed)).toBe('none');
    expect(productOf(IDLE)).toBe('none');
  });
});

function clients() {
  const api = {
    getTransactionState: vi.fn(async () => details),
    getSubscription: vi.fn(async () => ({
      id: 'sub1',
      subscriptionStatus: 'unverified' as const,
      paymentSession: session,
    })),
  };
  const generic = {
    getData: vi.fn(async () => ({ id: 'x1', type: 'purchase', ...details })),
  };
  return { api, generic };
}

/** The read calls made, by method. */
function callsOf({ api, generic }: ReturnType<typeof clients>): Record<string, unknown[][]> {
  const all = {
    getTransactionState: api.getTransactionState.mock.calls,
    getSubscription: api.getSubscription.mock.calls,
    getData: generic.getData.mock.calls,
  };
  return Object.fromEntries(Object.entries(all).filter(([, calls]) => calls.length > 0));
}

describe('each transaction is read where its product row says (spec §4, §7)', () => {
  it.each([
    ['p1', 'purchase', 'getTransactionState'],
    ['gwd1', 'gift', 'getTransactionState'],
    ['t1', 'transfer', 'getTransactionState'],
    ['bb1', 'booster', 'getTransactionState'],
    ['sub1', 'subscription', 'getSubscription'],
    ['x1', 'generic', 'getData'],
    ['BB1', 'generic', 'getData'],
  ] as const)('%s: the snapshot says %s, read through %s', async (id, type, method) => {
    const { api, generic } = clients();
    const checkout = createCheckout({
      api: api as unknown as ApiClient,
      generic: generic as unknown as GenericTransactionClient,
      draftStore: createDraftStore(),
      logger: { error: vi.fn() },
    });
    const opened = await checkout.open(id);
    expect(opened.status).toBe('payment');
    expect(productOf(opened)).toBe(type);
    expect(callsOf({ api, generic })).toEqual({ [method]: [[id]] });
    // the elements' hosted checkout reads it the same way
    const again = clients();
    await readTransaction(again, id);
    expect(callsOf(again)).toEqual({ [method]: [[id]] });
  });
});

describe("each product's draft is created where its row says (spec §7)", () => {
  const base = { id: 'LCL_1', creationDate: 1, currency: 'EUR' as const };
  const target = { ffpNumber: '9', email: 'b@c.d', firstName: 'B', lastName: 'C' };
  it.each<CheckoutDraft>([
    { ...base, type: 'purchase', data: { purchaseAvios: 5000 } },
    { ...base, type: 'gift', data: { giftAvios: 2000, targetAccount: target } },
    { ...base, type: 'transfer', data: { transferAvios: 1000, targetAccount: target } },
    {
      ...base,
      type: 'booster',
      data: { numberOfPoints: 9, glpTransactionIds: ['a'], multiplier: 2 },
    },
    { ...base, type: 'subscription', data: { packageId: 'pkg', interval: 'monthly' } },
  ])('$type', (draft) => {
    const request = transactionRequestFromDraft(draft, 0);
    const endpoint = productRow(draft.type)?.endpoint;
    expect(endpoint).toBe(PRODUCTS[draft.type].endpoint);
    expect(request.kind).toBe(endpoint === 'subscriptions' ? 'subscription' : 'transaction');
    if (request.kind === 'transaction') expect(request.product).toBe(draft.type);
  });
});
