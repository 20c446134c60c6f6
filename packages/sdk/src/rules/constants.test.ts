import { describe, expect, it } from 'vitest';
import {
  ARTICLES_SHOWN,
  BREAKPOINTS,
  CURRENCIES,
  DEFAULT_CONTEXT,
  DRAFT_LIFETIME_MS,
  HTTP_TIMEOUT_MS,
  MAINTENANCE_COUNTDOWN_S,
  MAX_POLL_FAILURES,
  PACKAGE_SIZES,
  PARTNER_CONFIG,
  PARTNERS,
  PAYMENT_VERSION,
  POLL_INTERVAL_MS,
  PRODUCT_TYPES,
  RECIPIENT_MIN_ACCOUNT_AGE_DAYS,
  MAX_QUERY_ATTEMPTS,
  RETRY_COUNT,
  STALE_TIME_MS,
  TRANSFER_MINIMUM,
  isCurrency,
  isPartner,
  isProductType,
} from './constants';

describe('spec §9 partners', () => {
  it.each([
    ['BA', 'GB', ['en-GB', 'en-US'], ['GB', 'US'], 'ba'],
    ['IB', 'ES', ['es-ES', 'en-GB', 'en-US'], ['ES'], 'ib'],
    ['EI', 'IE', ['en-GB', 'en-IE'], ['IE', 'GB', 'US'], 'ei'],
  ] as const)('%s: home %s, languages %j, markets %j, id %s', (p, home, langs, markets, id) => {
    expect(PARTNER_CONFIG[p]).toEqual({
      homeCountry: home,
      languages: langs,
      markets,
      programmeId: id,
    });
  });

  it('lists exactly BA, IB, EI and defaults to IB / es-ES / ES', () => {
    expect(PARTNERS).toEqual(['BA', 'IB', 'EI']);
    expect(DEFAULT_CONTEXT).toEqual({ partner: 'IB', language: 'es-ES', market: 'ES' });
    // the default must itself be a valid combination
    expect(PARTNER_CONFIG.IB.languages).toContain(DEFAULT_CONTEXT.language);
    expect(PARTNER_CONFIG.IB.markets).toContain(DEFAULT_CONTEXT.market);
  });
});

describe('spec §9 constants', () => {
  it.each([
    ['TRANSFER_MINIMUM', TRANSFER_MINIMUM, 1000],
    ['RECIPIENT_MIN_ACCOUNT_AGE_DAYS', RECIPIENT_MIN_ACCOUNT_AGE_DAYS, 30],
    ['DRAFT_LIFETIME_MS', DRAFT_LIFETIME_MS, 54_000_000],
    ['POLL_INTERVAL_MS', POLL_INTERVAL_MS, 3000],
    ['MAX_POLL_FAILURES', MAX_POLL_FAILURES, 3],
    ['STALE_TIME_MS', STALE_TIME_MS, 300_000],
    ['RETRY_COUNT', RETRY_COUNT, 3],
    ['MAX_QUERY_ATTEMPTS', MAX_QUERY_ATTEMPTS, 3],
    ['HTTP_TIMEOUT_MS', HTTP_TIMEOUT_MS, 10_000],
    ['MAINTENANCE_COUNTDOWN_S', MAINTENANCE_COUNTDOWN_S, 20],
    ['ARTICLES_SHOWN', ARTICLES_SHOWN, 4],
    ['PAYMENT_VERSION', PAYMENT_VERSION, '2'],
  ] as const)('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the 24 package sizes of §9 in ascending order', () => {
    expect(PACKAGE_SIZES).toHaveLength(24);
    expect(PACKAGE_SIZES[0]).toBe(2000);
    expect(PACKAGE_SIZES.at(-1)).toBe(200000);
    expect([...PACKAGE_SIZES].sort((a, b) => a - b)).toEqual(PACKAGE_SIZES);
  });

  it('has the breakpoints, currencies and product types of §9', () => {
    expect(BREAKPOINTS).toEqual({ base: 0, sm: 480, md: 768, lg: 1024, xl: 1440, '2xl': 1920 });
    expect(CURRENCIES).toEqual(['GBP', 'USD', 'EUR']);
    expect(PRODUCT_TYPES).toEqual(['purchase', 'gift', 'transfer', 'booster', 'subscription']);
  });
});

describe('type guards', () => {
  it.each([
    [isPartner, 'IB', true],
    [isPartner, 'ib', false],
    [isPartner, 'XX', false],
    [isCurrency, 'EUR', true],
    [isCurrency, 'eur', false],
    [isProductType, 'booster', true],
    [isProductType, 'generic', false],
    [isProductType, 42, false],
  ] as const)('%o(%j) -> %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});
