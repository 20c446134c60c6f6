// The hand-off to the shop's hosted checkout (`checkout="hosted"` with `checkout-url`): spec
// §2's `/external/checkout/{transactionId}` layout pays, in a popup or, when the browser
// blocks it, on the shop's page with a way back. This page never holds a payment form, so
// its PCI DSS scope stays the partner's page without card data (docs/payments.md "Hosted
// checkout").
//
// The element creates the transaction as always (the SDK checkout), then instead of showing
// `/checkout/{id}` opens `${checkoutUrl}/{language}/external/checkout/{id}` in a popup. The
// popup says how it went by `postMessage`, which counts only from the checkout's origin, from
// the popup this element opened and for the transaction it created; even then the element
// only moves to its result route, whose screen asks the purchase API (the authority) and
// fires the usual events. The message's status is never shown as such. The shop's address
// and the message's rules are in hostedHandOff.ts; an element's use, elementHostedCheckout.ts.
import { acceptResultMessage, hostedCheckoutUrl, originOf } from './hostedHandOff';
import type { HandOffContext } from './hostedHandOff';

/** Session storage key: the transaction whose payment window the browser blocked. */
export const HOSTED_BLOCKED_KEY = 'avios.hostedCheckout.blocked';

/** The popup's window name: a second open reuses (and focuses) the same window. */
const POPUP_NAME = 'avios-hosted-checkout';
const POPUP_SIZE = { width: 480, height: 720 };

type HostedNotice = 'closed' | 'blocked';

export type HostedSnapshot =
  | { status: 'idle'; notice?: HostedNotice; transactionId?: string }
  /** The payment window is open; the element waits for it. */
  | { status: 'waiting'; transactionId: string }
  /** The window closed without a result: the transaction is being read once. */
  | { status: 'checking'; transactionId: string };

export interface HostedCheckoutOptions {
  /** `ServiceConfig.checkout.url`: the shop's origin and base path. */
  checkoutUrl: string;
  /** The member's partner, language and market now. */
  context(): HandOffContext;
  /** This page's address showing the element's result route (the same-tab way back). */
  returnAddress(transactionId: string): string;
  /** Reads the transaction once: is it past payment? Rejects when it cannot be read. */
  pastPayment(transactionId: string): Promise<boolean>;
  /** Shows the element's result route, whose screen polls the purchase API. */
  showResult(transactionId: string): void;
  /** Back to the product step with the member's choice kept (nothing was paid). */
  keepChoice(transactionId: string): void;
  /** Defaults to `window`. */
  win?: Window;
  /** Defaults to `sessionStorage`. */
  storage?: Storage | undefined;
  /** How often `popup.closed` is checked. Defaults to 500 ms. */
  pollMs?: number;
  /** How long a closed popup's message may still arrive. Defaults to 1500 ms. */
  graceMs?: number;
}

export interface HostedCheckout {
  subscribe(listener: () => void): () => void;
  getSnapshot(): HostedSnapshot;
  /**
   * Opens the payment window for `transactionId` (call it inside the member's click, or
   * right after the transaction POST it started). `'redirect'` when the browser blocked it:
   * the page is then leaving for the shop.
   */
  open(transactionId: string): 'popup' | 'redirect';
  /** Brings the open payment window to the front, or opens it (inside a click). */
  focus(transactionId: string): void;
  /** Shows the blocked-window notice once, when the page came back from that payment. */
  takeBlockedNotice(transactionId: string): void;
  dismissNotice(): void;
  dispose(): void;
}

function sessionStore(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The hand-off, framework-free: a store the element's view subscribes to. */
export function createHostedCheckout(options: HostedCheckoutOptions): HostedCheckout {
  const win = options.win ?? window;
  const storage = options.storage ?? sessionStore(win);
  const pollMs = options.pollMs ?? 500;
  const graceMs = options.graceMs ?? 1500;
  const checkoutOrigin = originOf(options.checkoutUrl) ?? '';
  const listeners = new Set<() => void>();
  let snapshot: HostedSnapshot = { status: 'idle' };
  let popup: Window | null = null;
  let watching: { transactionId: string; stop(): void } | undefined;

  const set = (next: HostedSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  function stopWatching() {
    watching?.stop();
    watching = undefined;
  }

  function finish(transactionId: string, how: 'result' | 'keep') {
    stopWatching();
    set({
      status: 'idle',
      ...(how === 'keep' ? { notice: 'closed' as const, transactionId } : {}),
    });
    if (how === 'result') options.showResult(transactionId);
    else options.keepChoice(transactionId);
  }

  /** The popup closed without a result that counts: read the transaction once. */
  async function closedWithoutResult(transactionId: string) {
    set({ status: 'checking', transactionId });
    let paid: boolean;
    try {
      paid = await options.pastPayment(transactionId);
    } catch {
      // unreadable now: the result page keeps asking, and never offers to pay again
      paid = true;
    }
    if (watching?.transactionId !== transactionId) return; // a new hand-off started meanwhile
    finish(transactionId, paid ? 'result' : 'keep');
  }

  function watch(transactionId: string, window_: Window) {
    stopWatching();
    let closedAt: number | undefined;
    let checking = false;
    const onMessage = (event: MessageEvent) => {
      const result = acceptResultMessage(event, {
        origin: checkoutOrigin,
        source: window_,
        transactionId,
      });
      if (!result || checking) return;
      try {
        if (!window_.closed) window_.close();
      } catch {
        // a window we cannot reach any more is closed for us
      }
      finish(transactionId, 'result');
    };
    const timer = win.setInterval(() => {
      if (checking) return;
      let closed: boolean;
      try {
        closed = window_.closed;
      } catch {
        closed = true;
      }
      if (!closed) {
        closedAt = undefined;
        return;
      }
      closedAt ??= Date.now();
      // a result posted just before closing is handled first
      if (Date.now() - closedAt < graceMs) return;
      checking = true;
      win.clearInterval(timer);
      void closedWithoutResult(transactionId);
    }, pollMs);
    win.addEventListener('message', onMessage);
    watching = {
      transactionId,
      stop() {
        win.clearInterval(timer);
        win.removeEventListener('message', onMessage);
      },
    };
  }

  function open(transactionId: string): 'popup' | 'redirect' {
    const context = options.context();
    const url = hostedCheckoutUrl(options.checkoutUrl, transactionId, {
      ...context,
      origin: win.location.origin,
    });
    const { width, height } = POPUP_SIZE;
    const left = Math.round(win.screenX + (win.outerWidth - width) / 2);
    const top = Math.round(win.screenY + (win.outerHeight - height) / 2);
    const opened = win.open(
      url,
      POPUP_NAME,
      `popup,left=${left},top=${top},width=${width},height=${height},resizable,scrollbars=yes`,
    );
    if (!opened) {
      // blocked: pay on the shop's page and come back to the result; said once back
      stopWatching();
      try {
        storage?.setItem(HOSTED_BLOCKED_KEY, transactionId);
      } catch {
        // storage may be unavailable (private mode): the notice is then not shown
      }
      const returnTo = options.returnAddress(transactionId);
      win.location.assign(
        hostedCheckoutUrl(options.checkoutUrl, transactionId, { ...context, returnTo }),
      );
      return 'redirect';
    }
    popup = opened;
    set({ status: 'waiting', transactionId });
    watch(transactionId, opened);
    return 'popup';
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    open,
    focus(transactionId) {
      if (snapshot.status === 'waiting' && snapshot.transactionId === transactionId && popup) {
        let closed = true;
        try {
          closed = popup.closed;
        } catch {
          // unreachable: open again
        }
        if (!closed) {
          popup.focus();
          return;
        }
      }
      if (snapshot.status !== 'checking') open(transactionId);
    },
    takeBlockedNotice(transactionId) {
      let blocked: string | null;
      try {
        blocked = storage?.getItem(HOSTED_BLOCKED_KEY) ?? null;
        if (blocked === transactionId) storage?.removeItem(HOSTED_BLOCKED_KEY);
      } catch {
        return;
      }
      if (blocked === transactionId) set({ status: 'idle', notice: 'blocked', transactionId });
    },
    dismissNotice() {
      if (snapshot.status === 'idle' && snapshot.notice) set({ status: 'idle' });
    },
    dispose() {
      stopWatching();
      listeners.clear();
    },
  };
}
