// @vitest-environment happy-dom
// The hosted checkout hand-off (hostedCheckout.ts) on a stand-in window: the popup's answer,
// a blocked popup, a popup closed without an answer. The rules of the result message and
// the shop's address are hostedHandOff.test.ts; the browser journey is
// demo-host/e2e/hosted-checkout.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTED_BLOCKED_KEY, createHostedCheckout } from './hostedCheckout';
import type { HostedCheckoutOptions } from './hostedCheckout';
import { HOSTED_RESULT_TYPE } from './hostedHandOff';

const SHOP = 'https://shop.example';
const ID = 'p1a2b3c4d5e6f7a8b';

/** A stand-in for a window (the popup, or another frame): identity is what counts. */
const someWindow = () => ({ closed: false, close: vi.fn(), focus: vi.fn() });

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
