import { describe, expect, it } from 'vitest';
import { isInternalPath } from './internalPath';

describe('isInternalPath (spec §2: links starting with / are the shop own)', () => {
  it.each([
    ['/purchase', true],
    ['/', true],
    ['/checkout/p1?x=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://www.iberia.com/faq', false],
    ['#', false],
    ['?a=1', false],
    ['', false],
  ])('%s -> %s', (to, expected) => {
    expect(isInternalPath(to)).toBe(expected);
  });
});
