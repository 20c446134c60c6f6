import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SdkError } from '../errors/sdkError';
import type {
  ApplicableBonus as RulesApplicableBonus,
  PriceBand as RulesPriceBand,
} from '../rules/buildPackages';
import { checkoutDraftSchema } from './checkoutDraft';
import { contentEntriesSchema } from './content';
import {
  balanceFixture,
  boosterOptionsFixture,
  enrolmentsFixture,
  priceBandsFixture,
  subscriptionPackageFixture,
  transactionStateFixture,
  userFixture,
  userSubscriptionFixture,
} from './fixtures';
import { parseAnswer } from './parseAnswer';
import {
  balanceSchema,
  boosterOptionsSchema,
  enrolmentsSchema,
  priceBandsSchema,
  productsSchema,
  statsSchema,
  subscriptionCreatedSchema,
  subscriptionDetailSchema,
  subscriptionPackagesSchema,
  transactionCreatedSchema,
  transactionDataSchema,
  transactionStateSchema,
  userSchema,
  userSubscriptionsSchema,
} from './index';

const draft = {
  id: 'LCL_0a1b2c',
  type: 'purchase',
  creationDate: 1_700_000_000_000,
  data: { purchaseAvios: 5000, purchasePrice: 80 },
};

const valid: [string, z.core.$ZodType, unknown][] = [
  ['products', productsSchema, { availableProducts: ['purchase', 'booster'] }],
  ['user', userSchema, userFixture],
  [
    'user without optional fields',
    userSchema,
    { ffpNumber: '1', name: { firstName: 'A', lastName: 'B' } },
  ],
  ['balance', balanceSchema, balanceFixture],
  ['balance with nulls', balanceSchema, { ...balanceFixture, amount: null }],
  ['price bands', priceBandsSchema, priceBandsFixture],
  ['booster options', boosterOptionsSchema, boosterOptionsFixture],
  ['enrolments', enrolmentsSchema, enrolmentsFixture],
  ['empty enrolments', enrolmentsSchema, []],
  ['stats', statsSchema, { boostedAvios: 10 }],
  ['subscription packages', subscriptionPackagesSchema, [subscriptionPackageFixture]],
  ['user subscriptions', userSubscriptionsSchema, [userSubscriptionFixture]],
  ['transaction created', transactionCreatedSchema, { id: 'p123', redirectUrl: null }],
  ['transaction state', transactionStateSchema, transactionStateFixture],
  [
    'transaction data',
    transactionDataSchema,
    { id: 'x1', type: 'purchase', ...transactionStateFixture },
  ],
  ['subscription created', subscriptionCreatedSchema, { subscriptionID: 'sub1' }],
  [
    'subscription detail',
    subscriptionDetailSchema,
    { id: 'sub1', subscriptionStatus: 'unverified' },
  ],
  ['draft', checkoutDraftSchema, draft],
  ['content', contentEntriesSchema(), { items: [{ sys: { id: 'a' }, fields: { title: 'x' } }] }],
];

const invalid: [string, z.core.$ZodType, unknown, string[]][] = [
  ['empty products', productsSchema, { availableProducts: [] }, ['availableProducts']],
  [
    'unknown product',
    productsSchema,
    { availableProducts: ['purchase', 'loan'] },
    ['availableProducts.1'],
  ],
  [
    'user without ffpNumber',
    userSchema,
    { name: { firstName: 'A', lastName: 'B' } },
    ['ffpNumber'],
  ],
  [
    'user without last name',
    userSchema,
    { ffpNumber: '1', name: { firstName: 'A' } },
    ['name.lastName'],
  ],
  [
    'balance without currency',
    balanceSchema,
    { amount: 1, householdBalance: null, householdCurrency: 'A' },
    ['currency'],
  ],
  ['empty price bands', priceBandsSchema, [], ['(root)']],
  [
    'price in unknown currency type',
    priceBandsSchema,
    [{ lower: 1, upper: 2, price: { GBP: '1' } }],
    ['0.price'],
  ],
  [
    'multiplier 5',
    boosterOptionsSchema,
    {
      ...boosterOptionsFixture,
      multipliersAvailable: [{ ...boosterOptionsFixture.multipliersAvailable[0], multiplyBy: 5 }],
    },
    ['multipliersAvailable.0.multiplyBy'],
  ],
  [
    'unknown subscription status',
    userSubscriptionsSchema,
    [{ ...userSubscriptionFixture, subscriptionStatus: 'paused' }],
    ['0.subscriptionStatus'],
  ],
  ['transaction without id', transactionCreatedSchema, { redirectUrl: null }, ['id']],
  [
    'state in unknown currency',
    transactionStateSchema,
    {
      ...transactionStateFixture,
      payload: { ...transactionStateFixture.payload, currency: 'JPY' },
    },
    ['payload.currency'],
  ],
  ['draft with unknown type', checkoutDraftSchema, { ...draft, type: 'loan' }, ['type']],
  ['draft with bad id', checkoutDraftSchema, { ...draft, id: 'p123' }, ['id']],
  [
    'draft with data of the wrong kind',
    checkoutDraftSchema,
    { ...draft, data: { purchaseAvios: 'lots' } },
    ['data.purchaseAvios'],
  ],
  ['content without items', contentEntriesSchema(), { items: [] }, ['items']],
];

describe('schemas accept the contract shapes', () => {
  it.each(valid)('%s', (what, schema, data) => {
    expect(() => parseAnswer(schema, data, what)).not.toThrow();
  });
});

describe('parseAnswer names the offending paths', () => {
  it.each(invalid)('%s', (what, schema, data, paths) => {
    let caught: unknown;
    try {
      parseAnswer(schema, data, what);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SdkError);
    const error = caught as SdkError;
    expect(error.code).toBe('schema_validation_failed');
    expect(error.paths).toEqual(paths);
    expect(error.message).toContain(what);
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
  });
});

describe('checkoutDraftSchema', () => {
  it('defaults the currency to GBP', () => {
    expect(checkoutDraftSchema.parse(draft).currency).toBe('GBP');
  });

  it('keeps the data of the matching type', () => {
    const gift = checkoutDraftSchema.parse({
      ...draft,
      type: 'gift',
      data: {
        giftAvios: 2000,
        targetAccount: { ffpNumber: '9', email: 'a@b.c', firstName: 'A', lastName: 'B' },
      },
    });
    expect(gift.type === 'gift' && gift.data.targetAccount?.ffpNumber).toBe('9');
  });
});

describe('contentEntriesSchema', () => {
  it('passes includes through and checks fields when given a schema', () => {
    const answer = {
      items: [{ sys: { id: 'a' }, fields: { title: 'x' } }],
      includes: { Asset: [] },
    };
    expect(parseAnswer(contentEntriesSchema(), answer, 'content')).toHaveProperty('includes');
    const typed = contentEntriesSchema(z.object({ title: z.string() }));
    expect(() => parseAnswer(typed, { items: [{ sys: { id: 'a' }, fields: {} }] }, 'c')).toThrow(
      expect.objectContaining({ paths: ['items.0.fields.title'] }),
    );
  });
});

describe('compatibility with the rules', () => {
  it('a checked price band is a rules PriceBand and ApplicableBonus', () => {
    const bands: RulesPriceBand[] = parseAnswer(priceBandsSchema, priceBandsFixture, 'prices');
    const bonus: RulesApplicableBonus | undefined = bands[1]!.applicableBonus;
    expect(bonus?.type).toBe('percentage');
  });
});
