import { describe, expect, it } from 'vitest';
import { guardAddress } from './addressGuard';
import type { GuardAction, GuardOptions } from './addressGuard';

const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  // keep a doubled query as typed: URL would keep it in search too, but be explicit
  const q = href.indexOf('?');
  const h = href.indexOf('#');
  return {
    pathname: url.pathname,
    search: q === -1 ? '' : href.slice(q, h === -1 ? undefined : h),
    hash: h === -1 ? '' : href.slice(h),
  };
};

const cases: [string, GuardOptions, GuardAction][] = [
  ['/', { basePath: '' }, { type: 'none' }],
  ['/purchase?currency=EUR', { basePath: '' }, { type: 'none' }],
  ['/collect-avios/buy/purchase', { basePath: '/collect-avios/buy' }, { type: 'none' }],
  // spec §2 path rewriting guard, within the app
  [
    '/spend-avios/buy/purchase?x=1',
    { basePath: '' },
    { type: 'replace', url: '/collect-avios/buy/purchase?x=1' },
  ],
  // ... and across base paths: the other area is another page
  [
    '/collect-avios/buy/transfer',
    { basePath: '/collect-avios/buy' },
    { type: 'reload', url: '/spend-avios/buy/transfer' },
  ],
  [
    '/spend-avios/buy/gift',
    { basePath: '/collect-avios/buy' },
    { type: 'replace', url: '/collect-avios/buy/gift' },
  ],
  // checkout paths are never moved
  ['/spend-avios/buy/checkout/p1', { basePath: '/spend-avios/buy' }, { type: 'none' }],
  // utm reload with the second query segment
  [
    '/purchase?a=1?utm_source=cedar&utm_medium=email&utm_content=the_club#h',
    { basePath: '' },
    { type: 'reload', url: '/purchase?utm_source=cedar&utm_medium=email&utm_content=the_club#h' },
  ],
  [
    '/purchase?utm_source=cedar&utm_medium=email&utm_content=the_club',
    { basePath: '' },
    { type: 'none' },
  ],
  // brand prefix
  [
    '/iberia/purchase',
    { basePath: '', brandPrefix: '/iberia' },
    { type: 'replace', url: '/purchase' },
  ],
  ['/iberia', { basePath: '', brandPrefix: '/iberia' }, { type: 'none' }],
  // base root trailing slash, and addresses outside the base
  ['/shop/', { basePath: '/shop' }, { type: 'replace', url: '/shop' }],
  ['/other?x=1', { basePath: '/shop' }, { type: 'replace', url: '/shop' }],
];

describe('guardAddress', () => {
  it.each(cases)('%s with %j', (href, options, expected) => {
    expect(guardAddress(at(href), options)).toEqual(expected);
  });
});
