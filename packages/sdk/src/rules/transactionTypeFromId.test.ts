import { describe, expect, it } from 'vitest';
import { transactionTypeFromId } from './transactionTypeFromId';

describe('transactionTypeFromId (spec §4)', () => {
  it.each([
    ['p123', 'purchase'],
    ['pabc-def', 'purchase'],
    ['g42', 'gift'],
    ['gwd42', 'gift'],
    ['t9', 'transfer'],
    ['bb77', 'booster'],
    ['sub1', 'subscription'],
    ['subabc', 'subscription'],
    ['b77', 'generic'],
    ['s1', 'generic'],
    ['su1', 'generic'],
    ['x1', 'generic'],
    ['LCL_ab12', 'generic'],
    ['P123', 'generic'],
    ['BB77', 'generic'],
    ['', 'generic'],
  ] as const)('%j -> %s', (id, type) => {
    expect(transactionTypeFromId(id)).toBe(type);
  });
});
