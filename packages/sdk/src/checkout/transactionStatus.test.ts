import { describe, expect, it } from 'vitest';
import { transactionStateFixture } from '../schemas/fixtures';
import {
  paymentSessionOf,
  transactionErrorCode,
  transactionOutcome,
  transactionStatus,
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
