import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from './checkoutStatus';
import {
  currentSubscription,
  subscriptionActions,
  subscriptionStatusLabel,
} from './currentSubscription';

const sub = (id: string, subscriptionStatus: string) => ({ id, subscriptionStatus });

describe('currentSubscription (spec §4)', () => {
  it.each(
    SUBSCRIPTION_STATUSES.map((status) => [
      status,
      ['active', 'cancelled_scheduled', 'refund_pending', 'autorenewing'].includes(status),
    ]),
  )('a lone %s subscription is current: %s', (status, current) => {
    expect(currentSubscription([sub('a', status as string)])?.id).toBe(current ? 'a' : undefined);
  });

  it.each([
    [
      'first current one wins',
      [sub('a', 'expired'), sub('b', 'refund_pending'), sub('c', 'active')],
      'b',
    ],
    [
      'skips non-current before it',
      [sub('a', 'cancelled'), sub('b', 'failed'), sub('c', 'autorenewing')],
      'c',
    ],
    ['none current', [sub('a', 'terminated'), sub('b', 'closed')], undefined],
    ['empty list', [], undefined],
    ['missing list', null, undefined],
  ] as const)('%s', (_title, list, id) => {
    expect(currentSubscription(list)?.id).toBe(id);
  });
});

describe('subscriptionStatusLabel (spec §4 shown labels)', () => {
  it.each([
    ['active', 'active'],
    ['cancelled_scheduled', 'cancel scheduled'],
    ['unverified', 'pending payment'],
    ['autorenewing', 'autorenewing'],
    ['refund_pending', 'refund pending'],
    ['failed', null],
    ['refunded', null],
    ['cancelled', null],
    ['closed', null],
    ['terminated', null],
    ['expired', null],
    // a failed renewal waiting for the member's payment
    ['suspended', 'pending payment'],
    ['hasOwnProperty', null],
    [undefined, null],
  ] as const)('%s -> %s', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });
});

describe('subscriptionActions (spec §4)', () => {
  it.each([
    [
      'cancel allowed, at period end',
      { cancelInfo: { enabled: true, immediateCancel: false }, refundInfo: { enabled: false } },
      { canCancel: true, cancelImmediately: false, canRefund: false },
    ],
    [
      'cancel allowed, immediately',
      { cancelInfo: { enabled: true, immediateCancel: true }, refundInfo: { enabled: false } },
      { canCancel: true, cancelImmediately: true, canRefund: false },
    ],
    [
      'immediate flag without enabled',
      { cancelInfo: { enabled: false, immediateCancel: true }, refundInfo: { enabled: true } },
      { canCancel: false, cancelImmediately: false, canRefund: true },
    ],
    [
      'refund only',
      { cancelInfo: { enabled: false }, refundInfo: { enabled: true } },
      { canCancel: false, cancelImmediately: false, canRefund: true },
    ],
    [
      'everything allowed',
      { cancelInfo: { enabled: true, immediateCancel: true }, refundInfo: { enabled: true } },
      { canCancel: true, cancelImmediately: true, canRefund: true },
    ],
    ['info missing', {}, { canCancel: false, cancelImmediately: false, canRefund: false }],
    [
      'no subscription',
      undefined,
      { canCancel: false, cancelImmediately: false, canRefund: false },
    ],
  ] as const)('%s', (_title, input, expected) => {
    expect(subscriptionActions(input)).toMatchObject(expected);
  });

  it.each([
    [
      'cancel at period end: the later of renewal and earliest date',
      {
        cancelInfo: {
          enabled: true,
          immediateCancel: false,
          earliestCancellationDate: '2027-03-01',
        },
        renewDate: '2027-01-10',
      },
      '2027-03-01',
    ],
    [
      'renewal after the earliest date',
      {
        cancelInfo: {
          enabled: true,
          immediateCancel: false,
          earliestCancellationDate: '2026-12-01',
        },
        renewDate: '2027-01-10',
      },
      '2027-01-10',
    ],
    [
      'a scheduled date wins',
      {
        cancelInfo: { enabled: false, immediateCancel: false, scheduledDate: '2027-02-02' },
        renewDate: '2027-01-10',
      },
      '2027-02-02',
    ],
    [
      'immediate cancel has no date',
      { cancelInfo: { enabled: true, immediateCancel: true }, renewDate: '2027-01-10' },
      undefined,
    ],
  ] as const)('cancelDate: %s', (_title, input, date) => {
    expect(subscriptionActions(input).cancelDate).toBe(date);
  });

  it('periodEndDate: an immediate cancel still offers the period end, the later of renewal and earliest date', () => {
    const input = {
      cancelInfo: { enabled: true, immediateCancel: true, earliestCancellationDate: '2026-12-01' },
      renewDate: '2027-01-10',
    };
    expect(subscriptionActions(input)).toMatchObject({
      cancelImmediately: true,
      cancelDate: undefined,
      periodEndDate: '2027-01-10',
    });
    const scheduled = { cancelInfo: { enabled: false, scheduledDate: '2027-02-02' } };
    expect(subscriptionActions(scheduled).periodEndDate).toBe('2027-02-02');
  });

  it.each([
    ['active', {}, { canRenew: false, canEdit: true }],
    ['autorenewing', {}, { canRenew: false, canEdit: true }],
    ['suspended', { autoRenewalFailed: true }, { canRenew: true, canEdit: false }],
    ['suspended', { pendingCustomerAction: true }, { canRenew: true, canEdit: false }],
    ['cancelled_scheduled', {}, { canRenew: false, canEdit: false }],
    ['refund_pending', {}, { canRenew: false, canEdit: false }],
  ] as const)('renew and edit for %s %o', (status, extra, expected) => {
    expect(subscriptionActions({ subscriptionStatus: status, ...extra })).toMatchObject(expected);
  });
});
