import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { balanceFixture, userSubscriptionFixture } from '../schemas/fixtures';
import type { UserSubscription } from '../schemas/purchaseApi';
import { createSubscriptionChanges, isSubscriptionChangeApplied } from './subscriptionChanges';
import type { SubscriptionAreaClient } from './subscriptionArea';

const sub = userSubscriptionFixture;
const cancelled: UserSubscription = {
  ...sub,
  subscriptionStatus: 'cancelled_scheduled',
  cancelInfo: { ...sub.cancelInfo, enabled: false, scheduledDate: '2030-01-01' },
};
const conflict = () =>
  new SdkError('network_error_409', { message: 'already applied', status: 409 });

function setup(area: Partial<SubscriptionAreaClient>, server: { list: UserSubscription[] }) {
  const queryClient = new QueryClient();
  const readList = vi.fn(async () => server.list);
  const readBalance = vi.fn(async () => balanceFixture);
  const queries = {
    userSubscriptions: () => ({ queryKey: ['subs'], queryFn: readList }),
    balance: () => ({ queryKey: ['balance'], queryFn: readBalance }),
  };
  queryClient.setQueryData(['subs'], [sub]);
  queryClient.setQueryData(['balance'], balanceFixture);
  const changes = createSubscriptionChanges({
    area: area as SubscriptionAreaClient,
    queryClient,
    queries,
  });
  const listed = () => queryClient.getQueryData<UserSubscription[]>(['subs']);
  return { changes, queryClient, readList, listed };
}

describe('isSubscriptionChangeApplied (spec §4 statuses after a change)', () => {
  it.each([
    ['cancel', 'cancelled', true],
    ['cancel', 'cancelled_scheduled', true],
    ['cancel', 'active', false],
    ['refund', 'refund_pending', true],
    ['refund', 'refunded', true],
    ['refund', 'cancelled', false],
  ] as const)('%s with status %s: %s', (change, subscriptionStatus, applied) => {
    expect(isSubscriptionChangeApplied({ subscriptionStatus }, change)).toBe(applied);
  });

  it('no subscription shows no change', () => {
    expect(isSubscriptionChangeApplied(undefined, 'cancel')).toBe(false);
  });
});

describe('createSubscriptionChanges', () => {
  it('cancel sends the key and replaces the listed subscription with the answer', async () => {
    const cancel = vi.fn(async () => cancelled);
    const { changes, listed } = setup({ cancel }, { list: [cancelled] });
    await expect(changes.cancel(sub, 'period_end', { idempotencyKey: 'k1' })).resolves.toEqual(
      cancelled,
    );
    expect(cancel).toHaveBeenCalledWith(sub.id, 'period_end', { idempotencyKey: 'k1' });
    expect(listed()).toEqual([cancelled]);
  });

  it('a repeated cancel refused with 409 (its first answer lost) reads the subscription again and is done', async () => {
    const cancel = vi.fn(async () => Promise.reject(conflict()));
    const { changes, readList, listed } = setup({ cancel }, { list: [cancelled] });
    await expect(changes.cancel(sub, 'period_end', { idempotencyKey: 'k1' })).resolves.toEqual(
      cancelled,
    );
    expect(readList).toHaveBeenCalledTimes(1);
    expect(listed()).toEqual([cancelled]);
  });

  it('a 409 whose re-read shows the subscription unchanged keeps the error', async () => {
    const error = conflict();
    const { changes, listed } = setup(
      { cancel: vi.fn(async () => Promise.reject(error)) },
      { list: [sub] },
    );
    await expect(changes.cancel(sub, 'now', { idempotencyKey: 'k1' })).rejects.toBe(error);
    expect(listed()).toEqual([sub]);
  });

  it('a failure other than 409 keeps its error and reads nothing again', async () => {
    const error = new SdkError('network_error_500', { status: 500 });
    const { changes, readList } = setup(
      { cancel: vi.fn(async () => Promise.reject(error)) },
      { list: [cancelled] },
    );
    await expect(changes.cancel(sub, 'now', { idempotencyKey: 'k1' })).rejects.toBe(error);
    expect(readList).not.toHaveBeenCalled();
  });

  it('a 409 whose re-read fails keeps the call error', async () => {
    const error = conflict();
    const { changes, readList } = setup(
      { cancel: vi.fn(async () => Promise.reject(error)) },
      { list: [] },
    );
    readList.mockRejectedValue(new SdkError('network_error_500', { status: 500 }));
    await expect(changes.cancel(sub, 'now', { idempotencyKey: 'k1' })).rejects.toBe(error);
  });

  it('refund: sends the key, a 409 with the refund pending is done, and the balance is stale', async () => {
    const pending: UserSubscription = { ...sub, subscriptionStatus: 'refund_pending' };
    const refund = vi.fn(async () => Promise.reject(conflict()));
    const { changes, queryClient } = setup({ refund }, { list: [pending] });
    await expect(changes.refund(sub, { idempotencyKey: 'k2' })).resolves.toEqual(pending);
    expect(refund).toHaveBeenCalledWith(sub.id, { idempotencyKey: 'k2' });
    expect(queryClient.getQueryState(['balance'])?.isInvalidated).toBe(true);
  });

  it('changePlan replaces the listed subscription', async () => {
    const changed: UserSubscription = { ...sub, packageName: 'Avios Essentials' };
    const changePlan = vi.fn(async () => changed);
    const { changes, listed } = setup({ changePlan }, { list: [changed] });
    await changes.changePlan(sub, { packageId: 'ba-essentials', type: 'monthly' });
    expect(changePlan).toHaveBeenCalledWith(sub.id, {
      packageId: 'ba-essentials',
      type: 'monthly',
    });
    expect(listed()).toEqual([changed]);
  });
});
