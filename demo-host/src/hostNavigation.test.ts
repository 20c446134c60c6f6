import { describe, expect, it, vi } from 'vitest';
import { createHostNavigation, createPathNavigator } from './hostNavigation';

const host = (basePath: string, locale: string | undefined) => {
  const navigate = vi.fn();
  const navigation = createHostNavigation({
    basePath,
    location: { pathname: `/${locale ?? ''}`, search: '?a=1', hash: '' },
    screenPath: '/purchase',
    locale,
    navigate,
  });
  return { navigation, navigate };
};

describe('createHostNavigation', () => {
  it('shows the screens the locale-free route path and the query', () => {
    expect(host('', 'en-GB').navigation.location).toEqual({
      pathname: '/purchase',
      search: '?a=1',
    });
  });

  it.each([
    ['', undefined, '/', '/'],
    ['', undefined, '/purchase', '/purchase'],
    ['', 'en-GB', '/', '/en-GB'],
    ['', 'en-GB', '/checkout/p1?x=1', '/en-GB/checkout/p1?x=1'],
    ['/collect-avios/buy', undefined, '/', '/collect-avios/buy'],
    ['/collect-avios/buy', 'es-ES', '/gift', '/collect-avios/buy/es-ES/gift'],
    ['/collect-avios/buy', 'es-ES', 'https://www.iberia.com/faq', 'https://www.iberia.com/faq'],
  ])('base %j, locale %j: href of %s is %s', (base, locale, to, expected) => {
    expect(host(base, locale).navigation.createHref?.(to)).toBe(expected);
  });

  it.each([
    [undefined, '/checkout/p1', '/checkout/p1'],
    ['en-GB', '/checkout/p1', '/en-GB/checkout/p1'],
    ['en-GB', '/', '/en-GB'],
    ['en-GB', '#', '#'],
  ])('locale %j: navigate(%s) asks the router for %s', (locale, to, expected) => {
    const { navigation, navigate } = host('/shop', locale);
    navigation.navigate(to, { replace: true });
    expect(navigate).toHaveBeenCalledWith(expected, { replace: true });
  });
});

describe('createPathNavigator', () => {
  it('hands full paths under the base path to the router without the base path', () => {
    const navigator = createPathNavigator('/shop');
    const router = vi.fn();
    navigator.attach(router);
    navigator.navigate('/shop/en-GB/purchase?x=1', { replace: true });
    navigator.navigate('/shop', {});
    expect(router.mock.calls).toEqual([
      ['/en-GB/purchase?x=1', { replace: true }],
      ['/', {}],
    ]);
  });

  it('stops using a router once it is detached', () => {
    const navigator = createPathNavigator('');
    const router = vi.fn();
    const detach = navigator.attach(router);
    detach();
    const replaceState = vi.fn();
    vi.stubGlobal('window', { history: { replaceState }, location: { assign: vi.fn() } });
    navigator.navigate('/purchase', { replace: true });
    vi.unstubAllGlobals();
    expect(router).not.toHaveBeenCalled();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/purchase');
  });
});
