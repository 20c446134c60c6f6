// @vitest-environment happy-dom
// The hosted checkout's contract with the shop (hostedHandOff.ts): which result messages
// count (the checkout's origin, the popup the element opened, the transaction it created, the
// contract's shape), the shop's address, and when a transaction is past its payment step.
// The hand-off itself is hostedCheckout.test.ts; the browser journey is
// demo-host/e2e/hosted-checkout.spec.ts.
import { describe, expect, it, vi } from 'vitest';
import type { TransactionDetails } from '@avios/sdk/checkout';
import {
  HOSTED_RESULT_TYPE,
  acceptResultMessage,
  hostedCheckoutUrl,
  originOf,
  pastPayment,
} from './hostedHandOff';

const SHOP = 'https://shop.example';
const ID = 'p1a2b3c4d5e6f7a8b';

/** A stand-in for a window (the popup, or another frame): identity is what counts. */
const someWindow = () => ({ closed: false, close: vi.fn(), focus: vi.fn() });

describe('acceptResultMessage: a result counts only from the popup, its origin, for this transaction', () => {
  const popup = someWindow();
  const expected = { origin: SHOP, source: popup, transactionId: ID };
  const data = { type: HOSTED_RESULT_TYPE, transactionId: ID, status: 'done' };
  const event = (over: Partial<{ origin: string; source: unknown; data: unknown }> = {}) => ({
    origin: SHOP,
    source: popup,
    data,
    ...over,
  });

  it('accepts the popup’s message from the checkout’s origin about this transaction', () => {
    expect(acceptResultMessage(event(), expected)).toEqual({ transactionId: ID, status: 'done' });
    expect(acceptResultMessage(event({ data: { ...data, status: 'failed' } }), expected)).toEqual({
      transactionId: ID,
      status: 'failed',
    });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'https://shop.example:8443' }],
    ['http instead of https', { origin: 'http://shop.example' }],
    ['a subdomain', { origin: 'https://pay.shop.example' }],
    ['an opaque origin (a sandboxed frame, a data: page)', { origin: 'null' }],
    ['the origin with a trailing slash', { origin: `${SHOP}/` }],
  ])('refuses %s', (_, over) => {
    expect(acceptResultMessage(event(over), expected)).toBeUndefined();
  });

  it.each([
    ['another window (a frame of the checkout’s origin)', { source: someWindow() }],
    ['no window (a synthetic event)', { source: null }],
    ['this page itself', { source: window }],
  ])('refuses a message from %s', (_, over) => {
    expect(acceptResultMessage(event(over), expected)).toBeUndefined();
  });

  it('refuses everything while no popup is known', () => {
    expect(acceptResultMessage(event({ source: null }), { ...expected, source: null })).toBe(
      undefined,
    );
    expect(acceptResultMessage(event(), { ...expected, source: undefined })).toBeUndefined();
  });

  it('refuses everything when the checkout has no http(s) origin', () => {
    expect(acceptResultMessage(event({ origin: '' }), { ...expected, origin: '' })).toBe(undefined);
    expect(acceptResultMessage(event({ origin: 'null' }), { ...expected, origin: 'null' })).toBe(
      undefined,
    );
  });

  it.each([
    ['another transaction', { ...data, transactionId: 'p0000000000000000' }],
    ['the transaction id in another case', { ...data, transactionId: ID.toUpperCase() }],
    ['no transaction id', { type: HOSTED_RESULT_TYPE, status: 'done' }],
    ['a numeric transaction id', { ...data, transactionId: 1 }],
    ['another type', { ...data, type: 'avios-wallet' }],
    ['no type', { transactionId: ID, status: 'done' }],
    ['an unknown status', { ...data, status: 'paid' }],
    ['no status', { type: HOSTED_RESULT_TYPE, transactionId: ID }],
    ['the message as a JSON string', JSON.stringify(data)],
    ['null', null],
    ['a list', [data]],
  ])('refuses %s', (_, payload) => {
    expect(acceptResultMessage(event({ data: payload }), expected)).toBeUndefined();
  });
});

describe('the shop’s address', () => {
  const context = { partner: 'BA', language: 'en-GB', market: 'GB' };

  it('is the /external checkout under the locale segment, with partner, market and origin', () => {
    const url = new URL(
      hostedCheckoutUrl(SHOP, ID, { ...context, origin: 'https://partner.example' }),
    );
    expect(url.origin + url.pathname).toBe(`${SHOP}/en-GB/external/checkout/${ID}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      partner: 'BA',
      market: 'GB',
      origin: 'https://partner.example',
    });
  });

  it('keeps the shop’s base path, drops its trailing slash and encodes the id', () => {
    expect(hostedCheckoutUrl(`${SHOP}/collect-avios/buy/`, 'p 1/2', context)).toBe(
      `${SHOP}/collect-avios/buy/en-GB/external/checkout/p%201%2F2?partner=BA&market=GB`,
    );
  });

  it('carries the way back for a same-tab payment', () => {
    const back = 'https://partner.example/buy.html?avios-path=%2Fcheckout%2Ftransaction%2Fp1';
    const url = new URL(hostedCheckoutUrl(SHOP, ID, { ...context, returnTo: back }));
    expect(url.searchParams.get('returnTo')).toBe(back);
    expect(url.searchParams.has('origin')).toBe(false);
  });

  it.each([
    ['https://shop.example/base', 'https://shop.example'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['javascript:alert(1)', undefined],
    ['shop.example', undefined],
  ])('originOf(%s) is %s', (address, origin) => {
    expect(originOf(address)).toBe(origin);
  });
});

describe('pastPayment: is the closed window’s transaction past its payment step', () => {
  const state = (statusName: string, errorCode?: number) =>
    ({ statusName, payload: errorCode === undefined ? {} : { errorCode } }) as TransactionDetails;

  it.each([
    ['payment session', false],
    ['start transaction', false],
    ['payment authorised', true],
    ['credit points', true],
    ['payment captured', true],
    ['transaction complete', true],
  ])('%s: %s', (step, past) => {
    expect(pastPayment(state(step), ID)).toBe(past);
  });

  it('a failed transaction (an errorCode) has its outcome', () => {
    expect(pastPayment(state('payment session', 101), ID)).toBe(true);
  });
});
