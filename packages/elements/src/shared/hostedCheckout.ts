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
// fires the usual events. The message's status is never shown as such.
import { transactionStatus } from '@avios/sdk';
import type { TransactionDetails } from '@avios/sdk';
import {
  checkoutNavigation,
  fallbackRouteForFailedLoad,
  transactionTypeFromId,
} from '@avios/sdk/rules';
import type { AviosInstance } from '@avios/react';
import type * as ElementRoutes from './elementRoutes';
import type { ElementKind, ElementRoute } from './elementRoutes';

/** `type` of the message the shop's external result page posts to its opener. */
export const HOSTED_RESULT_TYPE = 'avios-checkout-result';

/** Session storage key: the transaction whose payment window the browser blocked. */
export const HOSTED_BLOCKED_KEY = 'avios.hostedCheckout.blocked';

/** The popup's window name: a second open reuses (and focuses) the same window. */
const POPUP_NAME = 'avios-hosted-checkout';
const POPUP_SIZE = { width: 480, height: 720 };

/** What an accepted message says. Its status is a hint: the purchase API decides. */
export interface HostedResult {
  transactionId: string;
  status: 'done' | 'failed';
}

/** The origin of an http(s) address, or `undefined`. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The result message when it counts, else `undefined`. It counts only when all hold:
 * it comes from the checkout's origin (`event.origin`, set by the browser), from the
 * window this element opened (`event.source`), names the transaction this element created,
 * and has the contract's shape (`{type: 'avios-checkout-result', transactionId, status}`).
 */
export function acceptResultMessage(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown; transactionId: string },
): HostedResult | undefined {
  if (expected.source == null || event.source !== expected.source) return undefined;
  if (!expected.origin || expected.origin === 'null' || event.origin !== expected.origin) {
    return undefined;
  }
  const data = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, transactionId, status } = data as Record<string, unknown>;
  if (type !== HOSTED_RESULT_TYPE) return undefined;
  if (typeof transactionId !== 'string' || transactionId !== expected.transactionId) {
    return undefined;
  }
  if (status !== 'done' && status !== 'failed') return undefined;
  return { transactionId, status };
}

/** The member's context, which the shop opens in. */
export interface HandOffContext {
  partner: string;
  language: string;
  market: string;
}

/**
 * The shop's external checkout for `transactionId`: `{checkoutUrl}/{language}/external/
 * checkout/{id}` (spec §2's locale segment) with `partner` and `market`, and either `origin`
 * (this page's origin: the only one the popup posts its result to) or `returnTo` (where the
 * shop sends the member back after a same-tab payment).
 */
export function hostedCheckoutUrl(
  checkoutUrl: string,
  transactionId: string,
  handOff: HandOffContext & { origin?: string; returnTo?: string },
): string {
  const base = checkoutUrl.replace(/\/+$/, '');
  const language = encodeURIComponent(handOff.language);
  const url = new URL(`${base}/${language}/external/checkout/${encodeURIComponent(transactionId)}`);
  url.searchParams.set('partner', handOff.partner);
  url.searchParams.set('market', handOff.market);
  if (handOff.origin) url.searchParams.set('origin', handOff.origin);
  if (handOff.returnTo) url.searchParams.set('returnTo', handOff.returnTo);
  return url.href;
}

/**
 * True when the transaction is past its payment step (spec §4 `payment_started`, `done`,
 * `failed`, or the steps after an authorised payment that §4 still reads as pending): its
 * result page has the outcome, and the member must not be offered to pay again.
 */
export function pastPayment(details: TransactionDetails, transactionId: string): boolean {
  const status = transactionStatus(details, { productType: transactionTypeFromId(transactionId) });
  if (checkoutNavigation(status) === 'transaction-page') return true;
  const step =
    'statusName' in details && typeof details.statusName === 'string'
      ? details.statusName.toLowerCase().replace(/[\s-]+/g, '_')
      : '';
  return step === 'payment_authorised' || step === 'credit_points';
}

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

/** Reads a transaction once through the SDK, as its checkout does (by id prefix, spec §4). */
async function readDetails(avios: AviosInstance, id: string): Promise<TransactionDetails> {
  const type = transactionTypeFromId(id);
  if (type === 'subscription') return avios.api.getSubscription(id);
  if (type === 'generic') return avios.genericTransactions.getData(id);
  return avios.api.getTransactionState(id);
}

/** What an element needs of the hand-off: its store, and the checkout route taken over. */
export interface ElementHostedCheckout extends HostedCheckout {
  /**
   * Called before the element shows an internal route: `/checkout/{id}` opens the payment
   * window instead of a payment form. True when the page is leaving (a same-tab redirect).
   */
  intercept(to: string): boolean;
}

/**
 * The hand-off of one element with `checkout="hosted"` (useHostedCheckout.ts creates it):
 * `setRoute` moves the element, `startPath()` is its product step now.
 */
export function createElementHostedCheckout(options: {
  checkoutUrl: string;
  avios: AviosInstance;
  kind: ElementKind;
  setRoute(route: ElementRoute): void;
  startPath(): string;
  /**
   * The element's route helpers (elementRoutes.ts), handed in by the element's own script:
   * imported here, they would be split out of it into a chunk of their own.
   */
  routes: Pick<typeof ElementRoutes, 'pageHrefFor' | 'parsePath' | 'screenFor'>;
}): ElementHostedCheckout {
  const { avios, kind, setRoute } = options;
  const { pageHrefFor, parsePath, screenFor } = options.routes;
  const store = createHostedCheckout({
    checkoutUrl: options.checkoutUrl,
    context: () => {
      const { partner, language, market } = avios.context.current();
      return { partner, language, market };
    },
    returnAddress: (id) =>
      new URL(
        pageHrefFor(`/checkout/transaction/${encodeURIComponent(id)}`, window.location),
        window.location.href,
      ).href,
    pastPayment: async (id) => pastPayment(await readDetails(avios, id), id),
    showResult: (id) => setRoute(parsePath(`/checkout/transaction/${encodeURIComponent(id)}`)),
    keepChoice: (id) => {
      // spec §8's way out of a payment that cannot go on: the choice stays for the product
      // page (which shows it chosen again), and the next try is a new order
      avios.checkout.reset();
      const draft = avios.drafts.read();
      const kept = draft?.transactionId === id ? avios.drafts.release() : draft;
      const back = fallbackRouteForFailedLoad(
        kept ? { draftType: kept.type } : { transactionId: id },
      );
      const start = options.startPath();
      const same = screenFor(kind, back)?.screen === screenFor(kind, start)?.screen;
      setRoute(parsePath(same || !screenFor(kind, back) ? start : back));
    },
  });
  return {
    ...store,
    intercept(to) {
      const target = screenFor(kind, to);
      if (target?.screen !== 'checkout' || !target.transactionId) return false;
      return store.open(target.transactionId) === 'redirect';
    },
  };
}
