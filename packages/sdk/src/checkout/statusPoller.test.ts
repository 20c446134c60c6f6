import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transactionStateFixture } from '../schemas/fixtures';
import type { TransactionState } from '../schemas/purchaseApi';
import { pollTransactionStatus } from './statusPoller';
import type { PollTransactionStatusOptions } from './statusPoller';
import type { TransactionDetails } from './transactionStatus';

const step = (statusName: string, errorCode?: number): TransactionState => ({
  statusName,
  payload: {
    ...transactionStateFixture.payload,
    ...(errorCode === undefined ? {} : { errorCode }),
  },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Answer = TransactionDetails | Error;

function start(answers: Answer[], extra: Partial<PollTransactionStatusOptions> = {}) {
  const queue = [...answers];
  const fetchState = vi.fn(async () => {
    const next = queue.shift() ?? answers[answers.length - 1]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const onUpdate = vi.fn();
  const onError = vi.fn();
  const onFinish = vi.fn();
  const clearDraft = vi.fn();
  const poller = pollTransactionStatus({
    id: 'p123',
    fetchState,
    onUpdate,
    onError,
    onFinish,
    clearDraft,
    ...extra,
  });
  return { poller, fetchState, onUpdate, onError, onFinish, clearDraft };
}

describe('pollTransactionStatus (spec §4)', () => {
  it('fetches at once, then every 3000 ms until done, then clears the draft', async () => {
    const p = start([
      step('payment_session'),
      step('payment_authorised'),
      step('transaction_complete'),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(p.fetchState).toHaveBeenCalledTimes(1);
    expect(p.onUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'payment_pending' }),
    );
    await vi.advanceTimersByTimeAsync(2999);
    expect(p.fetchState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.fetchState).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(p.fetchState).toHaveBeenCalledTimes(3);
    expect(p.onUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'done' }));
    expect(p.onFinish).toHaveBeenCalledWith(expect.objectContaining({ reason: 'done' }));
    expect(p.clearDraft).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(p.fetchState).toHaveBeenCalledTimes(3);
  });

  it('stops on failed when an errorCode arrives', async () => {
    const p = start([step('payment_session'), step('payment_authorised', 12)]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(p.onFinish).toHaveBeenCalledWith(expect.objectContaining({ reason: 'failed' }));
    expect(p.clearDraft).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9000);
    expect(p.fetchState).toHaveBeenCalledTimes(2);
  });

  it.each<[string, Answer[], number, boolean]>([
    [
      '3 failures keep polling',
      [new Error('1'), new Error('2'), new Error('3'), step('payment_session')],
      4,
      false,
    ],
    [
      'the 4th failure stops',
      [new Error('1'), new Error('2'), new Error('3'), new Error('4')],
      4,
      true,
    ],
    [
      'failures add up across successes',
      [new Error('1'), step('payment_session'), new Error('2'), new Error('3'), new Error('4')],
      5,
      true,
    ],
  ])('%s', async (_label, answers, fetches, gaveUp) => {
    const p = start(answers);
    await vi.advanceTimersByTimeAsync(3000 * (answers.length - 1));
    expect(p.fetchState).toHaveBeenCalledTimes(fetches);
    expect(p.onFinish).toHaveBeenCalledTimes(gaveUp ? 1 : 0);
    expect(p.clearDraft).toHaveBeenCalledTimes(gaveUp ? 1 : 0);
    if (gaveUp) {
      expect(p.onFinish).toHaveBeenCalledWith(
        expect.objectContaining({ reason: 'too_many_failures' }),
      );
      await vi.advanceTimersByTimeAsync(30_000);
      expect(p.fetchState).toHaveBeenCalledTimes(fetches);
    }
  });

  it('a transaction that cannot be loaded ends polling at once (spec §8), draft cleared', async () => {
    const missing = Object.assign(new Error('404'), { status: 404 });
    const p = start([missing], {
      isMissing: (e) => (e as { status?: number }).status === 404,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.onFinish).toHaveBeenCalledWith({ reason: 'missing', error: missing });
    expect(p.clearDraft).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(p.fetchState).toHaveBeenCalledTimes(1);
  });

  it('stop() ends polling and keeps the draft', async () => {
    const p = start([step('payment_session')]);
    await vi.advanceTimersByTimeAsync(3000);
    p.poller.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(p.fetchState).toHaveBeenCalledTimes(2);
    expect(p.onFinish).not.toHaveBeenCalled();
    expect(p.clearDraft).not.toHaveBeenCalled();
  });

  it('maps subscriptions by their status', async () => {
    const p = start(
      [
        { id: 'sub1', subscriptionStatus: 'unverified' },
        { id: 'sub1', subscriptionStatus: 'active' },
      ],
      { id: 'sub1' },
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(p.onUpdate.mock.calls.map(([u]) => u.status)).toEqual(['payment_pending', 'done']);
  });

  it('honours a custom interval', async () => {
    const p = start([step('payment_session')], { intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.fetchState).toHaveBeenCalledTimes(11);
    p.poller.stop();
  });
});
