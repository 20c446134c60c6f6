// Moves transactions and subscription orders through the server steps of spec §4 over a
// few seconds. Balances change only when a transaction completes; a refused payment
// changes nothing.
import { findPackage } from './pricing';
import type { Store } from './store';
import type {
  Currency,
  PaymentSession,
  SubscriptionOrder,
  Transaction,
  UserSubscription,
} from './types';

/** errorCode of a transaction whose card was declined (docs/sandbox.md). */
export const ERROR_PAYMENT_REFUSED = 101;
/** errorCode of a transaction whose 3-D Secure code was wrong. */
export const ERROR_3DS_FAILED = 102;
/** A requested refund is paid back this long after it is asked for (`SANDBOX_REFUND_MS`). */
const DEFAULT_REFUND_MS = 60_000;

/** One billing period after `from`: a month or a year. */
function periodAfter(from: number, interval: 'monthly' | 'annually'): string {
  const next = new Date(from);
  if (interval === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next.toISOString();
}

export interface EngineOptions {
  /** Time between two steps, in ms. Defaults to `1000`. */
  stepMs?: number;
  /** Time from a refund request to `refunded`, in ms. Defaults to `60000` (`SANDBOX_REFUND_MS`). */
  refundMs?: number;
  /** Base address of the payments service, written into each payment session's data. */
  paymentsUrl: () => string;
}

export type Engine = ReturnType<typeof createEngine>;

export function createEngine(store: Store, options: EngineOptions) {
  const stepMs = options.stepMs ?? 1000;
  const refundMs = options.refundMs ?? DEFAULT_REFUND_MS;
  const timers = new Set<NodeJS.Timeout>();
  /** Runs `fn` after `ms`; every pending one is cleared on close and on reset. */
  const after = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const later = (fn: () => void) => after(fn, stepMs);
  const clearTimers = () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  };
  store.onReset(clearTimers);

  function createPaymentSession(
    kind: PaymentSession['kind'],
    reference: string,
    amount: number,
    currency: Currency,
  ): PaymentSession {
    const id = store.newId('ps_');
    const value = Math.round(amount * 100);
    const sessionData = Buffer.from(
      JSON.stringify({
        paymentsUrl: options.paymentsUrl(),
        reference,
        amount: { value, currency },
      }),
    ).toString('base64url');
    const session: PaymentSession = {
      id,
      sessionData,
      reference,
      kind,
      amount: { value, currency },
      status: 'pending',
      charges: 0,
    };
    store.paymentSessions.set(id, session);
    return session;
  }

  /** start_transaction now, payment_session one step later; then it waits for the payment. */
  function startTransaction(tx: Transaction) {
    store.transactions.set(tx.id, tx);
    later(() => {
      if (tx.step === 'start_transaction') tx.step = 'payment_session';
    });
  }

  function fail(tx: Transaction, errorCode: number) {
    tx.step = 'transaction_failed';
    tx.errorCode = errorCode;
  }

  /** Applies a completed transaction to the balances; false when it can no longer apply. */
  function complete(tx: Transaction): boolean {
    const member = store.member(tx.ffpNumber);
    if (!member) return false;
    const add = (m: { balance: number | null }, n: number) => (m.balance = (m.balance ?? 0) + n);
    const target = tx.targetAccount ? store.member(tx.targetAccount.ffpNumber) : undefined;
    switch (tx.product) {
      case 'purchase':
        add(member, tx.aviosAmount + tx.aviosBonusAmount);
        member.purchasedAvios += tx.aviosAmount;
        return true;
      case 'gift':
        if (!target) return false;
        add(target, tx.aviosAmount + tx.aviosBonusAmount);
        target.receivedThisYear += tx.aviosAmount + tx.aviosBonusAmount;
        return true;
      case 'transfer':
        if (!target || (member.balance ?? 0) < tx.aviosAmount) return false;
        add(member, -tx.aviosAmount);
        add(target, tx.aviosAmount);
        target.receivedThisYear += tx.aviosAmount;
        member.transferredThisYear += tx.aviosAmount;
        return true;
      case 'booster': {
        add(member, tx.aviosAmount);
        member.boostedPointsThisYear += tx.aviosAmount;
        const ids = new Set(tx.booster?.glpTransactionIds ?? []);
        for (const t of member.boosterTransactions) if (ids.has(t.identifier)) t.isBoosted = true;
        return true;
      }
    }
  }

  function onTransactionPayment(tx: Transaction, authorised: boolean, errorCode: number) {
    if (tx.step === 'transaction_failed' || tx.step === 'transaction_complete') return;
    if (!authorised) return fail(tx, errorCode);
    tx.step = 'payment_authorised';
    later(() => {
      tx.step = 'credit_points';
      later(() => {
        // spec §4: payment_captured already reads as done, so the points land with it; a
        // shop that refetches the balance on the first done step sees the new balance.
        // spec §8: the balance no longer covering a transfer fails it instead.
        if (!complete(tx)) return fail(tx, 60);
        tx.step = 'payment_captured';
        later(() => {
          tx.step = 'transaction_complete';
        });
      });
    });
  }

  /** A paid renewal: the member's subscription runs again for one more period. */
  function renewSubscription(order: SubscriptionOrder) {
    const member = store.member(order.ffpNumber);
    const subscription = member?.subscriptions.find((s) => s.id === order.id);
    if (!member || !subscription) return;
    const credited = subscription.avios[subscription.cost.frequency];
    subscription.subscriptionStatus = 'active';
    subscription.autoRenewalFailed = false;
    subscription.pendingCustomerAction = false;
    subscription.renewDate = periodAfter(Date.now(), subscription.cost.frequency);
    subscription.accumulatedAvios += credited;
    subscription.cancelInfo = { ...subscription.cancelInfo, enabled: true };
    member.balance = (member.balance ?? 0) + credited;
    order.status = 'active';
  }

  /**
   * POST /api/subscriptions/{id}/refund: refund_pending now, refunded `refundMs` later, when
   * the last period's points are taken back (never below 0).
   */
  function requestRefund(ffpNumber: string, subscriptionId: string) {
    after(() => {
      const member = store.member(ffpNumber);
      const subscription = member?.subscriptions.find((s) => s.id === subscriptionId);
      if (!member || subscription?.subscriptionStatus !== 'refund_pending') return;
      const removed = subscription.avios[subscription.cost.frequency];
      subscription.subscriptionStatus = 'refunded';
      subscription.accumulatedAvios = Math.max(0, subscription.accumulatedAvios - removed);
      member.balance = Math.max(0, (member.balance ?? 0) - removed);
    }, refundMs);
  }

  function activateSubscription(order: SubscriptionOrder) {
    if (order.renewal) return renewSubscription(order);
    const member = store.member(order.ffpNumber);
    const pkg = findPackage(order.partner, order.packageId);
    const session = store.paymentSessions.get(order.paymentSessionId);
    if (!member || !pkg || !session) return;
    const now = Date.now();
    const credited = order.interval === 'monthly' ? pkg.avios.monthly : pkg.avios.annually;
    const subscription: UserSubscription = {
      id: order.id,
      link: '/subscription/my-subscriptions',
      contentfulId: `subscriptionPlan-${pkg.packageId}`,
      packageName: pkg.packageName,
      subscriptionStatus: 'active',
      card: '**** **** **** 1111',
      cardReference: `card-${order.id}`,
      cardType: 'visa',
      autoRenewalFailed: false,
      accumulatedAvios: credited,
      avios: { ...pkg.avios },
      cost: {
        amount: session.amount.value / 100,
        frequency: order.interval,
        currency: session.amount.currency,
      },
      renewDate: periodAfter(now, order.interval),
      pendingCustomerAction: false,
      subscriptionAge: { years: 0, months: 0, days: 0, hours: 0 },
      cancelInfo: {
        enabled: true,
        immediateCancel: true,
        earliestCancellationDate: new Date(now).toISOString(),
      },
      refundInfo: { enabled: true },
      createDate: new Date(order.createdAt).toISOString(),
      targetFFP: { partner: order.partner.toUpperCase(), ffp: member.ffpNumber },
    };
    member.subscriptions.unshift(subscription);
    member.balance = (member.balance ?? 0) + credited;
    order.status = 'active';
  }

  function onSubscriptionPayment(order: SubscriptionOrder, authorised: boolean, errorCode: number) {
    if (order.status !== 'unverified') return;
    if (!authorised) {
      order.status = 'failed';
      order.errorCode = errorCode;
      return;
    }
    later(() => activateSubscription(order));
  }

  /** The payments service reports a session's final result here, once. */
  function paymentResult(
    sessionId: string,
    authorised: boolean,
    errorCode = ERROR_PAYMENT_REFUSED,
  ) {
    const session = store.paymentSessions.get(sessionId);
    if (!session) return;
    if (session.kind === 'transaction') {
      const tx = store.transactions.get(session.reference);
      if (tx) onTransactionPayment(tx, authorised, errorCode);
    } else {
      // a renewal replaces the order of its subscription id: only its own session counts
      const order = store.subscriptionOrders.get(session.reference);
      if (order?.paymentSessionId === sessionId)
        onSubscriptionPayment(order, authorised, errorCode);
    }
  }

  return {
    createPaymentSession,
    startTransaction,
    paymentResult,
    requestRefund,
    close: clearTimers,
  };
}
