import { describe, expect, it } from 'vitest';
import { checkoutStatus, subscriptionCheckoutStatus } from './checkoutStatus';

describe('checkoutStatus: step names (spec §4)', () => {
  it.each([
    ['payment_session', 'payment_pending'],
    ['start_transaction', 'payment_pending'],
    ['payment_authorised', 'payment_pending'],
    ['credit_points', 'payment_pending'],
    ['payment_captured', 'done'],
    ['transaction_complete', 'done'],
    ['points_added_to_customer_account', 'done'],
    ['transaction_failed', 'failed'],
    ['Payment Session', 'payment_pending'],
    ['START TRANSACTION', 'payment_pending'],
    ['Payment Authorised', 'payment_pending'],
    ['credit points', 'payment_pending'],
    ['Payment Captured', 'done'],
    ['Transaction Complete', 'done'],
    ['Points Added To Customer Account', 'done'],
    ['  payment-captured ', 'done'],
    ['payment_refunded', 'unhandled'],
    ['constructor', 'unhandled'],
    ['', 'unhandled'],
    [null, 'unhandled'],
    [undefined, 'unhandled'],
  ] as const)('step %j -> %s', (stepName, status) => {
    expect(checkoutStatus({ stepName, productType: 'purchase' })).toBe(status);
  });
});

describe('checkoutStatus: error code and re-authentication (spec §4)', () => {
  it.each([
    [
      'errorCode wins over a done step',
      { stepName: 'transaction_complete', errorCode: 12 },
      'failed',
    ],
    ['errorCode 0 is still a code', { stepName: 'payment_session', errorCode: 0 }, 'failed'],
    ['errorCode without a step', { errorCode: 7 }, 'failed'],
    [
      'null errorCode is no error',
      { stepName: 'payment_session', errorCode: null },
      'payment_pending',
    ],
    [
      'errorCode wins over mfa',
      { productType: 'transfer', redirectUrl: 'https://idp/x', followRedirect: true, errorCode: 3 },
      'failed',
    ],
    [
      'transfer with redirect and followRedirect',
      {
        productType: 'transfer',
        stepName: 'payment_session',
        redirectUrl: 'https://idp/x',
        followRedirect: true,
      },
      'mfa_pending',
    ],
    [
      'transfer with redirect but followRedirect false',
      {
        productType: 'transfer',
        stepName: 'payment_session',
        redirectUrl: 'https://idp/x',
        followRedirect: false,
      },
      'payment_pending',
    ],
    [
      'transfer with followRedirect but no redirect',
      {
        productType: 'transfer',
        stepName: 'payment_session',
        redirectUrl: '',
        followRedirect: true,
      },
      'payment_pending',
    ],
    [
      'gift with redirect and followRedirect is not mfa',
      {
        productType: 'gift',
        stepName: 'payment_session',
        redirectUrl: 'https://idp/x',
        followRedirect: true,
      },
      'payment_pending',
    ],
  ] as const)('%s', (_title, input, status) => {
    expect(checkoutStatus({ productType: 'purchase', ...input })).toBe(status);
  });
});

describe('subscriptionCheckoutStatus (spec §4)', () => {
  it.each([
    ['active', 'done'],
    ['cancelled_scheduled', 'done'],
    ['suspended', 'done'],
    ['autorenewing', 'done'],
    ['failed', 'failed'],
    ['unverified', 'payment_pending'],
    ['ACTIVE', 'done'],
    ['refunded', 'unhandled'],
    ['cancelled', 'unhandled'],
    ['closed', 'unhandled'],
    ['refund_pending', 'unhandled'],
    ['terminated', 'unhandled'],
    ['expired', 'unhandled'],
    ['toString', 'unhandled'],
    ['', 'unhandled'],
  ] as const)('%s -> %s', (subscriptionStatus, status) => {
    expect(subscriptionCheckoutStatus(subscriptionStatus)).toBe(status);
  });
});
