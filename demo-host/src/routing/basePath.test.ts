import { describe, expect, it } from 'vitest';
import { addressForRouteTable, isUnderBase, normaliseBasePath, routerPathFor } from './basePath';

describe('normaliseBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['//', ''],
    ['collect-avios/buy', '/collect-avios/buy'],
    ['/collect-avios/buy/', '/collect-avios/buy'],
    [' /shop ', '/shop'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseBasePath(input)).toBe(expected);
  });
});

describe('isUnderBase', () => {
  it.each([
    ['/purchase', '', true],
    ['/shop', '/shop', true],
    ['/SHOP/purchase', '/shop', true],
    ['/shopping', '/shop', false],
    ['/other/shop', '/shop', false],
  ])('%s under %j is %s', (path, base, expected) => {
    expect(isUnderBase(path, base)).toBe(expected);
  });
});

describe('addressForRouteTable', () => {
  it.each([
    [{ pathname: '/', search: '' }, '', '/'],
    [{ pathname: '/', search: '?a=1' }, '/shop', '/shop?a=1'],
    [{ pathname: '/purchase/', search: '', hash: '#x' }, '/shop', '/shop/purchase/#x'],
    [{ pathname: '/en-GB/checkout/p1', search: '' }, '', '/en-GB/checkout/p1'],
  ])('%j under %j -> %s', (location, base, expected) => {
    expect(addressForRouteTable(location, base)).toBe(expected);
  });
});

describe('routerPathFor', () => {
  it.each([
    ['/', '', '/'],
    ['/purchase?currency=EUR', '', '/purchase?currency=EUR'],
    ['/shop', '/shop', '/'],
    ['/shop/en-GB', '/shop', '/en-GB'],
    ['/shop/purchase#top', '/shop', '/purchase#top'],
    ['/elsewhere', '/shop', null],
  ])('%s under %j -> %j', (target, base, expected) => {
    expect(routerPathFor(target, base)).toBe(expected);
  });
});
