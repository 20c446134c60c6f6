// The subscription area's changes with what each does to the cached answers (docs/api-contract.md
// "Own origin"): the subscription the call answers replaces the listed one; a refund also
// makes the balance stale. A cancel or refund carries one idempotency key per member action;
// asked again after its answer was lost, the server answers 409 and the subscription, read
// again, says whether the change is already done.
import type { QueryClient } from '@tanstack/query-core';
import { isSdkError } from '../errors/sdkError';
import type { UserSubscription } from '../schemas/purchaseApi';
import type { IdempotentRequestOptions } from './apiClient';
import type { Queries } from './queries';
import type { CancelWhen, PlanChange, SubscriptionAreaClient } from './subscriptionArea';

export type SubscriptionChange = 'cancel' | 'refund';

// spec §4 user subscription statuses a change leads to: a cancel ends now (`cancelled`) or
// at the period's end (`cancelled_scheduled`); a refund is pending, then refunded.
const AFTER: Record<SubscriptionChange, readonly string[]> = {
  cancel: ['cancelled', 'cancelled_scheduled'],
  refund: ['refund_pending', 'refunded'],
};

/** Whether `sub` shows `change` as applied (its status is one the change leads to). */
export function isSubscriptionChangeApplied(
  sub: Pick<UserSubscription, 'subscriptionStatus'> | undefined,
  change: SubscriptionChange,
): boolean {
  return !!sub && AFTER[change].includes(sub.subscriptionStatus);
}

export interface SubscriptionChangesOptions {
  area: SubscriptionAreaClient;
  queryClient: QueryClient;
  queries: Pick<Queries, 'userSubscriptions' | 'balance'>;
}

export interface SubscriptionChanges {
  /**
   * Cancels now or at the period's end. Resolves with the subscription as it now is, also
   * when a repeated call (the same key) is refused with 409 and the subscription, read again,
   * is cancelled; rejects with the call's error otherwise.
   */
  cancel(
    sub: UserSubscription,
    when: CancelWhen,
    options: IdempotentRequestOptions,
  ): Promise<UserSubscription>;
  /** Asks for a refund, as `cancel` does; the balance is read again. */
  refund(sub: UserSubscription, options: IdempotentRequestOptions): Promise<UserSubscription>;
  /** Changes plan or interval from the next billing date. */
  changePlan(sub: UserSubscription, change: PlanChange): Promise<UserSubscription>;
}

export function createSubscriptionChanges(
  options: SubscriptionChangesOptions,
): SubscriptionChanges {
  const { area, queryClient, queries } = options;
  const listKey = () => queries.userSubscriptions().queryKey;

  /** The subscription as the call answered it replaces the listed one. */
  const store = (next: UserSubscription) => {
    queryClient.setQueryData<UserSubscription[]>(listKey(), (old) =>
      (old ?? []).map((s) => (s.id === next.id ? next : s)),
    );
    return next;
  };

  /** A 409 after a lost answer: the subscription read again, if it shows the change done. */
  async function alreadyApplied(
    id: string,
    change: SubscriptionChange,
    error: unknown,
  ): Promise<UserSubscription | undefined> {
    if (!isSdkError(error) || error.status !== 409) return undefined;
    try {
      const list = await queryClient.fetchQuery({ ...queries.userSubscriptions(), staleTime: 0 });
      const sub = list.find((s) => s.id === id);
      return isSubscriptionChangeApplied(sub, change) ? sub : undefined;
    } catch {
      return undefined;
    }
  }

  async function apply(
    sub: UserSubscription,
    change: SubscriptionChange,
    call: () => Promise<UserSubscription>,
  ): Promise<UserSubscription> {
    try {
      return store(await call());
    } catch (error) {
      const done = await alreadyApplied(sub.id, change, error);
      if (!done) throw error;
      return done;
    }
  }

  return {
    cancel: (sub, when, o) => apply(sub, 'cancel', () => area.cancel(sub.id, when, o)),
    async refund(sub, o) {
      const next = await apply(sub, 'refund', () => area.refund(sub.id, o));
      void queryClient.invalidateQueries({ queryKey: queries.balance().queryKey });
      return next;
    },
    changePlan: async (sub, change) => store(await area.changePlan(sub.id, change)),
  };
}
