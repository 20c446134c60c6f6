import { describe, expect, it } from 'vitest';
import { localeOf, replaceLocale, withLocale } from './locale';

describe('localeOf', () => {
  it.each([
    ['/en-GB/purchase', 'en-GB'],
    ['/EN-gb', 'en-GB'],
    ['/purchase', undefined],
    ['/', undefined],
    ['/eng-GB/x', undefined],
  ])('%s -> %j', (path, expected) => {
    expect(localeOf(path)).toBe(expected);
  });
});

describe('withLocale', () => {
  it.each([
    ['/purchase', 'en-GB', '/en-GB/purchase'],
    ['/', 'en-GB', '/en-GB'],
    ['/?a=1', 'en-GB', '/en-GB?a=1'],
    ['/checkout/p1?x=1#top', 'es-ES', '/es-ES/checkout/p1?x=1#top'],
    ['/en-US/purchase', 'en-GB', '/en-US/purchase'],
    ['/purchase', undefined, '/purchase'],
    ['https://www.iberia.com/faq', 'en-GB', 'https://www.iberia.com/faq'],
    ['#', 'en-GB', '#'],
  ])('%s with %j -> %s', (to, locale, expected) => {
    expect(withLocale(to, locale)).toBe(expected);
  });
});

describe('replaceLocale', () => {
  it.each([
    ['/en-GB/purchase?sizes=small', 'es-ES', '/es-ES/purchase?sizes=small'],
    ['/en-GB', 'es-ES', '/es-ES'],
    ['/purchase', 'en-GB', '/en-GB/purchase'],
  ])('%s to %s -> %s', (to, locale, expected) => {
    expect(replaceLocale(to, locale)).toBe(expected);
  });
});
