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

const editing: CheckoutState = { status: 'editing', draft };
const submitting: CheckoutState = { status: 'submitting', draft };
const loading: CheckoutState = { status: 'loading', transactionId: id };
const payment: CheckoutState = { status: 'payment', transactionId: id, details, session };
const paying: CheckoutState = {
  status: 'paying',
  transactionId: id,
  details,
  session,
  step: 'card',
};
const payingCode: CheckoutState = { ...paying, step: 'challenge' };
const challenge: CheckoutState = { status: 'challenge', transactionId: id, details, session };
const polling: CheckoutState = { status: 'polling', transactionId: id };
const failedSubmit: CheckoutState = { status: 'error', error, draft };

// [label, from, event, to]
const moves: [string, CheckoutState, CheckoutEvent, CheckoutState][] = [
  ['start from idle', IDLE, { type: 'start', draft }, editing],
  [
    'start over from a result',
    {
      status: 'finished',
      transactionId: id,
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
    { type: 'submit_done', transactionId: id, target: { type: 'checkout', transactionId: id } },
    { status: 'navigating', target: { type: 'checkout', transactionId: id }, transactionId: id },
  ],
  ['submit fails', submitting, { type: 'submit_failed', error }, failedSubmit],
  ['open', IDLE, { type: 'open', transactionId: id }, loading],
  [
    'opened at payment_pending stays',
    loading,
    { type: 'open_done', transactionId: id, details, session },
    payment,
  ],
  [
    'opened elsewhere navigates',
    loading,
    {
      type: 'open_done',
      transactionId: id,
      details,
      target: { type: 'transaction', transactionId: id },
    },
    { status: 'navigating', target: { type: 'transaction', transactionId: id }, transactionId: id },
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
      error,
    },
  ],
  [
    'open fails without a target',
    loading,
    { type: 'open_failed', transactionId: id, error },
    { status: 'error', error, transactionId: id },
  ],
  ['pay', payment, { type: 'pay' }, paying],
  ['answer a challenge', challenge, { type: 'pay' }, payingCode],
  [
    'authorised goes to the result page',
    paying,
    { type: 'pay_done', transactionId: id, result: { status: 'authorised' } },
    { status: 'navigating', target: { type: 'transaction', transactionId: id }, transactionId: id },
  ],
  [
    'refused goes to the result page',
    paying,
    { type: 'pay_done', transactionId: id, result: { status: 'refused' } },
    { status: 'navigating', target: { type: 'transaction', transactionId: id }, transactionId: id },
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
    { status: 'navigating', target: { type: 'route', route: '/' }, transactionId: id, error },
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
      checkoutStatus: 'failed',
      details,
      outcome: { status: 'failed', code: 'missing_transaction' },
    },
  ],
  [
    'poll gives up: the outcome is unknown, not failed',
    polling,
    { type: 'poll_failed', transactionId: id, error },
    { status: 'unknown', error, transactionId: id },
  ],
  [
    'checking again after an unknown outcome',
    { status: 'unknown', error, transactionId: id },
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
    { type: 'open_done', transactionId: 'p2', details },
  ],
  [
    'late failure for another transaction',
    loading,
    { type: 'open_failed', transactionId: 'p2', error },
  ],
  [
    'submit answer after reset',
    IDLE,
    { type: 'submit_done', transactionId: id, target: { type: 'checkout', transactionId: id } },
  ],
  ['pay without a session', { status: 'payment', transactionId: id, details }, { type: 'pay' }],
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
