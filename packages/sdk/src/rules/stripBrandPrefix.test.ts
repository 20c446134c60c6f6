import { describe, expect, it } from 'vitest';
import { stripBrandPrefix } from './stripBrandPrefix';

describe('stripBrandPrefix (spec §2)', () => {
  it.each([
    ['/iberia/purchase', '/iberia', '/purchase'],
    ['/iberia/collect-avios/buy/gift', '/iberia', '/collect-avios/buy/gift'],
    ['/Iberia/purchase', '/iberia', '/purchase'],
    ['/iberia/purchase', 'iberia/', '/purchase'],
    ['/ba/en-GB/booster', '/ba', '/en-GB/booster'],
  ])('%j without %j -> %j', (pathname, prefix, expected) => {
    expect(stripBrandPrefix(pathname, prefix)).toBe(expected);
  });

  it.each([
    ['path is the prefix', '/iberia', '/iberia'],
    ['path is the prefix with a slash', '/iberia/', '/iberia'],
    ['path does not start with it', '/purchase', '/iberia'],
    ['prefix must be a whole segment', '/iberiaplus/purchase', '/iberia'],
    ['no prefix', '/purchase', ''],
    ['undefined prefix', '/purchase', undefined],
    ['prefix "/"', '/purchase', '/'],
  ])('%s -> null', (_title, pathname, prefix) => {
    expect(stripBrandPrefix(pathname, prefix)).toBeNull();
  });
});
