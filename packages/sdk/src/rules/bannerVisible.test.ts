import { describe, expect, it } from 'vitest';
import { bannerReplacesResult, bannerVisible } from './bannerVisible';
import type { BannerContext, BannerRule } from './bannerVisible';

const banner: BannerRule = {
  isEnabled: true,
  activePages: ['discovery', 'purchase'],
  partnerCode: 'ib',
  endDate: '2025-07-01T00:00:00Z',
  limitToCountry: null,
};
const context: BannerContext = {
  partner: 'IB',
  page: 'discovery',
  country: 'ES',
  now: Date.parse('2025-06-15T00:00:00Z'),
};

describe('bannerVisible (spec §2/§3 banners)', () => {
  it.each([
    ['all conditions met', {}, {}, true],
    ['disabled', { isEnabled: false }, {}, false],
    ['isEnabled missing', { isEnabled: null }, {}, false],
    ['partner BA', {}, { partner: 'BA' }, false],
    ['partner EI', {}, { partner: 'EI' }, false],
    ['entry for another partner code', { partnerCode: 'ba' }, {}, false],
    ['partner code in upper case', { partnerCode: 'IB' }, {}, true],
    ['no partner code on the entry', { partnerCode: null }, {}, true],
    ['another listed page', {}, { page: 'purchase' }, true],
    ['page not listed', {}, { page: 'gift' }, false],
    ['no pages listed', { activePages: [] }, {}, false],
    ['activePages missing', { activePages: null }, {}, false],
    ['one second before the end', {}, { now: Date.parse('2025-06-30T23:59:59Z') }, true],
    ['at the end instant', {}, { now: Date.parse('2025-07-01T00:00:00Z') }, false],
    ['after the end', {}, { now: new Date('2025-08-01T00:00:00Z') }, false],
    ['no end date', { endDate: null }, { now: Date.parse('2099-01-01T00:00:00Z') }, true],
    ['unreadable end date', { endDate: 'next week' }, {}, false],
    ['limited to the member country', { limitToCountry: 'ES' }, {}, true],
    ['limit in lower case is upper-cased', { limitToCountry: 'es' }, { country: 'ES' }, true],
    ['member country in lower case', { limitToCountry: 'ES' }, { country: 'es' }, true],
    ['limited to another country', { limitToCountry: 'GB' }, {}, false],
    ['limited, member country unknown', { limitToCountry: 'ES' }, { country: undefined }, false],
    ['limited to a list containing the country', { limitToCountry: 'GB, ES' }, {}, true],
    ['empty limit means everywhere', { limitToCountry: '' }, { country: 'US' }, true],
  ] as const)('%s -> %s', (_title, bannerChange, contextChange, expected) => {
    expect(bannerVisible({ ...banner, ...bannerChange }, { ...context, ...contextChange })).toBe(
      expected,
    );
  });
});

describe('bannerReplacesResult (spec §3 isBannerReplacingTransaction)', () => {
  const live = {
    isEnabled: true,
    activePages: ['discovery'],
    endDate: '2027-06-30T00:00:00.000Z',
    isBannerReplacingTransaction: true,
    purchaseSuccessMessage: 'You collected {points} Avios, bonus included',
  };
  const at = { partner: 'IB' as const, now: Date.parse('2026-11-25T00:00:00Z') };

  it.each([
    ['a live replacing banner with the product message', live, 'purchase', at, true],
    ['another product has no message', live, 'transfer', at, false],
    ['not replacing', { ...live, isBannerReplacingTransaction: false }, 'purchase', at, false],
    ['ended', live, 'purchase', { ...at, now: Date.parse('2027-07-01T00:00:00Z') }, false],
    ['another partner', live, 'purchase', { ...at, partner: 'BA' as const }, false],
    ['disabled', { ...live, isEnabled: false }, 'purchase', at, false],
    ['an empty message', { ...live, purchaseSuccessMessage: ' ' }, 'purchase', at, false],
  ])('%s: %s', (_title, banner, product, context, expected) => {
    expect(bannerReplacesResult(banner, product, context)).toBe(expected);
  });
});
