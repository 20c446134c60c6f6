import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/apiClient';
import type { GenericTransactionClient } from '../api/genericTransactionClient';
import { createErrorStore } from '../errors/errorStore';
import { SdkError } from '../errors/sdkError';
import { DRAFT_LIFETIME_MS } from '../rules/constants';
import { transactionStateFixture } from '../schemas/fixtures';
import type { TransactionState } from '../schemas/purchaseApi';
import type { PaymentProvider } from '../payments/paymentProvider';
import { createCheckout } from './checkoutController';
import { checkoutTargetPath } from './checkoutState';
import type { CheckoutOptions } from './checkoutController';
import { DRAFT_STORAGE_KEY, createDraftStore } from './draftStore';
import type { DraftStore } from './draftStore';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import { memoryStorage } from '../session/testing';

const session = { id: 'ps_1', sessionData: 'opaque' };
const state = (statusName: string, errorCode?: number): TransactionState => ({
  statusName,
  payload: {
    ...transactionStateFixture.payload,
    paymentSession: session,
    ...(errorCode === undefined ? {} : { errorCode }),
  },
});
const target = { ffpNumber: '9', email: 'b@c.d', firstName: 'B', lastName: 'C' };
const card = {
  cardNumber: '4111111111111111',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'A',
};

function setup(overrides: Partial<ApiClient> = {}, extra: Partial<CheckoutOptions> = {}) {
  const api = {
    createTransaction: vi.fn(async () => ({
      id: 'p100',
      redirectUrl: null,
      followRedirect: false,
    })),
    createSubscription: vi.fn(async () => ({ subscriptionID: 'sub100' })),
    getTransactionState: vi.fn(async () => state('payment_session')),
    getSubscription: vi.fn(async () => ({
      id: 'sub100',
      subscriptionStatus: 'unverified' as const,
      paymentSession: session,
    })),
    ...overrides,
  } as unknown as ApiClient;
  const generic = {
    create: vi.fn(async () => ({ id: 'n100', redirectUrl: null, followRedirect: false })),
    getData: vi.fn(async () => ({ id: 'x1', type: 'purchase', ...state('payment_session') })),
  } satisfies GenericTransactionClient;
  const storage = extra.draftStore ? memoryStorage() : memoryStorage();
  const draftStore = extra.draftStore ?? createDraftStore({ storage });
  const errors = createErrorStore();
  const logger = { error: vi.fn() };
  const checkout = createCheckout({ api, generic, draftStore, errors, logger, ...extra });
  return { api, generic, storage, draftStore, errors, logger, checkout };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('start and drafts', () => {
  it('starts editing a new draft and reuses it for the same type', () => {
    const { checkout } = setup();
    const first = checkout.start('purchase', { purchaseAvios: 5000 });
    expect(checkout.getSnapshot()).toEqual({ status: 'editing', draft: first });
    const again = checkout.start('purchase', { purchasePrice: 80 });
    expect(again.id).toBe(first.id);
    expect(again.data).toEqual({ purchaseAvios: 5000, purchasePrice: 80 });
  });

  it.each([
    [
      'tampered',
      JSON.stringify({
        id: 'LCL_1',
        type: 'purchase',
        creationDate: Date.now(),
        data: { purchaseAvios: 'all of them' },
      }),
    ],
    [
      'unknown type',
      JSON.stringify({ id: 'LCL_1', type: 'loan', creationDate: Date.now(), data: {} }),
    ],
    [
      'expired',
      JSON.stringify({
        id: 'LCL_1',
        type: 'purchase',
        creationDate: Date.now() - DRAFT_LIFETIME_MS - 1000,
        data: {},
      }),
    ],
    ['not JSON', 'LCL_1'],
  ])('discards a %s stored draft without throwing', (_label, raw) => {
    const storage = memoryStorage({ [DRAFT_STORAGE_KEY]: raw });
    const { checkout } = setup({}, { draftStore: createDraftStore({ storage }) });
    expect(() => checkout.getDraft()).not.toThrow();
    expect(checkout.getDraft()).toBeUndefined();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    const draft = checkout.start('purchase');
    expect(draft.id).not.toBe('LCL_1');
  });
});

describe('submit', () => {
  it('sends a draft whose type has no product endpoint to POST /transaction/new, the draft as body (spec §7 generic fallback)', async () => {
    const real = createDraftStore({ storage: memoryStorage() });
    const other = { ...real.create('purchase'), type: 'voucher' } as unknown as CheckoutDraft;
    const draftStore: DraftStore = {
      ...real,
      read: () => other,
      update: (patch) => ({ ...other, ...patch }) as CheckoutDraft,
    };
    const c = setup({}, { draftStore });
    c.checkout.start('purchase');
    expect(await c.checkout.submit()).toMatchObject({
      status: 'navigating',
      target: { type: 'checkout', transactionId: 'n100' },
    });
    expect(c.generic.create).toHaveBeenCalledWith(other, { idempotencyKey: other.id });
    expect(c.api.createTransaction).not.toHaveBeenCalled();
  });

  it('posts once for a double submit, with the draft id as idempotency key', async () => {
    const { api, checkout } = setup();
    const draft = checkout.start('purchase', { purchaseAvios: 5000 });
    const first = checkout.submit();
    const second = checkout.submit();
    expect(second).toBe(first);
    expect(checkout.getSnapshot().status).toBe('submitting');
    const result = await first;
    expect(api.createTransaction).toHaveBeenCalledTimes(1);
    expect(api.createTransaction).toHaveBeenCalledWith(
      'purchase',
      { paymentMethodDetails: { version: '2' }, numberOfPoints: 5000, currency: 'GBP' },
      { idempotencyKey: draft.id },
    );
    expect(result).toEqual({
      status: 'navigating',
      target: { type: 'checkout', transactionId: 'p100' },
      transactionId: 'p100',
      productType: 'purchase',
    });
    expect(checkout.getDraft()?.transactionId).toBe('p100');
    await checkout.submit();
    expect(api.createTransaction).toHaveBeenCalledTimes(1);
  });

  it('does not post a draft that was already submitted', async () => {
    const { api, checkout, draftStore } = setup();
    checkout.start('purchase', { purchaseAvios: 5000 });
    draftStore.update({ transactionId: 'p7' });
    const result = await checkout.submit();
    expect(api.createTransaction).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      status: 'navigating',
      target: { type: 'checkout', transactionId: 'p7' },
    });
  });

  it('creates a subscription through POST /subscriptions', async () => {
    const { api, checkout } = setup();
    const draft = checkout.start('subscription', { packageId: 'pkg-1', interval: 'annually' });
    const result = await checkout.submit();
    expect(api.createSubscription).toHaveBeenCalledWith(
      { packageId: 'pkg-1', type: 'annually' },
      { idempotencyKey: draft.id },
    );
    expect(result).toMatchObject({ target: { type: 'checkout', transactionId: 'sub100' } });
  });

  it('keeps an incomplete draft in error without posting', async () => {
    const { api, checkout, errors } = setup();
    checkout.start('gift', { giftAvios: 2000 });
    const result = await checkout.submit();
    expect(api.createTransaction).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      status: 'error',
      error: { code: 'schema_validation_failed', paths: ['data.targetAccount'] },
    });
    expect(errors.getSnapshot().global?.code).toBe('schema_validation_failed');
  });

  it.each([
    ['a 500', new SdkError('network_error_500', { status: 500 })],
    ['a timeout', new SdkError('network_error_cancel')],
    ['a malformed answer', new SdkError('schema_validation_failed', { paths: ['id'] })],
    ['a dropped connection', new TypeError('Failed to fetch')],
  ])(
    '%s on create says checkout_create_failed (nothing charged), and a retry uses the same key',
    async (_name, failure) => {
      const createTransaction = vi
        .fn()
        .mockRejectedValueOnce(failure)
        .mockResolvedValueOnce({ id: 'p7' });
      const { checkout, errors } = setup({ createTransaction });
      const draft = checkout.start('purchase', { purchaseAvios: 5000, purchasePrice: 92.5 });
      expect(await checkout.submit()).toMatchObject({
        status: 'error',
        error: { code: 'checkout_create_failed' },
      });
      expect(errors.getSnapshot().page?.code).toBe('checkout_create_failed');
      expect(await checkout.submit()).toMatchObject({ status: 'navigating', transactionId: 'p7' });
      expect(createTransaction.mock.calls.map((c) => c[2])).toEqual([
        { idempotencyKey: draft.id },
        { idempotencyKey: draft.id },
      ]);
    },
  );

  it('shows a business error and retries with the same key', async () => {
    const createTransaction = vi
      .fn()
      .mockRejectedValueOnce(new SdkError('api_error_65', { status: 422 }))
      .mockResolvedValueOnce({ id: 'g5' });
    const { checkout, errors } = setup({ createTransaction });
    const draft = checkout.start('gift', { giftAvios: 2000, targetAccount: target });
    expect((await checkout.submit()).status).toBe('error');
    expect(errors.getSnapshot().page?.code).toBe('api_error_65');
    checkout.update({ data: { targetAccount: { ...target, ffpNumber: '10' } } });
    expect(await checkout.submit()).toMatchObject({ status: 'navigating', transactionId: 'g5' });
    expect(createTransaction.mock.calls.map((c) => c[2])).toEqual([
      { idempotencyKey: draft.id },
      { idempotencyKey: draft.id },
    ]);
  });

  it('sends a transfer that asks for step-up to sign in once (spec §4 mfa_pending)', async () => {
    const { checkout } = setup({
      createTransaction: vi.fn(async () => ({
        id: 't1',
        redirectUrl: 'https://idp/mfa',
        followRedirect: true,
      })),
    });
    checkout.start('transfer', { transferAvios: 1000, targetAccount: target });
    expect(await checkout.submit()).toMatchObject({
      status: 'navigating',
      target: { type: 'reauthenticate', returnTo: '/checkout/t1', redirectUrl: 'https://idp/mfa' },
    });
    expect(checkout.getDraft()).toMatchObject({
      transactionId: 't1',
      followRedirect: false,
      status: 'mfa_pending',
    });
    // back from sign-in: the checkout opens at the payment step
    expect(await checkout.open('t1')).toMatchObject({ status: 'payment', session });
  });
});

describe('open (spec §4 Opening checkout)', () => {
  it.each<[string, TransactionState, object]>([
    [
      'payment_pending stays with the payment session',
      state('payment_session'),
      { status: 'payment', transactionId: 'p1', session },
    ],
    [
      'done goes to the result page',
      state('transaction_complete'),
      { status: 'navigating', target: { type: 'transaction', transactionId: 'p1' } },
    ],
    [
      'failed goes to the result page',
      state('payment_authorised', 3),
      { status: 'navigating', target: { type: 'transaction', transactionId: 'p1' } },
    ],
  ])('%s', async (_label, answer, expected) => {
    const { checkout } = setup({ getTransactionState: vi.fn(async () => answer) });
    expect(await checkout.open('p1')).toMatchObject(expected);
  });

  it('re-authenticates a transfer whose stored draft follows a redirect', async () => {
    const { checkout, draftStore } = setup();
    checkout.start('transfer', { transferAvios: 1000, targetAccount: target });
    draftStore.update({ transactionId: 't9', redirectUrl: '/mfa', followRedirect: true });
    expect(await checkout.open('t9')).toMatchObject({
      status: 'navigating',
      target: { type: 'reauthenticate', returnTo: '/checkout/t9' },
    });
    expect(checkout.getDraft()?.followRedirect).toBe(false);
  });

  it('saves the payment session on the matching draft', async () => {
    const { checkout, draftStore } = setup();
    checkout.start('purchase', { purchaseAvios: 5000 });
    draftStore.update({ transactionId: 'p1' });
    await checkout.open('p1');
    expect(checkout.getDraft()).toMatchObject({ payment: session, status: 'payment_pending' });
  });

  it.each<[string, string, (c: ReturnType<typeof setup>) => void, string]>([
    ['a gift id goes to the gift page', 'g123', () => {}, '/gift'],
    ['a booster id goes to the booster page', 'bb1', () => {}, '/booster'],
    [
      'an unknown id with a transfer draft goes to its recipient step',
      'zz1',
      (c) => void c.checkout.start('transfer'),
      '/transfer/recipient',
    ],
    ['an unknown id without a draft goes home', 'zz1', () => {}, '/'],
  ])('when loading fails, %s', async (_label, id, prepare, route) => {
    const failure = new SdkError('network_error_500', { status: 500 });
    const c = setup(
      { getTransactionState: vi.fn(async () => Promise.reject(failure)) },
      {
        generic: {
          create: vi.fn(async () => Promise.reject(failure)),
          getData: vi.fn(async () => Promise.reject(failure)),
        },
      },
    );
    prepare(c);
    expect(await c.checkout.open(id)).toMatchObject({
      status: 'navigating',
      target: { type: 'route', route },
      error: failure,
    });
    expect(c.errors.getSnapshot().global?.code ?? c.errors.getSnapshot().page?.code).toBe(
      'network_error_500',
    );
  });

  it.each([404, 403])(
    'a checkout that cannot be loaded (%i) says missing_transaction on the way to the product start (spec §8)',
    async (status) => {
      const notFound = new SdkError(`network_error_${status}`, { status });
      const c = setup({ getTransactionState: vi.fn(async () => Promise.reject(notFound)) });
      const next = await c.checkout.open('g123');
      expect(next).toMatchObject({
        status: 'navigating',
        target: { type: 'route', route: '/gift' },
      });
      expect((next as { error: SdkError }).error.code).toBe('missing_transaction');
      expect(c.errors.getSnapshot().page?.code).toBe('missing_transaction');
    },
  );

  it('logs an unhandled status as an error', async () => {
    const { checkout, logger } = setup({
      getTransactionState: vi.fn(async () => state('mystery_step')),
    });
    expect(await checkout.open('p1')).toMatchObject({
      status: 'error',
      error: { code: 'unhandled_error' },
    });
    expect(logger.error).toHaveBeenCalledWith('Unhandled transaction status', 'unhandled', 'p1');
  });

  it.each<[string, string, (c: ReturnType<typeof setup>) => unknown]>([
    ['sub100', 'GET /subscriptions/{id}', (c) => c.api.getSubscription],
    ['p100', 'GET /transactions/{id}/state', (c) => c.api.getTransactionState],
    // spec §4: other prefixes use the generic endpoint, through its own client (spec §7)
    ['LCL_abc', 'the generic client (GET /transaction/data)', (c) => c.generic.getData],
    ['n100', 'the generic client (GET /transaction/data)', (c) => c.generic.getData],
  ])('opens %s through %s', async (id, _call, method) => {
    const c = setup();
    expect(await c.checkout.open(id)).toMatchObject({ status: 'payment', session });
    expect(method(c)).toHaveBeenCalledWith(id);
    expect(c.api.getTransactionState).toHaveBeenCalledTimes(id === 'p100' ? 1 : 0);
  });

  it('polls an id of no known prefix through the generic client until it is done', async () => {
    const c = setup({}, { pollIntervalMs: 5 });
    c.generic.getData.mockResolvedValue({
      id: 'n100',
      type: 'purchase',
      ...state('transaction_complete'),
    });
    c.checkout.poll('n100');
    await vi.waitFor(() =>
      expect(c.checkout.getSnapshot()).toMatchObject({
        status: 'finished',
        checkoutStatus: 'done',
      }),
    );
    expect(c.generic.getData).toHaveBeenCalledWith('n100');
    expect(c.api.getTransactionState).not.toHaveBeenCalled();
  });
});

describe('pay', () => {
  const provider = (
    authorise: PaymentProvider['authorise'],
    challenge?: PaymentProvider['challenge'],
  ) =>
    ({
      kind: 'card-form',
      authorise: vi.fn(authorise),
      ...(challenge ? { challenge: vi.fn(challenge) } : {}),
    }) as PaymentProvider;

  it('goes to the result page once authorised', async () => {
    const payments = provider(async () => ({ status: 'authorised' }));
    const { checkout } = setup({}, { payments });
    await checkout.open('p1');
    const result = await checkout.pay(card);
    expect(payments.authorise).toHaveBeenCalledWith(session, card);
    expect(result).toMatchObject({
      status: 'navigating',
      target: { type: 'transaction', transactionId: 'p1' },
    });
  });

  it('asks for the 3-D Secure code, then continues', async () => {
    const payments = provider(
      async () => ({ status: 'challenge' }),
      async () => ({ status: 'authorised' }),
    );
    const { checkout } = setup({}, { payments });
    await checkout.open('p1');
    expect(await checkout.pay(card)).toMatchObject({ status: 'challenge', session });
    expect(await checkout.challenge('123456')).toMatchObject({ status: 'navigating' });
    expect(payments.challenge).toHaveBeenCalledWith(session, '123456');
  });

  it.each<[string, string, string]>([
    ['a failed payment call returns to the form', 'checkout_payment_form_error', 'payment'],
    [
      'a payment form that cannot load leaves checkout',
      'checkout_payment_form_failed_to_load',
      'navigating',
    ],
  ])('%s', async (_label, code, status) => {
    const payments = provider(async () => Promise.reject(new SdkError(code)));
    const { checkout, errors } = setup({}, { payments });
    await checkout.open('p1');
    const result = await checkout.pay(card);
    expect(result.status).toBe(status);
    expect(result).toMatchObject({ error: { code } });
    expect(errors.getSnapshot().page?.code).toBe(code);
    if (status === 'navigating')
      expect(result).toMatchObject({ target: { type: 'route', route: '/purchase' } });
  });

  it('a payment service failure whose charge went through goes to the result page, nothing shown', async () => {
    const payments = provider(async () =>
      Promise.reject(new SdkError('checkout_payment_service_failed')),
    );
    const getTransactionState = vi
      .fn()
      .mockResolvedValueOnce(state('payment_session'))
      .mockResolvedValueOnce(state('payment_authorised'));
    const { checkout, errors } = setup({ getTransactionState } as never, { payments });
    await checkout.open('p1');
    expect(await checkout.pay(card)).toMatchObject({
      status: 'navigating',
      target: { type: 'transaction', transactionId: 'p1' },
    });
    expect(errors.getSnapshot().page).toBeUndefined();
  });

  it('a payment service failure with nothing charged says so and stays on the form', async () => {
    const payments = provider(async () =>
      Promise.reject(new SdkError('checkout_payment_service_failed')),
    );
    const { checkout, errors } = setup({}, { payments });
    await checkout.open('p1');
    expect(await checkout.pay(card)).toMatchObject({
      status: 'payment',
      error: { code: 'checkout_payment_service_failed' },
    });
    expect(errors.getSnapshot().page?.code).toBe('checkout_payment_service_failed');
  });

  it('a payment that works after a failed one leaves no warning for the result page', async () => {
    const authorise = vi
      .fn()
      .mockRejectedValueOnce(new SdkError('checkout_payment_form_error'))
      .mockResolvedValueOnce({ status: 'authorised' });
    const { checkout, errors } = setup({}, { payments: provider(authorise) });
    await checkout.open('p1');
    await checkout.pay(card);
    expect(errors.getSnapshot().page?.code).toBe('checkout_payment_form_error');
    expect((await checkout.pay(card)).status).toBe('navigating');
    expect(errors.getSnapshot().page).toBeUndefined();
  });

  it('does nothing outside the payment step', async () => {
    const payments = provider(async () => ({ status: 'authorised' }));
    const { checkout } = setup({}, { payments });
    expect(await checkout.pay(card)).toEqual({ status: 'idle' });
    expect(payments.authorise).not.toHaveBeenCalled();
  });
});

describe('the payment form loads first (spec §8 payment form load failures)', () => {
  it.each<[string, unknown]>([
    ['an expired session', new SdkError('checkout_payment_form_failed_to_load')],
    ['a network error', new TypeError('Failed to fetch')],
    ['an implementation error', new Error('clientKey missing')],
  ])('%s takes the member to the product, the draft kept', async (_label, failure) => {
    const payments = {
      kind: 'card-form',
      load: vi.fn(async () => Promise.reject(failure)),
      authorise: vi.fn(),
    } as unknown as PaymentProvider;
    const { checkout, errors, draftStore } = setup({}, { payments });
    checkout.start('gift', { giftAvios: 5000 });
    draftStore.update({ transactionId: 'g1' });
    const result = await checkout.open('g1');
    expect(payments.load).toHaveBeenCalledWith(session);
    expect(result).toMatchObject({
      status: 'navigating',
      target: { type: 'route', route: '/gift' },
      error: { code: 'checkout_payment_form_failed_to_load' },
    });
    expect(errors.getSnapshot().page?.code).toBe('checkout_payment_form_failed_to_load');
    // kept for the product page, released from the transaction that cannot be paid
    expect(checkout.getDraft()).toMatchObject({ type: 'gift', data: { giftAvios: 5000 } });
    expect(checkout.getDraft()?.transactionId).toBeUndefined();
  });

  it('shows the form once the session loads', async () => {
    const payments = { kind: 'card-form', load: vi.fn(async () => {}) } as PaymentProvider;
    const { checkout } = setup({}, { payments });
    expect(await checkout.open('p1')).toMatchObject({ status: 'payment', session });
  });
});

describe('wallets and drop-ins', () => {
  const wallet = (pay: NonNullable<PaymentProvider['payWithWallet']>) =>
    ({
      kind: 'card-form',
      wallets: ['applepay'],
      payWithWallet: vi.fn(pay),
    }) as PaymentProvider;

  it('an approved wallet goes to the result page', async () => {
    const payments = wallet(async () => ({ status: 'authorised' }));
    const { checkout } = setup({}, { payments });
    await checkout.open('p1');
    const paying = checkout.payWithWallet('applepay');
    // the sheet opens in the same task as the click (a popup blocker allows only that)
    expect(payments.payWithWallet).toHaveBeenCalledWith(session, 'applepay');
    expect(await paying).toMatchObject({
      status: 'navigating',
      target: { type: 'transaction', transactionId: 'p1' },
    });
  });

  it('a cancelled wallet stays on the payment step, silently', async () => {
    const payments = wallet(async () =>
      Promise.reject(new SdkError('checkout_payment_form_cancel')),
    );
    const { checkout, errors } = setup({}, { payments });
    await checkout.open('p1');
    expect(await checkout.payWithWallet('applepay')).toMatchObject({
      status: 'payment',
      error: { code: 'checkout_payment_form_cancel' },
    });
    // kept, never shown: the catalogue marks it silent
    expect(errors.getSnapshot().page).toMatchObject({
      code: 'checkout_payment_form_cancel',
      entry: { silent: true },
    });
  });

  it('a wallet the provider does not offer does nothing', async () => {
    const payments = wallet(async () => ({ status: 'authorised' }));
    const { checkout } = setup({}, { payments });
    await checkout.open('p1');
    expect(await checkout.payWithWallet('googlepay')).toMatchObject({ status: 'payment' });
    expect(payments.payWithWallet).not.toHaveBeenCalled();
  });

  it.each<[string, { result: { status: 'authorised' } } | { error: unknown }, string]>([
    ['a result', { result: { status: 'authorised' } }, 'navigating'],
    ['a payment error', { error: new SdkError('checkout_payment_form_error') }, 'payment'],
    [
      'a form that failed to load',
      { error: new SdkError('checkout_payment_form_failed_to_load') },
      'navigating',
    ],
  ])('a drop-in reports %s', async (_label, outcome, status) => {
    const { checkout } = setup({}, { payments: { kind: 'drop-in' } as PaymentProvider });
    await checkout.open('p1');
    expect((await checkout.settleDropIn(outcome)).status).toBe(status);
  });
});

describe('poll', () => {
  it('polls to done and clears the stored draft', async () => {
    vi.useFakeTimers();
    const answers = [state('payment_authorised'), state('points_added_to_customer_account')];
    const getTransactionState = vi.fn(async () => answers.shift() ?? state('transaction_complete'));
    const { checkout, draftStore } = setup({ getTransactionState });
    checkout.start('purchase', { purchaseAvios: 5000 });
    draftStore.update({ transactionId: 'p1' });
    checkout.poll('p1');
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout.getSnapshot()).toMatchObject({
      status: 'polling',
      checkoutStatus: 'payment_pending',
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(checkout.getSnapshot()).toMatchObject({ status: 'finished', checkoutStatus: 'done' });
    expect(checkout.getDraft()).toBeUndefined();
  });

  it('keeps a draft of a checkout started meanwhile', async () => {
    vi.useFakeTimers();
    const { checkout } = setup({
      getTransactionState: vi.fn(async () => state('transaction_complete')),
    });
    const stop = checkout.poll('p1');
    const fresh = checkout.start('gift');
    stop();
    expect(checkout.getDraft()?.id).toBe(fresh.id);
  });

  it('after more than 3 failed fetches the outcome is unknown (not failed), and polling can resume', async () => {
    vi.useFakeTimers();
    const failure = new SdkError('network_error_503', { status: 503 });
    let answer: () => Promise<ReturnType<typeof state>> = async () => Promise.reject(failure);
    const getTransactionState = vi.fn(async () => answer());
    const { checkout, errors } = setup({ getTransactionState });
    checkout.poll('p1');
    await vi.advanceTimersByTimeAsync(9000);
    expect(getTransactionState).toHaveBeenCalledTimes(4);
    expect(checkout.getSnapshot()).toMatchObject({
      status: 'unknown',
      error: failure,
      transactionId: 'p1',
    });
    // not a failure of the order: nothing in the error store (no banner, no maintenance page)
    expect(errors.getSnapshot().global).toBeUndefined();
    expect(errors.getSnapshot().page).toBeUndefined();

    answer = async () => state('transaction_complete');
    checkout.poll('p1');
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout.getSnapshot()).toMatchObject({
      status: 'finished',
      checkoutStatus: 'done',
      transactionId: 'p1',
    });
  });

  it('reset stops polling', async () => {
    vi.useFakeTimers();
    const getTransactionState = vi.fn(async () => state('payment_session'));
    const { checkout } = setup({ getTransactionState });
    checkout.poll('p1');
    await vi.advanceTimersByTimeAsync(0);
    checkout.reset();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(getTransactionState).toHaveBeenCalledTimes(1);
    expect(checkout.getSnapshot()).toEqual({ status: 'idle' });
  });
});

describe('checkoutTargetPath', () => {
  it.each<[Parameters<typeof checkoutTargetPath>[0], boolean, string]>([
    [{ type: 'checkout', transactionId: 'p1' }, false, '/checkout/p1'],
    [{ type: 'transaction', transactionId: 'p1' }, false, '/checkout/transaction/p1'],
    [{ type: 'transaction', transactionId: 'p1' }, true, '/external/checkout/transaction/p1'],
    [{ type: 'reauthenticate', returnTo: '/checkout/t1' }, false, '/checkout/t1'],
    [{ type: 'route', route: '/gift/recipient' }, false, '/gift/recipient'],
  ])('%j (external %s) -> %s', (target, external, path) => {
    expect(checkoutTargetPath(target, { external })).toBe(path);
  });
});
