import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolveRoute';

const base = '/collect-avios/buy';

describe('resolveRoute: spec §2 route table', () => {
  it.each([
    ['/silent-login', 'silent-login', {}],
    ['/', 'discovery', {}],
    ['', 'discovery', {}],
    ['/purchase', 'purchase', {}],
    ['/subscription', 'subscription', {}],
    ['/avios-gift-transfer', 'avios-gift-transfer', {}],
    ['/gift', 'gift', {}],
    ['/gift/recipient', 'gift-recipient', {}],
    ['/transfer', 'transfer', {}],
    ['/transfer/recipient', 'transfer-recipient', {}],
    ['/booster', 'booster', {}],
    ['/booster/campaign', 'booster-campaign', {}],
    ['/refund', 'refund', {}],
    ['/resources/pricing-booster', 'resources', { resourceType: 'pricing-booster' }],
    ['/checkout', 'checkout', {}],
    ['/checkout/p123', 'checkout', { transactionId: 'p123' }],
    ['/checkout/transaction/p123', 'checkout-transaction', { transactionId: 'p123' }],
    ['/my-subscriptions', 'my-subscriptions', {}],
    ['/subscription/my-subscriptions', 'my-subscriptions', {}],
    ['/contact', 'contact', {}],
    ['/maintenance', 'maintenance', {}],
  ] as const)('%j -> %s', (path, screen, params) => {
    expect(resolveRoute(path, { basePath: '' })).toEqual({
      type: 'screen',
      screen,
      params,
      layout: 'default',
      path: path || '/',
    });
    // the same route under a base path
    expect(resolveRoute(`${base}${path === '/' ? '' : path}`, { basePath: base })).toMatchObject({
      type: 'screen',
      screen,
      params,
    });
  });

  it.each([
    ['/external/checkout/p123', 'checkout', { transactionId: 'p123' }],
    ['/external/checkout/transaction/t9', 'checkout-transaction', { transactionId: 't9' }],
  ] as const)('%j -> %s under the external layout', (path, screen, params) => {
    expect(resolveRoute(`${base}${path}`, { basePath: base })).toEqual({
      type: 'screen',
      screen,
      params,
      layout: 'external',
      path,
    });
  });

  it('makes the transfer page the index when the base path contains spend-avios', () => {
    expect(resolveRoute('/spend-avios/buy', { basePath: '/spend-avios/buy' })).toMatchObject({
      screen: 'transfer',
      path: '/',
    });
    expect(resolveRoute('/collect-avios/buy', { basePath: base })).toMatchObject({
      screen: 'discovery',
    });
  });

  it.each([
    ['/checkout/transaction', '/'],
    ['/external/checkout/transaction', '/'],
    ['/nowhere', '/'],
    ['/gift/recipient/extra', '/'],
    ['/checkout/p1/p2', '/'],
    ['/external/purchase', '/'],
    ['/resources', '/'],
  ])('%j redirects to %j', (path, target) => {
    expect(resolveRoute(path, { basePath: '' })).toEqual({
      type: 'redirect',
      target,
      external: false,
      replace: true,
    });
  });
});

describe('resolveRoute: base path, locale, trailing slash, address forms', () => {
  it('"//" is the home page, not an unreadable address', () => {
    expect(resolveRoute('//', { basePath: '' })).toMatchObject({
      type: 'screen',
      screen: 'discovery',
    });
  });

  it.each([
    ['//evil.example/purchase', '/'],
    ['/\\evil.example', '/'],
  ])(
    'a path starting with %j is a path on this shop, never a throw or another host',
    (url, target) => {
      expect(resolveRoute(url, { basePath: '' })).toMatchObject({ type: 'redirect', target });
    },
  );

  it.each([
    [
      'full URL with query',
      'https://shop.example/collect-avios/buy/purchase?currency=EUR',
      base,
      { screen: 'purchase' },
    ],
    [
      'locale segment',
      '/collect-avios/buy/en-GB/purchase',
      base,
      { screen: 'purchase', locale: 'en-GB', path: '/purchase' },
    ],
    [
      'locale alone is the index',
      '/es-ES',
      '',
      { screen: 'discovery', locale: 'es-ES', path: '/' },
    ],
    ['locale case is normalised', '/en-gb/gift', '', { screen: 'gift', locale: 'en-GB' }],
    [
      'base path given with a trailing slash',
      '/collect-avios/buy/booster',
      '/collect-avios/buy/',
      { screen: 'booster' },
    ],
    ['base path without leading slash', '/shop/refund', 'shop', { screen: 'refund' }],
    ['base path "/" means none', '/contact', '/', { screen: 'contact' }],
    ['static segments ignore case', '/Gift/Recipient', '', { screen: 'gift-recipient' }],
    [
      'params are decoded and keep case',
      '/checkout/Pa%2D12',
      '',
      { params: { transactionId: 'Pa-12' } },
    ],
  ] as const)('%s', (_title, url, basePath, expected) => {
    expect(resolveRoute(url, { basePath })).toMatchObject({ type: 'screen', ...expected });
  });

  it.each([
    ['/purchase/', '', '/purchase'],
    ['/purchase/?currency=EUR#top', '', '/purchase?currency=EUR#top'],
    ['/collect-avios/buy/', base, '/collect-avios/buy'],
    ['/en-GB/gift//', '', '/en-GB/gift'],
    ['https://shop.example/checkout/p1/?a=1', '', '/checkout/p1?a=1'],
    // a dot segment leaves `//a/` after parsing: the redirect must stay in the shop
    ['/.//a/', '', '/a'],
    ['/./..//evil.example/', '', '/evil.example'],
    ['/gift//recipient/', '', '/gift/recipient'],
  ])('trailing slash: %j redirects to %j', (url, basePath, target) => {
    expect(resolveRoute(url, { basePath })).toEqual({
      type: 'redirect',
      target,
      external: false,
      replace: true,
    });
  });

  it.each([
    [
      'unknown path keeps base path and locale',
      '/collect-avios/buy/en-GB/nope',
      base,
      '/collect-avios/buy/en-GB',
    ],
    ['unknown path under base', '/collect-avios/buy/nope?x=1', base, '/collect-avios/buy'],
    ['transaction without id keeps locale', '/es-ES/checkout/transaction', '', '/es-ES'],
    ['path outside the base path', '/elsewhere/purchase', base, '/collect-avios/buy'],
    ['base path is a whole segment', '/collect-avios/buyer', base, '/collect-avios/buy'],
  ])('%s', (_title, url, basePath, target) => {
    expect(resolveRoute(url, { basePath })).toEqual({
      type: 'redirect',
      target,
      external: false,
      replace: true,
    });
  });
});

describe('resolveRoute: resources (spec §2)', () => {
  it.each([
    [
      'IB pricing-booster is a content page',
      'IB',
      '/resources/pricing-booster',
      { type: 'screen', screen: 'resources', params: { resourceType: 'pricing-booster' } },
    ],
    [
      'IB nested path ending pricing-booster',
      'IB',
      '/resources/es/pricing-booster',
      { type: 'screen', params: { resourceType: 'es/pricing-booster' } },
    ],
    [
      'BA pricing-booster is not a content page',
      'BA',
      '/resources/pricing-booster',
      { type: 'redirect', target: '/', external: false },
    ],
    [
      'IB faq',
      'IB',
      '/resources/faq',
      { type: 'redirect', target: 'https://www.iberia.com/faq', external: true, replace: true },
    ],
    [
      'BA privacy',
      'BA',
      '/resources/privacy-policy',
      { type: 'redirect', target: 'https://www.britishairways.com/privacy-policy', external: true },
    ],
    [
      'EI terms',
      'EI',
      '/resources/terms',
      { type: 'redirect', target: 'https://www.aerlingus.com/terms', external: true },
    ],
    [
      'IB cookies, any case',
      'IB',
      '/resources/Cookies',
      { type: 'redirect', target: 'https://www.iberia.com/Cookies', external: true },
    ],
    [
      'IB anything else goes home',
      'IB',
      '/resources/about',
      { type: 'redirect', target: '/', external: false },
    ],
  ] as const)('%s', (_title, partner, url, expected) => {
    expect(resolveRoute(url, { basePath: '', partner })).toMatchObject(expected);
  });

  it('defaults the partner to IB', () => {
    expect(resolveRoute('/resources/pricing-booster', { basePath: '' })).toMatchObject({
      type: 'screen',
      screen: 'resources',
    });
  });

  it.each([
    ['a single base address', 'https://partner.example/', 'https://partner.example/faq'],
    ['a map per partner', { BA: 'https://ba.example' }, 'https://ba.example/faq'],
    [
      'a map without the partner falls back to the default',
      { IB: 'https://ib.example' },
      'https://www.britishairways.com/faq',
    ],
    [
      'a function of the partner',
      (p: string) => `https://${p.toLowerCase()}.example`,
      'https://ba.example/faq',
    ],
  ] as const)('partnerSiteUrl as %s', (_title, partnerSiteUrl, target) => {
    expect(
      resolveRoute('/resources/faq', { basePath: '', partner: 'BA', partnerSiteUrl }),
    ).toMatchObject({ type: 'redirect', target, external: true });
  });
});

describe('route parameters that are not a transaction id go home before any call', () => {
  it.each([
    '/checkout/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/checkout/p1%2F..%2F..%2Fusers',
    '/checkout/transaction/p1%00',
    '/checkout/p1.json',
    `/checkout/${'a'.repeat(65)}`,
    '/external/checkout/%E2%80%AEp1',
  ])('%s', (path) => {
    expect(resolveRoute(path, { basePath: '' })).toMatchObject({ type: 'redirect', target: '/' });
  });

  it('ordinary ids still open', () => {
    expect(resolveRoute('/checkout/p58e43b769550bf2c', { basePath: '' })).toMatchObject({
      type: 'screen',
      screen: 'checkout',
      params: { transactionId: 'p58e43b769550bf2c' },
    });
    expect(resolveRoute('/checkout/transaction/sub-12_ab', { basePath: '' })).toMatchObject({
      screen: 'checkout-transaction',
    });
  });
});
