// @vitest-environment happy-dom
// The hosted checkout hand-off's rules (hostedCheckout.ts): which result messages count (the
// checkout's origin, the popup the element opened, the transaction it created, the
// contract's shape), the shop's address, and the hand-off itself on a stand-in window: the
// popup's answer, a blocked popup, a popup closed without an answer. The browser journey is
// demo-host/e2e/hosted-checkout.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionDetails } from '@avios/sdk';
import {
  HOSTED_BLOCKED_KEY,
  HOSTED_RESULT_TYPE,
  acceptResultMessage,
  createHostedCheckout,
  hostedCheckoutUrl,
  originOf,
  pastPayment,
} from './hostedCheckout';
import type { HostedCheckoutOptions } from './hostedCheckout';

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

/** A window for the hand-off: `open` answers `opened`, messages go to its listeners. */
function fakeWindow(opened: ReturnType<typeof someWindow> | null) {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const win = {
    open: vi.fn(() => opened),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: number) => clearInterval(id),
    location: { origin: 'https://partner.example', assign: vi.fn() },
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 900,
  };
  const session = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  const post = (origin: string, source: unknown, data: unknown) =>
    target.dispatchEvent(Object.assign(new Event('message'), { origin, source, data }));
  return { win, session, storage, post };
}

function handOff(
  opened: ReturnType<typeof someWindow> | null,
  over: Partial<HostedCheckoutOptions> = {},
) {
  const fake = fakeWindow(opened);
  const calls = {
    showResult: vi.fn(),
    keepChoice: vi.fn(),
    pastPayment: vi.fn(async () => false),
  };
  const hosted = createHostedCheckout({
    checkoutUrl: SHOP,
    context: () => ({ partner: 'BA', language: 'en-GB', market: 'GB' }),
    returnAddress: (id) =>
      `https://partner.example/buy.html?avios-path=/checkout/transaction/${id}`,
    win: fake.win as unknown as Window,
    storage: fake.session as unknown as Storage,
    ...calls,
    ...over,
  });
  return { hosted, ...fake, ...calls };
}

describe('createHostedCheckout: the hand-off', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the shop in a popup and waits; the popup’s answer shows the result route', () => {
    const popup = someWindow();
    const { hosted, win, post, showResult } = handOff(popup);
    expect(hosted.open(ID)).toBe('popup');
    const [url, name] = win.open.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(
      `${SHOP}/en-GB/external/checkout/${ID}?partner=BA&market=GB&origin=https%3A%2F%2Fpartner.example`,
    );
    expect(name).toBe('avios-hosted-checkout');
    expect(hosted.getSnapshot()).toEqual({ status: 'waiting', transactionId: ID });

    // forgeries change nothing
    post('https://evil.example', popup, {
      type: HOSTED_RESULT_TYPE,
      transactionId: ID,
      status: 'done',
    });
    post(SHOP, someWindow(), { type: HOSTED_RESULT_TYPE, transactionId: ID, status: 'done' });
    post(SHOP, popup, { type: HOSTED_RESULT_TYPE, transactionId: 'p0', status: 'done' });
    expect(showResult).not.toHaveBeenCalled();
    expect(hosted.getSnapshot().status).toBe('waiting');

    post(SHOP, popup, { type: HOSTED_RESULT_TYPE, transactionId: ID, status: 'failed' });
    expect(showResult).toHaveBeenCalledWith(ID);
    expect(popup.close).toHaveBeenCalled();
    expect(hosted.getSnapshot()).toEqual({ status: 'idle' });
    // one answer only: a second message does nothing more
    post(SHOP, popup, { type: HOSTED_RESULT_TYPE, transactionId: ID, status: 'done' });
    expect(showResult).toHaveBeenCalledTimes(1);
  });

  it('a blocked popup pays on the shop’s page and comes back to the result, told once', () => {
    const { hosted, win, storage } = handOff(null);
    expect(hosted.open(ID)).toBe('redirect');
    const target = new URL(win.location.assign.mock.calls[0]?.[0] as string);
    expect(target.origin + target.pathname).toBe(`${SHOP}/en-GB/external/checkout/${ID}`);
    expect(target.searchParams.get('returnTo')).toBe(
      `https://partner.example/buy.html?avios-path=/checkout/transaction/${ID}`,
    );
    expect(target.searchParams.has('origin')).toBe(false);
    expect(storage.get(HOSTED_BLOCKED_KEY)).toBe(ID);

    hosted.takeBlockedNotice('p0');
    expect(hosted.getSnapshot()).toEqual({ status: 'idle' });
    hosted.takeBlockedNotice(ID);
    expect(hosted.getSnapshot()).toEqual({ status: 'idle', notice: 'blocked', transactionId: ID });
    expect(storage.has(HOSTED_BLOCKED_KEY)).toBe(false);
    hosted.dismissNotice();
    hosted.takeBlockedNotice(ID);
    expect(hosted.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('a popup closed unpaid: read once after a grace period, then back with the choice kept', async () => {
    const popup = someWindow();
    const { hosted, pastPayment, keepChoice, showResult } = handOff(popup);
    hosted.open(ID);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(pastPayment).not.toHaveBeenCalled(); // a message may still be on its way
    await vi.advanceTimersByTimeAsync(1500);
    expect(pastPayment).toHaveBeenCalledTimes(1);
    expect(pastPayment).toHaveBeenCalledWith(ID);
    expect(keepChoice).toHaveBeenCalledWith(ID);
    expect(showResult).not.toHaveBeenCalled();
    expect(hosted.getSnapshot()).toEqual({ status: 'idle', notice: 'closed', transactionId: ID });
  });

  it('an answer posted just before the popup closed still counts', async () => {
    const popup = someWindow();
    const { hosted, post, pastPayment, showResult } = handOff(popup);
    hosted.open(ID);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    post(SHOP, popup, { type: HOSTED_RESULT_TYPE, transactionId: ID, status: 'done' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(showResult).toHaveBeenCalledTimes(1);
    expect(pastPayment).not.toHaveBeenCalled();
  });

  it.each([
    ['paid meanwhile', async () => true],
    [
      'unreadable (the result page keeps asking, never offers to pay again)',
      async () => {
        throw new Error('offline');
      },
    ],
  ])('a popup closed while the transaction is %s shows the result', async (_, read) => {
    const popup = someWindow();
    const { hosted, keepChoice, showResult } = handOff(popup, { pastPayment: vi.fn(read) });
    hosted.open(ID);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(showResult).toHaveBeenCalledWith(ID);
    expect(keepChoice).not.toHaveBeenCalled();
    expect(hosted.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('the button brings the open window to the front, and opens a new one once it is closed', () => {
    const popup = someWindow();
    const { hosted, win } = handOff(popup);
    hosted.open(ID);
    hosted.focus(ID);
    expect(popup.focus).toHaveBeenCalledTimes(1);
    expect(win.open).toHaveBeenCalledTimes(1);
    popup.closed = true;
    hosted.focus(ID);
    expect(win.open).toHaveBeenCalledTimes(2);
  });

  it('dispose stops listening', () => {
    const popup = someWindow();
    const { hosted, post, showResult } = handOff(popup);
    hosted.open(ID);
    hosted.dispose();
    post(SHOP, popup, { type: HOSTED_RESULT_TYPE, transactionId: ID, status: 'done' });
    expect(showResult).not.toHaveBeenCalled();
  });
});
