// `avios.checkout` before and after its controller is in (lazyCheckout.ts): the snapshot and
// the draft work from the start, and a call made before the controller arrives waits for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/apiClient';
import type { GenericTransactionClient } from '../api/genericTransactionClient';
import { createErrorStore } from '../errors/errorStore';
import { laterModule } from '../later';
import { transactionStateFixture } from '../schemas/fixtures';
import { createCheckout } from './checkoutController';
import type { Checkout } from './checkoutController';
import { IDLE } from './checkoutState';
import { createDraftStore } from './draftStore';
import { createLazyCheckout } from './lazyCheckout';
import { memoryStorage } from '../session/testing';

const paymentSession = { id: 'ps_1', sessionData: 'opaque' };

/** A checkout whose controller module arrives when the test says (`arrive`), or fails. */
function setup({ fails = 0 } = {}) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let attempts = 0;
  /** The controller's calls, in the order it received them. */
  const calls: string[] = [];
  const recorded: typeof createCheckout = (options) => {
    const real = createCheckout(options);
    const record = <K extends 'submit' | 'open' | 'poll'>(name: K): Checkout[K] =>
      ((...args: never[]) => {
        calls.push(name);
        return (real[name] as (...a: never[]) => unknown)(...args);
      }) as Checkout[K];
    return { ...real, submit: record('submit'), open: record('open'), poll: record('poll') };
  };
  const importer = vi.fn(async () => {
    attempts += 1;
    if (attempts <= fails) throw new Error('offline');
    await arrived;
    return { createCheckout: vi.fn(recorded) };
  });
  const controller = laterModule(importer, { warm: false });
  const api = {
    createTransaction: vi.fn(async () => ({
      id: 'p100',
      redirectUrl: null,
      followRedirect: false,
    })),
    getTransactionState: vi.fn(async () => ({
      statusName: 'payment_session',
      payload: { ...transactionStateFixture.payload, paymentSession },
    })),
  } as unknown as ApiClient;
  const generic = {
    create: vi.fn(async () => ({ id: 'n100', redirectUrl: null, followRedirect: false })),
    getData: vi.fn(async () => ({ id: 'x1', type: 'purchase' })),
  } as unknown as GenericTransactionClient;
  const storage = memoryStorage();
  const draftStore = createDraftStore({ storage });
  const errors = createErrorStore();
  const checkout = createLazyCheckout(controller, {
    api,
    generic,
    draftStore,
    errors,
    logger: { error: vi.fn() },
  });
  return { checkout, controller, importer, arrive, api, draftStore, errors, storage, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('before the controller is in', () => {
  it('is idle, fetches nothing, and keeps the draft stored for the first screen', () => {
    const s = setup();
    expect(s.checkout.getSnapshot()).toBe(IDLE);
    expect(s.checkout.getDraft()).toBeUndefined();
    const listener = vi.fn();
    s.checkout.subscribe(listener);
    const draft = s.checkout.start('purchase', { purchaseAvios: 5000 });
    expect(s.checkout.getSnapshot()).toEqual({ status: 'editing', draft });
    expect(s.checkout.getDraft()).toEqual(draft);
    const edited = s.checkout.update({ data: { purchasePrice: 80 } });
    expect(s.checkout.getSnapshot()).toEqual({ status: 'editing', draft: edited });
    expect(edited?.data).toEqual({ purchaseAvios: 5000, purchasePrice: 80 });
    s.checkout.reset();
    expect(s.checkout.getSnapshot()).toBe(IDLE);
    expect(listener).toHaveBeenCalledTimes(3);
    // the draft stays stored, as the controller's reset leaves it (spec §5)
    expect(s.checkout.getDraft()?.id).toBe(draft.id);
    expect(s.importer).not.toHaveBeenCalled();
  });

  it('an update without a draft being edited changes no state', () => {
    const s = setup();
    expect(s.checkout.update({ data: { purchaseAvios: 1000 } })).toBeUndefined();
    expect(s.checkout.getSnapshot()).toBe(IDLE);
  });
});

describe('a call made before the controller is in', () => {
  it('waits for it and then runs, from the state the facade kept', async () => {
    const s = setup();
    const draft = s.checkout.start('purchase', { purchaseAvios: 5000 });
    const submitted = s.checkout.submit();
    await Promise.resolve();
    expect(s.importer).toHaveBeenCalledTimes(1);
    expect(s.api.createTransaction).not.toHaveBeenCalled();
    expect(s.checkout.getSnapshot()).toEqual({ status: 'editing', draft });
    s.arrive();
    await expect(submitted).resolves.toMatchObject({
      status: 'navigating',
      target: { type: 'checkout', transactionId: 'p100' },
    });
    expect(s.api.createTransaction).toHaveBeenCalledTimes(1);
    expect(s.checkout.getSnapshot()).toMatchObject({ status: 'navigating' });
    // the draft id is the idempotency key (spec §4): the one started before the controller
    expect(s.draftStore.read()).toMatchObject({ id: draft.id, transactionId: 'p100' });
  });

  it('subscribers hear the controller once it runs the call', async () => {
    const s = setup();
    const seen: string[] = [];
    s.checkout.subscribe(() => seen.push(s.checkout.getSnapshot().status));
    const opened = s.checkout.open('p100');
    s.arrive();
    await expect(opened).resolves.toMatchObject({ status: 'payment', transactionId: 'p100' });
    expect(seen).toEqual(['loading', 'payment']);
  });

  it('calls made in a row reach the controller in the order they were made', async () => {
    const s = setup();
    s.checkout.start('purchase', { purchaseAvios: 5000 });
    const submitted = s.checkout.submit();
    s.checkout.poll('p100');
    const opened = s.checkout.open('p100');
    s.arrive();
    await Promise.all([submitted, opened]);
    expect(s.calls).toEqual(['submit', 'poll', 'open']);
    expect(s.api.createTransaction).toHaveBeenCalledTimes(1);
  });

  it('a poll starts once the controller is in; one stopped before never polls', async () => {
    const s = setup();
    const stop = s.checkout.poll('p100');
    stop();
    s.checkout.poll('p200');
    s.arrive();
    await vi.waitFor(() => expect(s.checkout.getSnapshot()).toMatchObject({ status: 'polling' }));
    expect(s.checkout.getSnapshot()).toMatchObject({ transactionId: 'p200' });
    s.checkout.reset();
    expect(s.checkout.getSnapshot()).toBe(IDLE);
  });

  it('a poll is dropped by a reset or a new start before the controller is in', async () => {
    const s = setup();
    s.checkout.poll('p100');
    s.checkout.reset();
    s.checkout.poll('p200');
    const draft = s.checkout.start('purchase');
    s.arrive();
    await s.controller.load();
    await Promise.resolve();
    expect(s.checkout.getSnapshot()).toEqual({ status: 'editing', draft });
    expect(s.api.getTransactionState).not.toHaveBeenCalled();
  });

  it('a controller that could not be fetched is a network error, and the next call fetches again', async () => {
    const s = setup({ fails: 1 });
    s.checkout.start('purchase', { purchaseAvios: 5000 });
    const before = s.checkout.getSnapshot();
    await expect(s.checkout.submit()).resolves.toBe(before);
    expect(s.errors.getSnapshot().global?.entry.code).toBe('network_error_unhandled');
    expect(s.api.createTransaction).not.toHaveBeenCalled();
    s.arrive();
    await expect(s.checkout.submit()).resolves.toMatchObject({ status: 'navigating' });
    expect(s.importer).toHaveBeenCalledTimes(2);
  });
});

describe('once the controller is in', () => {
  it('calls go straight to it, with the same state object, and it is made once', async () => {
    const s = setup();
    s.arrive();
    const module = await s.controller.load();
    const draft = s.checkout.start('purchase', { purchaseAvios: 5000 });
    expect(s.checkout.getSnapshot()).toEqual({ status: 'editing', draft });
    // submit moves the state at once, as the controller's own does
    const submitted = s.checkout.submit();
    expect(s.checkout.getSnapshot()).toMatchObject({ status: 'submitting' });
    expect(s.checkout.submit()).toBe(submitted);
    await submitted;
    expect(module.createCheckout).toHaveBeenCalledTimes(1);
  });

  it('the controller starts from the state the facade left, without a change heard', async () => {
    const s = setup();
    const draft = s.checkout.start('purchase');
    const listener = vi.fn();
    s.checkout.subscribe(listener);
    s.arrive();
    await s.controller.load();
    const kept = s.checkout.getSnapshot();
    expect(kept).toEqual({ status: 'editing', draft });
    expect(listener).not.toHaveBeenCalled();
    s.checkout.update({ data: { purchaseAvios: 2000 } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.checkout.getSnapshot()).toMatchObject({ draft: { data: { purchaseAvios: 2000 } } });
  });
});
