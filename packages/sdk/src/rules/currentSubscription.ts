// spec §4: statuses that make a subscription the member's current one.
const CURRENT = ['active', 'cancelled_scheduled', 'refund_pending', 'autorenewing'];

/**
 * The member's current subscription (spec §4): the first, in list order, whose
 * `subscriptionStatus` is active, cancelled_scheduled, refund_pending or autorenewing;
 * `undefined` when none is.
 */
export function currentSubscription<T extends { subscriptionStatus: string }>(
  subscriptions: readonly T[] | null | undefined,
): T | undefined {
  return (subscriptions ?? []).find((s) => CURRENT.includes(s.subscriptionStatus));
}

export type SubscriptionStatusLabel =
  'active' | 'cancel scheduled' | 'pending payment' | 'autorenewing' | 'refund pending';

// spec §4 shown labels. `pending payment` is the unverified status (a subscription whose
// first payment is not confirmed: spec §4 maps unverified to payment_pending).
const LABELS: Partial<Record<string, SubscriptionStatusLabel>> = {
  active: 'active',
  cancelled_scheduled: 'cancel scheduled',
  unverified: 'pending payment',
  autorenewing: 'autorenewing',
  refund_pending: 'refund pending',
};

/**
 * The status label shown in the subscription area (spec §4), or `null` for statuses that
 * show no label (failed, refunded, cancelled, closed, terminated, expired, suspended).
 */
export function subscriptionStatusLabel(
  status: string | null | undefined,
): SubscriptionStatusLabel | null {
  return (status && Object.hasOwn(LABELS, status) && LABELS[status]) || null;
}

/** The parts of a user subscription that decide its actions (spec §3). */
export type SubscriptionActionInput = {
  cancelInfo?: { enabled?: boolean | null; immediateCancel?: boolean | null } | null;
  refundInfo?: { enabled?: boolean | null } | null;
};

export type SubscriptionActions = {
  canCancel: boolean;
  /** Cancelling ends the subscription now rather than at the scheduled date. */
  cancelImmediately: boolean;
  canRefund: boolean;
};

/**
 * What the member may do with a subscription (spec §4): cancel when `cancelInfo.enabled`,
 * immediately when also `cancelInfo.immediateCancel`; refund when `refundInfo.enabled`.
 * Only an explicit `true` enables; a missing subscription allows nothing.
 */
export function subscriptionActions(
  sub: SubscriptionActionInput | null | undefined,
): SubscriptionActions {
  const canCancel = sub?.cancelInfo?.enabled === true;
  return {
    canCancel,
    cancelImmediately: canCancel && sub?.cancelInfo?.immediateCancel === true,
    canRefund: sub?.refundInfo?.enabled === true,
  };
}
