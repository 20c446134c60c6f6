import { describe, expect, it } from 'vitest';
import {
  annualSavingPercent,
  canSubscribe,
  nextBillingDate,
  subscriptionDraftData,
  subscriptionEligibilityError,
  subscriptionOffer,
} from './subscriptionPlans';
import type { SubscriptionPackageInput } from './subscriptionPlans';

const money = (amount: number) => ({ amount, currency: 'GBP' as const });
const pkg = (
  packageId: string,
  eligibility?: SubscriptionPackageInput['eligibility'],
): SubscriptionPackageInput => ({
  packageId,
  avios: { monthly: 1000, annually: 12000 },
  ...(eligibility === undefined ? {} : { eligibility }),
  prices: {
    monthly: { originalPrice: money(10.99), currentPrice: money(10.99), savings: money(0) },
    annually: { originalPrice: money(131.88), currentPrice: money(109.9), savings: money(21.98) },
    frequencyDifference: 17,
  },
});

describe('subscriptionOffer (spec §3 subscription package)', () => {
  it('prices one month of a monthly plan', () => {
    expect(subscriptionOffer(pkg('ba-essentials'), 'monthly')).toEqual({
      packageId: 'ba-essentials',
      interval: 'monthly',
      aviosPerPeriod: 1000,
      aviosPerMonth: 1000,
      pricePerPeriod: 10.99,
      originalPrice: 10.99,
      savings: 0,
      currency: 'GBP',
      pricePerAvios: 0.011,
    });
  });

  it('prices one year of an annual plan, with its saving', () => {
    expect(subscriptionOffer(pkg('ba-essentials'), 'annually')).toMatchObject({
      aviosPerPeriod: 12000,
      aviosPerMonth: 1000,
      pricePerPeriod: 109.9,
      originalPrice: 131.88,
      savings: 21.98,
      pricePerAvios: 0.0092,
    });
  });
});

describe('nextBillingDate', () => {
  it.each([
    ['monthly', '2026-11-25T10:00:00Z', '2026-12-25'],
    ['monthly', '2027-01-31T10:00:00Z', '2027-02-28'],
    ['monthly', '2026-12-15T00:00:00Z', '2027-01-15'],
    ['annually', '2026-11-25T10:00:00Z', '2027-11-25'],
    ['annually', '2028-02-29T10:00:00Z', '2029-02-28'],
  ] as const)('%s from %s is %s', (interval, from, next) => {
    expect(nextBillingDate(interval, new Date(from))).toBe(next);
  });
});

describe('subscriptionDraftData (spec §3 data by type: subscription)', () => {
  it('holds the first period as the totals', () => {
    const offer = subscriptionOffer(pkg('ba-plus'), 'annually');
    expect(subscriptionDraftData(offer, new Date('2026-11-25T10:00:00Z'))).toEqual({
      packageId: 'ba-plus',
      interval: 'annually',
      pricePerAvios: 0.0092,
      aviosPerPeriod: 12000,
      pricePerPeriod: 109.9,
      aviosTotal: 12000,
      priceTotal: 109.9,
      nextBillingDate: '2027-11-25',
    });
  });
});

describe('subscription eligibility (spec §8: 68, 69)', () => {
  it.each([
    ['eligible', [pkg('a', { status: 'eligible', loggedIn: true, errorCodes: [] })], null],
    [
      '68',
      [pkg('a', { status: 'ineligible', loggedIn: true, errorCodes: ['68'] })],
      'api_error_68',
    ],
    ['api_error_68 spelled out', [pkg('a', { errorCodes: ['api_error_68'] })], 'api_error_68'],
    [
      '69 wins over 68',
      [pkg('a', { errorCodes: ['68'] }), pkg('b', { errorCodes: ['69'] })],
      'api_error_69',
    ],
    ['an unknown code', [pkg('a', { errorCodes: ['77'] })], null],
    ['no eligibility', [pkg('a')], null],
    ['no packages', [], null],
  ] as const)('%s', (_title, packages, code) => {
    expect(subscriptionEligibilityError(packages)).toBe(code);
  });

  it.each([
    ['eligible', { status: 'eligible', loggedIn: true, errorCodes: [] }, true],
    ['ELIGIBLE', { status: 'ELIGIBLE', errorCodes: [] }, true],
    ['ineligible', { status: 'ineligible', errorCodes: [] }, false],
    ['eligible with a code', { status: 'eligible', errorCodes: ['77'] }, false],
    ['no eligibility', undefined, true],
  ] as const)('canSubscribe: %s', (_title, eligibility, can) => {
    expect(canSubscribe(pkg('a', eligibility))).toBe(can);
  });

  it('annual saving is the best frequencyDifference', () => {
    const b = pkg('b');
    b.prices.frequencyDifference = 20;
    expect(annualSavingPercent([pkg('a'), b])).toBe(20);
    expect(annualSavingPercent([])).toBe(0);
  });
});
