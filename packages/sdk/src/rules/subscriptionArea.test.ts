import { describe, expect, it } from 'vitest';
import { userSubscriptionFixture } from '../schemas/fixtures';
import type { UserSubscription } from '../schemas/purchaseApi';
import {
  featuredSubscription,
  intervalFromQuery,
  isPlanChange,
  packageForPlan,
  refundState,
  subscriptionInterval,
  subscriptionPlan,
  subscriptionToRefund,
} from './subscriptionArea';

const subscriptionOf = (fields: Partial<UserSubscription> = {}): UserSubscription => ({
  ...userSubscriptionFixture,
  ...fields,
});
const current = subscriptionOf({ id: 'a' });
const suspended = subscriptionOf({
  id: 'b',
  subscriptionStatus: 'suspended',
  autoRenewalFailed: true,
});
const closed = subscriptionOf({ id: 'c', subscriptionStatus: 'closed' });

describe('featuredSubscription (spec §2 subscription area: current first, else one to renew)', () => {
  it.each([
    ['the current one before one to renew', [suspended, current], 'a'],
    ['one to renew when none is current', [suspended], 'b'],
    ['none when neither', [closed], undefined],
    ['none without a list', undefined, undefined],
  ] as const)('%s', (_, list, id) => {
    expect(featuredSubscription(list)?.id).toBe(id);
  });
});

describe('subscriptionToRefund (spec §2 refund page: the addressed subscription, else the featured one)', () => {
  it.each([
    ['the one the address names, even when not featured', 'c', 'c'],
    ['none when the address names one not listed', 'zz', undefined],
    ['the featured one when the address names none', null, 'a'],
  ] as const)('%s', (_, wanted, id) => {
    expect(subscriptionToRefund([current, suspended, closed], wanted)?.id).toBe(id);
  });
});

describe('refundState (spec §2 refund page states, §4 refundInfo.enabled)', () => {
  it.each([
    [
      'initial while refundInfo.enabled allows one',
      subscriptionOf({ refundInfo: { enabled: true } }),
      'initial',
    ],
    [
      'success once a refund is pending',
      subscriptionOf({ subscriptionStatus: 'refund_pending' }),
      'success',
    ],
    ['success once refunded', subscriptionOf({ subscriptionStatus: 'refunded' }), 'success'],
    ['notEligible without refundInfo.enabled', subscriptionOf(), 'notEligible'],
    ['notEligible without a subscription', undefined, 'notEligible'],
  ] as const)('%s', (_, sub, state) => {
    expect(refundState(sub)).toBe(state);
  });
});

describe('subscriptionPlan and isPlanChange (spec §2 edit dialog: another plan or interval)', () => {
  const onPlus = subscriptionOf({
    contentfulId: 'subscriptionPlan-ib-plus',
    cost: { amount: 34.99, frequency: 'monthly', currency: 'EUR' },
  });

  it.each([
    ['monthly', 'monthly'],
    ['annually', 'annually'],
    ['weekly', 'monthly'],
  ] as const)('a cost billed %s is on the %s interval', (frequency, interval) => {
    expect(subscriptionInterval({ cost: { frequency } })).toBe(interval);
  });

  it('the plan is the contentfulId without its plan prefix', () => {
    expect(subscriptionPlan(onPlus)).toEqual({ packageId: 'ib-plus', type: 'monthly' });
    expect(
      subscriptionPlan({ contentfulId: 'ib-basico', cost: { frequency: 'annually' } }),
    ).toEqual({ packageId: 'ib-basico', type: 'annually' });
  });

  it.each([
    ['the same plan and interval', { packageId: 'ib-plus', type: 'monthly' }, false],
    ['another interval', { packageId: 'ib-plus', type: 'annually' }, true],
    ['another plan', { packageId: 'ib-basico', type: 'monthly' }, true],
  ] as const)('%s is a change: %s', (_, choice, change) => {
    expect(isPlanChange(onPlus, choice)).toBe(change);
  });
});

describe('packageForPlan (spec §2 subscribe page: content plans priced by their package)', () => {
  const packages = [
    { packageId: 'ib-basico', contentfulId: 'subscriptionPlan-ib-basico', active: true },
    { packageId: 'pkg-2', contentfulId: 'subscriptionPlan-ib-plus', active: true },
    { packageId: 'ib-old', contentfulId: 'subscriptionPlan-ib-old', active: false },
  ];

  it.each([
    ['by package id', 'ib-basico', 'ib-basico'],
    ['by the contentfulId naming the plan', 'ib-plus', 'pkg-2'],
    ['none for a package not on sale', 'ib-old', undefined],
    ['none for a plan without a package', 'ib-gold', undefined],
  ] as const)('%s', (_, planId, packageId) => {
    expect(packageForPlan(packages, planId)?.packageId).toBe(packageId);
  });
});

describe('intervalFromQuery (the subscribe page keeps its interval in the address)', () => {
  it.each([
    ['?interval=annually', 'annually'],
    ['?interval=monthly', 'monthly'],
    ['?interval=weekly', 'monthly'],
    ['', 'monthly'],
  ] as const)('%s reads as %s', (search, interval) => {
    expect(intervalFromQuery(search)).toBe(interval);
  });
});
