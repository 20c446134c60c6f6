import { describe, expect, it } from 'vitest';
import { externalHref, pageHrefFor, routeFromPage, screenFor } from './elementRoutes';
import type { ElementKind } from './elementRoutes';

describe('screenFor: which paths an element shows itself', () => {
  it.each<[ElementKind, string, ReturnType<typeof screenFor>]>([
    ['purchase', '/purchase', { screen: 'purchase' }],
    ['purchase', '/purchase?sizes=small', { screen: 'purchase' }],
    ['purchase', '/checkout/p123', { screen: 'checkout', transactionId: 'p123' }],
    [
      'purchase',
      '/checkout/transaction/p123',
      { screen: 'checkout-transaction', transactionId: 'p123' },
    ],
    ['purchase', '/', undefined],
    ['purchase', '/gift', undefined],
    ['gift', '/gift', { screen: 'gift' }],
    ['gift', '/gift/recipient', { screen: 'gift-recipient' }],
    ['gift', '/checkout/g1', { screen: 'checkout', transactionId: 'g1' }],
    ['gift', '/transfer', undefined],
    ['transfer', '/transfer?amount=1000', { screen: 'transfer' }],
    ['transfer', '/transfer/recipient', { screen: 'transfer-recipient' }],
    [
      'transfer',
      '/checkout/transaction/t1',
      { screen: 'checkout-transaction', transactionId: 't1' },
    ],
    ['transfer', '/purchase', undefined],
    ['checkout', '/checkout', { screen: 'checkout' }],
    [
      'checkout',
      '/checkout/transaction/g9',
      { screen: 'checkout-transaction', transactionId: 'g9' },
    ],
    ['checkout', '/purchase', undefined],
    ['discovery', '/', { screen: 'discovery' }],
    ['discovery', '/purchase', undefined],
    ['discovery', 'https://blog.test/1', undefined],
    ['discovery', '//evil.test/', undefined],
  ])('<avios-%s> %s -> %j', (kind, path, expected) => {
    expect(screenFor(kind, path)).toEqual(expected);
  });
});

describe('the route in the page address (sign-in return path)', () => {
  it.each([
    [
      'transfer',
      '?avios-path=%2Ftransfer%3Famount%3D2500',
      { pathname: '/transfer', search: '?amount=2500' },
    ],
    ['purchase', '?avios-path=%2Fcheckout%2Fp1', { pathname: '/checkout/p1', search: '' }],
    [
      'purchase',
      '?x=1&avios-path=%2Fpurchase%3Fcurrency%3DEUR',
      { pathname: '/purchase', search: '?currency=EUR' },
    ],
    ['discovery', '?avios-path=%2Fcheckout%2Fp1', undefined],
    ['purchase', '?avios-path=%2Fgift', undefined],
    ['purchase', '', undefined],
  ] as const)('<avios-%s> on a page with %j reads %j', (kind, search, expected) => {
    expect(routeFromPage(kind, search)).toEqual(expected);
  });

  it('writes the route into the page address, keeping its other parameters and hash', () => {
    expect(
      pageHrefFor('/purchase?sizes=small', { pathname: '/shop/', search: '?a=1', hash: '#top' }),
    ).toBe('/shop/?a=1&avios-path=%2Fpurchase%3Fsizes%3Dsmall#top');
  });

  it('reads back what it wrote', () => {
    const href = pageHrefFor('/checkout/p9?x=1', { pathname: '/', search: '' });
    expect(routeFromPage('purchase', new URL(href, 'http://h').search)).toEqual({
      pathname: '/checkout/p9',
      search: '?x=1',
    });
  });
});

describe('externalHref: links that leave the element', () => {
  it.each([
    ['/purchase', '', '/purchase'],
    ['/purchase', '/shop/', '/shop/purchase'],
    ['/', '', '/'],
    ['https://blog.test/1', '/shop', 'https://blog.test/1'],
    ['//cdn.test/x', '/shop', '//cdn.test/x'],
  ])('%s with base path %j -> %s', (path, base, href) => {
    expect(externalHref(path, base)).toBe(href);
  });
});
