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
// first payment is not confirmed: spec §4 maps unverified to payment_pending) and a
// suspended one (its renewal payment failed and waits for the member, who may renew).
const LABELS: Partial<Record<string, SubscriptionStatusLabel>> = {
  active: 'active',
  cancelled_scheduled: 'cancel scheduled',
  unverified: 'pending payment',
  suspended: 'pending payment',
  autorenewing: 'autorenewing',
  refund_pending: 'refund pending',
};

/**
 * The status label shown in the subscription area (spec §4), or `null` for statuses that
 * show no label (failed, refunded, cancelled, closed, terminated, expired).
 */
export function subscriptionStatusLabel(
  status: string | null | undefined,
): SubscriptionStatusLabel | null {
  return (status && Object.hasOwn(LABELS, status) && LABELS[status]) || null;
}

/** The parts of a user subscription that decide its actions (spec §3). */
export type SubscriptionActionInput = {
  subscriptionStatus?: string | null;
  autoRenewalFailed?: boolean | null;
  pendingCustomerAction?: boolean | null;
  renewDate?: string | null;
  cancelInfo?: {
    enabled?: boolean | null;
    immediateCancel?: boolean | null;
    earliestCancellationDate?: string | null;
    scheduledDate?: string | null;
  } | null;
  refundInfo?: { enabled?: boolean | null } | null;
};

export type SubscriptionActions = {
  canCancel: boolean;
  /** Cancelling ends the subscription now rather than at the scheduled date. */
  cancelImmediately: boolean;
  /**
   * When a cancel takes effect: the scheduled date once one is set, else the later of the
   * renewal date and the earliest cancellation date; `undefined` when cancelling is now.
   */
  cancelDate: string | undefined;
  /**
   * When a cancel at the period's end takes effect (offered beside an immediate cancel): the
   * scheduled date once one is set, else the later of the renewal date and the earliest
   * cancellation date.
   */
  periodEndDate: string | undefined;
  canRefund: boolean;
  /** A renewal payment failed or waits for the member: they may pay it again. */
  canRenew: boolean;
  /** The plan or interval may change (a running subscription: active or autorenewing). */
  canEdit: boolean;
};

const later = (a: string | null | undefined, b: string | null | undefined) => {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
};

/**
 * What the member may do with a subscription (spec §4): cancel when `cancelInfo.enabled`,
 * immediately when also `cancelInfo.immediateCancel`; refund when `refundInfo.enabled`;
 * renew after a failed renewal or a pending customer action (spec §3 fields); change plan
 * while it runs. Only an explicit `true` enables; a missing subscription allows nothing.
 */
export function subscriptionActions(
  sub: SubscriptionActionInput | null | undefined,
): SubscriptionActions {
  const canCancel = sub?.cancelInfo?.enabled === true;
  const cancelImmediately = canCancel && sub?.cancelInfo?.immediateCancel === true;
  const status = sub?.subscriptionStatus ?? '';
  const periodEndDate =
    sub?.cancelInfo?.scheduledDate ??
    later(sub?.renewDate, sub?.cancelInfo?.earliestCancellationDate);
  return {
    canCancel,
    cancelImmediately,
    cancelDate: sub?.cancelInfo?.scheduledDate ?? (cancelImmediately ? undefined : periodEndDate),
    periodEndDate,
    canRefund: sub?.refundInfo?.enabled === true,
    canRenew: sub?.autoRenewalFailed === true || sub?.pendingCustomerAction === true,
    canEdit: status === 'active' || status === 'autorenewing',
  };
}
