import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { balanceFixture, enrolmentsFixture, userSubscriptionFixture } from '../schemas/fixtures';
import type { UserSubscription } from '../schemas/purchaseApi';
import { POSTED_CAMPAIGNS_KEY } from './campaignEnrolment';
import { createMutations } from './mutations';
import type { SubscriptionAreaClient } from './subscriptionArea';

const sub = userSubscriptionFixture;
const other: UserSubscription = { ...sub, id: 'sub-other' };
const unauthorised = () => new SdkError('network_error_401', { status: 401 });
const forbidden = () => new SdkError('network_error_403', { status: 403 });
const serverDown = () => new SdkError('network_error_500', { status: 500 });
const keys = { subs: ['subs'], balance: ['balance'], enrolments: ['enrolments'] };

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

function setup(
  area: Partial<SubscriptionAreaClient> = {},
  enrol = vi.fn(async (_code: string) => enrolmentsFixture),
  storage = memoryStorage(),
) {
  const queryClient = new QueryClient();
  const queries = {
    userSubscriptions: () => ({ queryKey: keys.subs, queryFn: async () => [sub, other] }),
    balance: () => ({ queryKey: keys.balance, queryFn: async () => balanceFixture }),
    enrolments: () => ({ queryKey: keys.enrolments, queryFn: async () => enrolmentsFixture }),
  };
  queryClient.setQueryData(keys.subs, [sub, other]);
  queryClient.setQueryData(keys.balance, balanceFixture);
  queryClient.setQueryData(keys.enrolments, []);
  const errors = { dispatch: vi.fn() };
  const mutations = createMutations({
    api: { enrol },
    subscriptionArea: area as SubscriptionAreaClient,
    queryClient,
    queries,
    errors,
    storage,
  });
  return {
    mutations,
    errors,
    enrol,
    storage,
    listed: () => queryClient.getQueryData<UserSubscription[]>(keys.subs),
    stale: (key: string[]) => queryClient.getQueryState(key)?.isInvalidated === true,
  };
}

describe('cancelSubscription (spec §4 cancelInfo; docs/api-contract.md "Own origin")', () => {
  const cancelled: UserSubscription = { ...sub, subscriptionStatus: 'cancelled_scheduled' };

  it('sends the id, when and the action’s key, and its answer replaces the listed subscription', async () => {
    const cancel = vi.fn(async () => cancelled);
    const { mutations, listed } = setup({ cancel });
    await expect(
      mutations.cancelSubscription(sub, 'period_end', { idempotencyKey: 'k1' }),
    ).resolves.toEqual({ ok: true, value: cancelled });
    expect(cancel).toHaveBeenCalledWith(sub.id, 'period_end', { idempotencyKey: 'k1' });
    expect(listed()).toEqual([cancelled, other]);
  });

  it('a 401 signs the member out (the catalogue’s should_logout): it goes to the error store and the list stays', async () => {
    const error = unauthorised();
    const { mutations, errors, listed } = setup({
      cancel: vi.fn(async () => Promise.reject(error)),
    });
    await expect(
      mutations.cancelSubscription(sub, 'now', { idempotencyKey: 'k1' }),
    ).resolves.toEqual({ ok: false, failure: 'signs_out', error });
    expect(errors.dispatch).toHaveBeenCalledWith(error);
    expect(listed()).toEqual([sub, other]);
  });

  it('a server failure is the screen’s to say (failed), not the error store’s', async () => {
    const error = serverDown();
    const { mutations, errors } = setup({ cancel: vi.fn(async () => Promise.reject(error)) });
    await expect(
      mutations.cancelSubscription(sub, 'now', { idempotencyKey: 'k1' }),
    ).resolves.toEqual({ ok: false, failure: 'failed', error });
    expect(errors.dispatch).not.toHaveBeenCalled();
  });
});

describe('refundSubscription (spec §2 refund page; docs/api-contract.md "Own origin")', () => {
  const pending: UserSubscription = { ...sub, subscriptionStatus: 'refund_pending' };

  it('sends the key; its answer replaces the listed subscription and the balance is read again', async () => {
    const refund = vi.fn(async () => pending);
    const { mutations, listed, stale } = setup({ refund });
    await expect(mutations.refundSubscription(sub, { idempotencyKey: 'k2' })).resolves.toEqual({
      ok: true,
      value: pending,
    });
    expect(refund).toHaveBeenCalledWith(sub.id, { idempotencyKey: 'k2' });
    expect(listed()).toEqual([pending, other]);
    expect(stale(keys.balance)).toBe(true);
  });

  it('a 403 signs the member out; nothing cached changes', async () => {
    const error = forbidden();
    const { mutations, errors, stale } = setup({
      refund: vi.fn(async () => Promise.reject(error)),
    });
    const result = await mutations.refundSubscription(sub, { idempotencyKey: 'k2' });
    expect(result).toEqual({ ok: false, failure: 'signs_out', error });
    expect(errors.dispatch).toHaveBeenCalledWith(error);
    expect(stale(keys.balance)).toBe(false);
  });

  it('a server failure is failed, and the balance stands', async () => {
    const { mutations, errors, stale } = setup({
      refund: vi.fn(async () => Promise.reject(serverDown())),
    });
    const result = await mutations.refundSubscription(sub, { idempotencyKey: 'k2' });
    expect(result).toMatchObject({ ok: false, failure: 'failed' });
    expect(errors.dispatch).not.toHaveBeenCalled();
    expect(stale(keys.balance)).toBe(false);
  });
});

describe('changeSubscriptionPlan (spec §2 edit dialog)', () => {
  it('sends the plan and interval; its answer replaces the listed subscription', async () => {
    const changed: UserSubscription = { ...sub, packageName: 'Avios Essentials' };
    const changePlan = vi.fn(async () => changed);
    const { mutations, listed } = setup({ changePlan });
    const change = { packageId: 'ba-essentials', type: 'annually' } as const;
    await expect(mutations.changeSubscriptionPlan(sub, change)).resolves.toEqual({
      ok: true,
      value: changed,
    });
    expect(changePlan).toHaveBeenCalledWith(sub.id, change);
    expect(listed()).toEqual([changed, other]);
  });

  it('a business error is failed (the dialog says so), not a sign-out', async () => {
    const error = new SdkError('api_error_52', { status: 422 });
    const { mutations, errors } = setup({ changePlan: vi.fn(async () => Promise.reject(error)) });
    const result = await mutations.changeSubscriptionPlan(sub, {
      packageId: 'x',
      type: 'monthly',
    });
    expect(result).toEqual({ ok: false, failure: 'failed', error });
    expect(errors.dispatch).not.toHaveBeenCalled();
  });
});

describe('renewSubscription (spec §2 renew dialog: a new payment to check out)', () => {
  it('sends the key and answers the renewal’s id; nothing cached changes before its checkout', async () => {
    const renew = vi.fn(async () => ({ subscriptionID: 'SUB_2' }));
    const { mutations, listed, stale } = setup({ renew });
    await expect(mutations.renewSubscription(sub, { idempotencyKey: 'k3' })).resolves.toEqual({
      ok: true,
      value: { subscriptionID: 'SUB_2' },
    });
    expect(renew).toHaveBeenCalledWith(sub.id, { idempotencyKey: 'k3' });
    expect(listed()).toEqual([sub, other]);
    expect(stale(keys.subs) || stale(keys.balance)).toBe(false);
  });

  it('a 401 signs the member out; a server failure is failed', async () => {
    const error = unauthorised();
    const renew = vi.fn(async () => Promise.reject(error));
    const { mutations, errors } = setup({ renew });
    expect(await mutations.renewSubscription(sub, { idempotencyKey: 'k3' })).toEqual({
      ok: false,
      failure: 'signs_out',
      error,
    });
    expect(errors.dispatch).toHaveBeenCalledTimes(1);
    renew.mockRejectedValueOnce(serverDown());
    expect(await mutations.renewSubscription(sub, { idempotencyKey: 'k3' })).toMatchObject({
      ok: false,
      failure: 'failed',
    });
    expect(errors.dispatch).toHaveBeenCalledTimes(1);
  });
});

describe('enrolCampaign (spec §4 campaign flag, §7 POST /stickycampaignenrolment then refetch)', () => {
  it('posts the code and reads the enrolment list again', async () => {
    const { mutations, enrol, stale } = setup();
    await expect(mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('enrolled');
    expect(enrol).toHaveBeenCalledWith('BOOST-WINTER');
    expect(stale(keys.enrolments)).toBe(true);
    expect(stale(keys.balance)).toBe(false);
  });

  it('a code is posted once per tab, also after a reload (kept in session storage)', async () => {
    const { mutations, enrol, storage } = setup();
    await mutations.enrolCampaign('BOOST-WINTER');
    await expect(mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('already_sent');
    const reloaded = setup({}, enrol, storage);
    await expect(reloaded.mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('already_sent');
    expect(enrol).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(POSTED_CAMPAIGNS_KEY)!)).toEqual(['BOOST-WINTER']);
  });

  it.each([
    ['a server failure', serverDown()],
    ['a refusal', new SdkError('network_error_400', { status: 400 })],
  ])(
    '%s answered by the API enrolled nothing: the code is posted again later',
    async (_, error) => {
      const enrol = vi.fn(async (_code: string) => enrolmentsFixture);
      enrol.mockRejectedValueOnce(error);
      const { mutations, errors, stale } = setup({}, enrol);
      await expect(mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('failed');
      expect(stale(keys.enrolments)).toBe(false);
      expect(errors.dispatch).not.toHaveBeenCalled();
      await expect(mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('enrolled');
      expect(enrol).toHaveBeenCalledTimes(2);
    },
  );

  it('a request cut short (no answer) may have arrived: the code stays counted as sent', async () => {
    const enrol = vi.fn(async (_code: string) => enrolmentsFixture);
    enrol.mockRejectedValueOnce(new SdkError('network_error_cancel'));
    const { mutations } = setup({}, enrol);
    await expect(mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('failed');
    await expect(mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('already_sent');
    expect(enrol).toHaveBeenCalledTimes(1);
  });

  it('with storage blocked the code is still posted once in this page', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const { mutations, enrol } = setup({}, undefined, blocked);
    await expect(mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('enrolled');
    await expect(mutations.enrolCampaign('BOOST-WINTER')).resolves.toBe('already_sent');
    expect(enrol).toHaveBeenCalledTimes(1);
  });
});

describe('transactionDone (spec §2 transaction page: the success shows the new balance)', () => {
  it('makes the balance stale, and nothing else', () => {
    const { mutations, stale } = setup();
    mutations.transactionDone();
    expect(stale(keys.balance)).toBe(true);
    expect(stale(keys.subs) || stale(keys.enrolments)).toBe(false);
  });
});
