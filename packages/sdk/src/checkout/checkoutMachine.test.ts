import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/sdkError';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import { transactionStateFixture } from '../schemas/fixtures';
import { IDLE, transition } from './checkoutMachine';
import type { CheckoutEvent, CheckoutState } from './checkoutMachine';

const draft: CheckoutDraft = {
  id: 'LCL_1',
  type: 'purchase',
  creationDate: 1,
  currency: 'GBP',
  data: { purchaseAvios: 5000 },
};
const other: CheckoutDraft = { ...draft, data: { purchaseAvios: 6000 } };
const details = transactionStateFixture;
const session = { id: 'ps_1', sessionData: 'opaque' };
const error = new SdkError('network_error_500', { status: 500 });
const id = 'p1';
const productType = 'purchase';

const editing: CheckoutState = { status: 'editing', draft };
const submitting: CheckoutState = { status: 'submitting', draft };
const loading: CheckoutState = { status: 'loading', transactionId: id, productType };
const payment: CheckoutState = {
  status: 'payment',
  transactionId: id,
  productType,
  details,
  session,
};
const paying: CheckoutState = {
  status: 'paying',
  transactionId: id,
  productType,
  details,
  session,
  step: 'card',
};
const payingCode: CheckoutState = { ...paying, step: 'challenge' };
const challenge: CheckoutState = {
  status: 'challenge',
  transactionId: id,
  productType,
  details,
  session,
};
const polling: CheckoutState = { status: 'polling', transactionId: id, productType };
const failedSubmit: CheckoutState = { status: 'error', error, draft };
const transferDraft: CheckoutDraft = { ...draft, type: 'transfer', data: { transferAvios: 3000 } };
const stepUp = { redirectUrl: 'https://idp.example/step-up', followRedirect: true };

// [label, from, event, to]
const moves: [string, CheckoutState, CheckoutEvent, CheckoutState][] = [
  ['start from idle', IDLE, { type: 'start', draft }, editing],
  [
    'start over from a result',
    {
      status: 'finished',
      transactionId: id,
      productType,
      checkoutStatus: 'done',
      details,
      outcome: { status: 'done' },
    },
    { type: 'start', draft },
    editing,
  ],
  ['edit', editing, { type: 'edit', draft: other }, { status: 'editing', draft: other }],
  [
    'edit after a failed submit',
    failedSubmit,
    { type: 'edit', draft: other },
    { status: 'editing', draft: other },
  ],
  ['submit', editing, { type: 'submit' }, submitting],
  ['retry a failed submit', failedSubmit, { type: 'submit' }, submitting],
  [
    'submit succeeds',
    submitting,
    { type: 'submit_done', transactionId: id },
    {
      status: 'navigating',
      target: { type: 'checkout', transactionId: id },
      transactionId: id,
      productType,
    },
  ],
  ['submit fails', submitting, { type: 'submit_failed', error }, failedSubmit],
  [
    'spec §4 mfa_pending: a transfer created with a redirect signs in again, back to its checkout',
    { status: 'submitting', draft: transferDraft },
    { type: 'submit_done', transactionId: 't 7', ...stepUp },
    {
      status: 'navigating',
      target: {
        type: 'reauthenticate',
        returnTo: '/checkout/t%207',
        redirectUrl: stepUp.redirectUrl,
      },
      transactionId: 't 7',
      productType: 'transfer',
    },
  ],
  [
    'spec §4 mfa_pending: a transfer redirect not to be followed goes to checkout',
    { status: 'submitting', draft: transferDraft },
    { type: 'submit_done', transactionId: 't7', ...stepUp, followRedirect: false },
    {
      status: 'navigating',
      target: { type: 'checkout', transactionId: 't7' },
      transactionId: 't7',
      productType: 'transfer',
    },
  ],
  [
    'spec §4 mfa_pending: a product without step-up goes to checkout whatever the answer says',
    submitting,
    { type: 'submit_done', transactionId: id, ...stepUp },
    {
      status: 'navigating',
      target: { type: 'checkout', transactionId: id },
      transactionId: id,
      productType,
    },
  ],
  [
    "spec §4 mfa_pending on opening: sign in again at the draft's redirect, back to checkout",
    { status: 'loading', transactionId: 't7', productType: 'transfer' },
    {
      type: 'open_done',
      transactionId: 't7',
      details,
      checkoutStatus: 'mfa_pending',
      redirectUrl: stepUp.redirectUrl,
    },
    {
      status: 'navigating',
      target: { type: 'reauthenticate', returnTo: '/checkout/t7', redirectUrl: stepUp.redirectUrl },
      transactionId: 't7',
      productType: 'transfer',
    },
  ],
  [
    'spec §4 mfa_pending on opening without a stored redirect: back to checkout after signing in',
    { status: 'loading', transactionId: 't7', productType: 'transfer' },
    { type: 'open_done', transactionId: 't7', details, checkoutStatus: 'mfa_pending' },
    {
      status: 'navigating',
      target: { type: 'reauthenticate', returnTo: '/checkout/t7' },
      transactionId: 't7',
      productType: 'transfer',
    },
  ],
  [
    'spec §4 payment_started on opening goes to the result page',
    loading,
    { type: 'open_done', transactionId: id, details, checkoutStatus: 'payment_started' },
    {
      status: 'navigating',
      target: { type: 'transaction', transactionId: id },
      transactionId: id,
      productType,
    },
  ],
  ['open', IDLE, { type: 'open', transactionId: id }, loading],
  [
    'opened at payment_pending stays',
    loading,
    { type: 'open_done', transactionId: id, details, checkoutStatus: 'payment_pending', session },
    payment,
  ],
  [
    'opened elsewhere navigates',
    loading,
    { type: 'open_done', transactionId: id, details, checkoutStatus: 'done' },
    {
      status: 'navigating',
      target: { type: 'transaction', transactionId: id },
      transactionId: id,
      productType,
    },
  ],
  [
    'open fails to a fallback',
    loading,
    {
      type: 'open_failed',
      transactionId: id,
      error,
      target: { type: 'route', route: '/purchase' },
    },
    {
      status: 'navigating',
      target: { type: 'route', route: '/purchase' },
      transactionId: id,
      productType,
      error,
    },
  ],
  [
    'open fails without a target',
    loading,
    { type: 'open_failed', transactionId: id, error },
    { status: 'error', error, transactionId: id, productType },
  ],
  ['pay', payment, { type: 'pay' }, paying],
  ['answer a challenge', challenge, { type: 'pay' }, payingCode],
  [
    'authorised goes to the result page',
    paying,
    { type: 'pay_done', transactionId: id, result: { status: 'authorised' } },
    {
      status: 'navigating',
      target: { type: 'transaction', transactionId: id },
      transactionId: id,
      productType,
    },
  ],
  [
    'refused goes to the result page',
    paying,
    { type: 'pay_done', transactionId: id, result: { status: 'refused' } },
    {
      status: 'navigating',
      target: { type: 'transaction', transactionId: id },
      transactionId: id,
      productType,
    },
  ],
  [
    'challenge asked',
    paying,
    { type: 'pay_done', transactionId: id, result: { status: 'challenge' } },
    challenge,
  ],
  [
    'payment call fails, back to the form',
    paying,
    { type: 'pay_failed', transactionId: id, error },
    { ...payment, error },
  ],
  [
    'challenge call fails, back to the code',
    payingCode,
    { type: 'pay_failed', transactionId: id, error },
    { ...challenge, error },
  ],
  [
    'payment form cannot load, leave checkout',
    paying,
    { type: 'pay_failed', transactionId: id, error, target: { type: 'route', route: '/' } },
    {
      status: 'navigating',
      target: { type: 'route', route: '/' },
      transactionId: id,
      productType,
      error,
    },
  ],
  ['poll', IDLE, { type: 'poll', transactionId: id }, polling],
  [
    'poll update',
    polling,
    { type: 'poll_update', transactionId: id, checkoutStatus: 'payment_pending', details },
    { ...polling, checkoutStatus: 'payment_pending', details },
  ],
  [
    'poll done',
    polling,
    { type: 'poll_done', transactionId: id, checkoutStatus: 'failed', details },
    {
      status: 'finished',
      transactionId: id,
      productType,
      checkoutStatus: 'failed',
      details,
      outcome: { status: 'failed', code: 'missing_transaction' },
    },
  ],
  [
    'poll gives up: the outcome is unknown, not failed',
    polling,
    { type: 'poll_failed', transactionId: id, error },
    { status: 'unknown', error, transactionId: id, productType },
  ],
  [
    'checking again after an unknown outcome',
    { status: 'unknown', error, transactionId: id, productType },
    { type: 'poll', transactionId: id },
    polling,
  ],
  ['reset', payment, { type: 'reset' }, IDLE],
];

// events that must not change the state
const ignored: [string, CheckoutState, CheckoutEvent][] = [
  ['a second submit while submitting', submitting, { type: 'submit' }],
  ['start while submitting', submitting, { type: 'start', draft: other }],
  ['open while paying', paying, { type: 'open', transactionId: 'p2' }],
  ['submit from idle', IDLE, { type: 'submit' }],
  ['edit from idle', IDLE, { type: 'edit', draft }],
  [
    'late answer for another transaction',
    loading,
    { type: 'open_done', transactionId: 'p2', details, checkoutStatus: 'payment_pending' },
  ],
  [
    'late failure for another transaction',
    loading,
    { type: 'open_failed', transactionId: 'p2', error },
  ],
  ['submit answer after reset', IDLE, { type: 'submit_done', transactionId: id }],
  [
    'an unhandled status on opening (the step reports it as open_failed)',
    loading,
    { type: 'open_done', transactionId: id, details, checkoutStatus: 'unhandled' },
  ],
  [
    'pay without a session',
    { status: 'payment', transactionId: id, productType, details },
    { type: 'pay' },
  ],
  [
    'pay result for another transaction',
    paying,
    { type: 'pay_done', transactionId: 'p2', result: { status: 'authorised' } },
  ],
  [
    'poll update for another transaction',
    polling,
    { type: 'poll_update', transactionId: 'p2', checkoutStatus: 'done', details },
  ],
  [
    'poll done after leaving',
    payment,
    { type: 'poll_done', transactionId: id, checkoutStatus: 'done', details },
  ],
  ['reset when idle', IDLE, { type: 'reset' }],
];

describe('checkout transition', () => {
  it.each(moves)('%s', (_label, from, event, to) => {
    expect(transition(from, event)).toEqual(to);
  });

  it.each(ignored)('ignores %s', (_label, from, event) => {
    expect(transition(from, event)).toBe(from);
  });
});
