import { describe, expect, it } from 'vitest';
import { rewriteBuyPath } from './rewriteBuyPath';

describe('rewriteBuyPath (spec §2 path rewriting guard)', () => {
  it.each([
    ['/spend-avios/buy', '/collect-avios/buy'],
    ['/spend-avios/buy/purchase', '/collect-avios/buy/purchase'],
    ['/spend-avios/buy/gift/recipient', '/collect-avios/buy/gift/recipient'],
    ['/en-GB/spend-avios/buy/booster', '/en-GB/collect-avios/buy/booster'],
    ['/spend-avios/buy/en-GB/purchase', '/collect-avios/buy/en-GB/purchase'],
    ['/spend-avios/buy/transferx', '/collect-avios/buy/transferx'],
    ['/collect-avios/buy/transfer', '/spend-avios/buy/transfer'],
    ['/collect-avios/buy/transfer/recipient', '/spend-avios/buy/transfer/recipient'],
    ['/collect-avios/buy/es-ES/transfer', '/spend-avios/buy/es-ES/transfer'],
    ['/es/collect-avios/buy/transfer', '/es/spend-avios/buy/transfer'],
  ])('%j -> %j', (from, to) => {
    expect(rewriteBuyPath(from)).toBe(to);
  });

  it.each([
    ['spend transfer is already right', '/spend-avios/buy/transfer'],
    ['spend transfer recipient is already right', '/spend-avios/buy/transfer/recipient'],
    ['collect purchase is already right', '/collect-avios/buy/purchase'],
    ['collect index is already right', '/collect-avios/buy'],
    ['checkout under spend is exempt', '/spend-avios/buy/checkout/p1'],
    ['checkout transfer under collect is exempt', '/collect-avios/buy/transfer/checkout'],
    ['external checkout is exempt', '/spend-avios/buy/external/checkout/transaction/p1'],
    ['unrelated path', '/purchase'],
    ['buy must be a whole segment', '/spend-avios/buyer'],
    ['area must be a whole segment', '/xspend-avios/buy'],
  ])('%s: %j -> null', (_title, pathname) => {
    expect(rewriteBuyPath(pathname)).toBeNull();
  });
});
