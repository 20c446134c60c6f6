import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/sdkError';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import { transactionRequestFromDraft } from './transactionRequest';
import type { TransactionRequest } from './transactionRequest';

const NOW = Date.UTC(2024, 4, 17, 12);
const base = { id: 'LCL_1', creationDate: NOW, currency: 'EUR' as const };
const target = { ffpNumber: '9', email: 'b@c.d', firstName: 'B', lastName: 'C' };
const pmd = { version: '2' } as const;

describe('transactionRequestFromDraft (spec §7 bodies)', () => {
  it.each<[string, CheckoutDraft, TransactionRequest]>([
    [
      'purchase',
      { ...base, type: 'purchase', data: { purchaseAvios: 5000, purchasePrice: 80 } },
      {
        kind: 'transaction',
        product: 'purchase',
        body: { paymentMethodDetails: pmd, numberOfPoints: 5000, currency: 'EUR' },
      },
    ],
    [
      'gift with message and date',
      {
        ...base,
        type: 'gift',
        data: { giftAvios: 2000, message: 'hi', issueDate: '2024-06-01', targetAccount: target },
      },
      {
        kind: 'transaction',
        product: 'gift',
        body: {
          paymentMethodDetails: pmd,
          numberOfPoints: 2000,
          currency: 'EUR',
          issueDate: '2024-06-01',
          message: 'hi',
          targetAccount: target,
        },
      },
    ],
    [
      'transfer issued today without a message',
      { ...base, type: 'transfer', data: { transferAvios: 1000, targetAccount: target } },
      {
        kind: 'transaction',
        product: 'transfer',
        body: {
          paymentMethodDetails: pmd,
          numberOfPoints: 1000,
          currency: 'EUR',
          issueDate: '2024-05-17',
          message: '',
          targetAccount: target,
        },
      },
    ],
    [
      'booster from its form fields',
      {
        ...base,
        type: 'booster',
        data: {
          numberOfPoints: 900,
          currency: 'GBP',
          glpTransactionIds: ['a', 'b'],
          multiplier: 3,
        },
      },
      {
        kind: 'transaction',
        product: 'booster',
        body: {
          paymentMethodDetails: pmd,
          numberOfPoints: 900,
          currency: 'GBP',
          glpTransactionIds: ['a', 'b'],
          multiplier: 3,
        },
      },
    ],
    [
      'subscription',
      { ...base, type: 'subscription', data: { packageId: 'pkg-1', interval: 'monthly' } },
      { kind: 'subscription', body: { packageId: 'pkg-1', type: 'monthly' } },
    ],
  ])('%s', (_label, draft, request) => {
    expect(transactionRequestFromDraft(draft, NOW)).toEqual(request);
  });

  it.each<[string, CheckoutDraft, string[]]>([
    ['purchase without a package', { ...base, type: 'purchase', data: {} }, ['data.purchaseAvios']],
    [
      'gift without recipient',
      { ...base, type: 'gift', data: { giftAvios: 2000 } },
      ['data.targetAccount'],
    ],
    [
      'transfer without anything',
      { ...base, type: 'transfer', data: {} },
      ['data.transferAvios', 'data.targetAccount'],
    ],
    [
      'booster without transactions',
      { ...base, type: 'booster', data: { numberOfPoints: 1, multiplier: 2 } },
      ['data.glpTransactionIds'],
    ],
    [
      'subscription without interval',
      { ...base, type: 'subscription', data: { packageId: 'p' } },
      ['data.interval'],
    ],
  ])('refuses %s', (_label, draft, paths) => {
    let caught: unknown;
    try {
      transactionRequestFromDraft(draft, NOW);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SdkError);
    expect(caught).toMatchObject({ code: 'schema_validation_failed', paths });
  });

  it('sends a draft whose type has no product endpoint to the generic fallback as it is (spec §7 POST /transaction/new)', () => {
    const draft = { ...base, type: 'voucher', data: { points: 10 } } as unknown as CheckoutDraft;
    expect(transactionRequestFromDraft(draft, NOW)).toEqual({ kind: 'generic', body: draft });
  });
});
