import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './constants';
import { PRODUCT_ROUTES, fallbackRouteForFailedLoad } from './fallbackRouteForFailedLoad';
import { PRODUCTS, hasRecipient, needsStepUp, productConfig, productRow } from './products';
import { transactionTypeFromId } from './transactionTypeFromId';

describe('every product is one row of the product table', () => {
  it.each([
    ['purchase', ['p'], 'transactions', '/purchase', undefined, false],
    ['gift', ['g', 'gwd'], 'transactions', '/gift', '/gift/recipient', false],
    ['transfer', ['t'], 'transactions', '/transfer', '/transfer/recipient', true],
    ['booster', ['bb'], 'transactions', '/booster', undefined, false],
    ['subscription', ['sub'], 'subscriptions', '/subscription', undefined, false],
  ] as const)(
    '%s: id prefixes %j (spec §4), POST/GET on /%s (spec §7), page %s and recipient step %s (spec §2), step-up %s (spec §6)',
    (product, prefixes, endpoint, route, recipientRoute, stepUp) => {
      const row = PRODUCTS[product];
      expect(row).toMatchObject({ product, idPrefixes: prefixes, endpoint, route, stepUp });
      expect(row.recipientRoute).toBe(recipientRoute);
      expect(productRow(product)).toBe(row);
    },
  );

  it('the table has a row for each of the five products of spec §1, and nothing else', () => {
    expect(Object.keys(PRODUCTS).sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it('no id prefix names two products (spec §4)', () => {
    const prefixes = PRODUCT_TYPES.flatMap((type) => PRODUCTS[type].idPrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('each row is found again from its own ids (spec §4: the id prefix names the product)', () => {
    for (const type of PRODUCT_TYPES) {
      for (const prefix of PRODUCTS[type].idPrefixes) {
        expect(transactionTypeFromId(`${prefix}123`)).toBe(type);
      }
    }
  });

  it('booster and subscription have no recipient step and need no step-up (spec §2, §6)', () => {
    expect(hasRecipient('booster')).toBe(false);
    expect(hasRecipient('subscription')).toBe(false);
    expect(needsStepUp('booster')).toBe(false);
    expect(needsStepUp('subscription')).toBe(false);
  });

  it('booster and subscription are rows but not priced products', () => {
    expect(productRow('booster')?.route).toBe('/booster');
    expect(productRow('subscription')?.endpoint).toBe('subscriptions');
    expect(productConfig('booster')).toBeUndefined();
    expect(productConfig('subscription')).toBeUndefined();
  });

  it.each(['generic', 'voucher', '', 'toString', 'constructor', '__proto__', 'PURCHASE'])(
    'a name that is not a product (%j) has no row',
    (name) => {
      expect(productRow(name)).toBeUndefined();
    },
  );

  it('the product pages and the failed-load fallbacks are the rows’ routes (spec §2, §4)', () => {
    for (const type of PRODUCT_TYPES) {
      const row = PRODUCTS[type];
      expect(PRODUCT_ROUTES[type]).toBe(row.route);
      expect(fallbackRouteForFailedLoad({ transactionId: `${row.idPrefixes[0]}9` })).toBe(
        row.route,
      );
      expect(fallbackRouteForFailedLoad({ draftType: type })).toBe(row.recipientRoute ?? row.route);
    }
  });
});
