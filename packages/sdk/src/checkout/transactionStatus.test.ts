import { describe, expect, it } from 'vitest';
import { transactionStateFixture } from '../schemas/fixtures';
import {
  paymentSessionOf,
  transactionErrorCode,
  transactionOutcome,
  transactionStatus,
  transactionTotals,
} from './transactionStatus';
import type { TransactionDetails, TransactionStatusInput } from './transactionStatus';

const state = (statusName: string, errorCode?: number): TransactionDetails => ({
  statusName,
  payload: {
    ...transactionStateFixture.payload,
    ...(errorCode === undefined ? {} : { errorCode }),
  },
});

describe('transactionStatus', () => {
  it.each<[string, TransactionDetails, TransactionStatusInput, string]>([
    ['payment session', state('payment_session'), { productType: 'purchase' }, 'payment_pending'],
    [
      'spaced step name',
      state('Points Added To Customer Account'),
      { productType: 'gift' },
      'done',
    ],
    ['errorCode wins', state('transaction_complete', 7), { productType: 'purchase' }, 'failed'],
    [
      'transfer with redirect',
      state('payment_session'),
      { productType: 'transfer', redirectUrl: '/mfa', followRedirect: true },
      'mfa_pending',
    ],
    [
      'purchase ignores redirect',
      state('payment_session'),
      { productType: 'purchase', redirectUrl: '/mfa', followRedirect: true },
      'payment_pending',
    ],
    ['unknown step', state('something'), { productType: 'purchase' }, 'unhandled'],
    [
      'generic data',
      { id: 'x', type: 'purchase', ...state('credit_points') } as TransactionDetails,
      { productType: 'generic' },
      'payment_pending',
    ],
    [
      'subscription unverified',
      { id: 's', subscriptionStatus: 'unverified' },
      { productType: 'subscription' },
      'payment_pending',
    ],
    [
      'subscription active',
      { id: 's', subscriptionStatus: 'active' },
      { productType: 'subscription' },
      'done',
    ],
    [
      'subscription errorCode',
      { id: 's', subscriptionStatus: 'unverified', errorCode: 3 },
      { productType: 'subscription' },
      'failed',
    ],
    [
      'subscription closed',
      { id: 's', subscriptionStatus: 'closed' },
      { productType: 'subscription' },
      'unhandled',
    ],
  ])('%s -> %s', (_label, details, input, status) => {
    expect(transactionStatus(details, input)).toBe(status);
  });

  it('reads the payment session and error code of either kind of answer', () => {
    const session = { id: 'ps', sessionData: 'd' };
    expect(paymentSessionOf(state('payment_session'))).toEqual(
      transactionStateFixture.payload.paymentSession,
    );
    expect(
      paymentSessionOf({ id: 's', subscriptionStatus: 'unverified', paymentSession: session }),
    ).toBe(session);
    expect(transactionErrorCode(state('x', 9))).toBe(9);
    expect(transactionErrorCode({ id: 's', subscriptionStatus: 'failed', errorCode: 4 })).toBe(4);
  });
});

describe('transactionOutcome (spec §4 status, §8 codes)', () => {
  const failedWith = (errorCode?: number) => ({
    statusName: 'transaction_failed',
    payload: { aviosAmount: 2000, pricePerPoint: 0.02, currency: 'EUR' as const, errorCode },
  });

  it('a done transaction has no code', () => {
    expect(transactionOutcome('done', failedWith(undefined))).toEqual({ status: 'done' });
  });

  it('a failure with the API code shows api_error_{n}, for a subscription too', () => {
    expect(transactionOutcome('failed', failedWith(77))).toEqual({
      status: 'failed',
      errorCode: 77,
      code: 'api_error_77',
    });
    expect(
      transactionOutcome('failed', {
        id: 'sub1',
        subscriptionStatus: 'cancelled',
        errorCode: 101,
      } as never),
    ).toEqual({ status: 'failed', errorCode: 101, code: 'api_error_101' });
  });

  it('a failure without a code, or without an answer, is missing_transaction', () => {
    expect(transactionOutcome('failed', failedWith(undefined))).toEqual({
      status: 'failed',
      code: 'missing_transaction',
    });
    expect(transactionOutcome('failed', undefined)).toEqual({
      status: 'failed',
      code: 'missing_transaction',
    });
  });
});

describe('transactionTotals: the state payload fields read (spec §7)', () => {
  const payload = { aviosAmount: 3333, pricePerPoint: 0.0165, currency: 'EUR' as const };

  it('reads aviosAmount, pricePerPoint, currency and aviosBonusAmount of the payload', () => {
    expect(
      transactionTotals({
        statusName: 'payment_session',
        payload: { ...payload, aviosBonusAmount: 500 },
      }),
    ).toEqual({
      points: 3333,
      bonus: 500,
      credited: 3833,
      multiplier: undefined,
      currency: 'EUR',
      // 3333 × 0.0165 = 54.9945, to the cent
      total: 54.99,
    });
  });

  it('a payload without aviosBonusAmount credits no bonus', () => {
    expect(transactionTotals({ statusName: 'payment_session', payload })).toMatchObject({
      points: 3333,
      bonus: 0,
      credited: 3333,
    });
  });

  it("booster: additionalData's aviosAmount, currency, multiplier and totalPrice win over the payload's", () => {
    const totals = transactionTotals({
      statusName: 'payment_session',
      payload: {
        aviosAmount: 8000,
        pricePerPoint: 0.01,
        currency: 'GBP',
        additionalData: {
          aviosAmount: 8250,
          pricePerPoint: 0.004,
          currency: 'USD',
          multiplier: 3,
          qualifyingAviosAmount: 2750,
          totalPrice: 33.5,
        },
      },
    });
    expect(totals).toEqual({
      points: 8250,
      bonus: 0,
      // what the member receives is the payload's amount plus bonus, as for every product
      credited: 8000,
      multiplier: 3,
      currency: 'USD',
      // the booster's own total, not aviosAmount × pricePerPoint of either
      total: 33.5,
    });
  });

  it("the generic fallback's data is read like a state", () => {
    expect(
      transactionTotals({
        id: 'n1',
        type: 'purchase',
        statusName: 'credit_points',
        payload: { ...payload, aviosBonusAmount: 1 },
      }),
    ).toMatchObject({ points: 3333, bonus: 1, credited: 3334, currency: 'EUR', total: 54.99 });
  });
});
