// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopRouter, resolveHref, stripBasename, useLocation, useNavigate } from './router';
import type { NavigateFn } from './router';

describe('stripBasename', () => {
  it('is the path below the base path, `/` at its root, case-insensitive', () => {
    expect(stripBasename('/collect-avios/buy/purchase', '/collect-avios/buy')).toBe('/purchase');
    expect(stripBasename('/collect-avios/buy', '/collect-avios/buy')).toBe('/');
    expect(stripBasename('/Collect-Avios/Buy/gift', '/collect-avios/buy')).toBe('/gift');
    expect(stripBasename('/purchase', '')).toBe('/purchase');
  });

  it('is null outside the base path', () => {
    expect(stripBasename('/spend-avios/buy', '/collect-avios/buy')).toBeNull();
    expect(stripBasename('/collect-avios/buyer', '/collect-avios/buy')).toBeNull();
  });
});

describe('resolveHref', () => {
  const at = { pathname: '/purchase', search: '?currency=EUR', hash: '' };

  it('puts paths under the base path, its root without a trailing slash (spec §2)', () => {
    expect(resolveHref('/checkout/p1', at, '/collect-avios/buy')).toBe(
      '/collect-avios/buy/checkout/p1',
    );
    expect(resolveHref('/', at, '/collect-avios/buy')).toBe('/collect-avios/buy');
    expect(resolveHref('/', at, '')).toBe('/');
    expect(resolveHref('/en-GB/purchase?sizes=small#top', at, '')).toBe(
      '/en-GB/purchase?sizes=small#top',
    );
  });

  it('keeps the path for a query, and drops the query for a hash (as react-router)', () => {
    expect(resolveHref('?currency=GBP', at, '')).toBe('/purchase?currency=GBP');
    expect(resolveHref('#', at, '/b')).toBe('/b/purchase');
    expect(resolveHref('#packages', at, '')).toBe('/purchase#packages');
  });
});

describe('ShopRouter', () => {
  let navigate: NavigateFn = () => {};
  function Where() {
    const { pathname, search, hash } = useLocation();
    navigate = useNavigate();
    return <p>{`${pathname}${search}${hash}`}</p>;
  }
  const shown = () => screen.getByRole('paragraph').textContent;

  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(cleanup);

  it('reads the address under the base path and follows navigate, push or replace', () => {
    window.history.replaceState(null, '', '/collect-avios/buy/purchase?currency=EUR');
    render(
      <ShopRouter basename="/collect-avios/buy">
        <Where />
      </ShopRouter>,
    );
    expect(shown()).toBe('/purchase?currency=EUR');
    const before = window.history.length;
    act(() => navigate('/checkout/p1'));
    expect(window.location.pathname).toBe('/collect-avios/buy/checkout/p1');
    expect(shown()).toBe('/checkout/p1');
    expect(window.history.length).toBe(before + 1);
    act(() => navigate('/', { replace: true }));
    expect(window.location.pathname).toBe('/collect-avios/buy');
    expect(shown()).toBe('/');
    expect(window.history.length).toBe(before + 1);
  });

  it('follows the browser’s back and forward (popstate)', () => {
    window.history.replaceState(null, '', '/purchase');
    render(
      <ShopRouter>
        <Where />
      </ShopRouter>,
    );
    act(() => navigate('/gift'));
    expect(shown()).toBe('/gift');
    // what the browser does on back: the previous address, then popstate
    act(() => {
      window.history.replaceState(null, '', '/purchase');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown()).toBe('/purchase');
  });

  it('renders nothing outside the base path', () => {
    window.history.replaceState(null, '', '/elsewhere');
    const { container } = render(
      <ShopRouter basename="/collect-avios/buy">
        <Where />
      </ShopRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
