import { describe, expect, it } from 'vitest';
import { fallbackRouteForFailedLoad } from './fallbackRouteForFailedLoad';

describe('fallbackRouteForFailedLoad (spec §4)', () => {
  it.each([
    ['purchase id', { transactionId: 'p1' }, '/purchase'],
    ['gift id', { transactionId: 'g1' }, '/gift'],
    ['gwd gift id', { transactionId: 'gwd1' }, '/gift'],
    ['transfer id', { transactionId: 't1' }, '/transfer'],
    ['booster id', { transactionId: 'bb1' }, '/booster'],
    ['subscription id', { transactionId: 'sub1' }, '/subscription'],
    ['id wins over draft', { transactionId: 'p1', draftType: 'gift' }, '/purchase'],
    [
      'generic id falls to draft',
      { transactionId: 'LCL_1', draftType: 'transfer' },
      '/transfer/recipient',
    ],
    ['generic id, no draft', { transactionId: 'x1' }, '/'],
    ['purchase draft', { draftType: 'purchase' }, '/purchase'],
    ['gift draft', { draftType: 'gift' }, '/gift/recipient'],
    ['transfer draft', { draftType: 'transfer' }, '/transfer/recipient'],
    ['booster draft', { draftType: 'booster' }, '/booster'],
    ['subscription draft', { draftType: 'subscription' }, '/subscription'],
    ['unknown draft type', { draftType: 'toString' }, '/'],
    ['empty id and draft', { transactionId: '', draftType: null }, '/'],
    ['nothing', {}, '/'],
  ] as const)('%s -> %s', (_title, input, route) => {
    expect(fallbackRouteForFailedLoad(input)).toBe(route);
  });
});
