import { useMemo, useRef, useState } from 'react';
import { createDraftId, createSubscriptionChanges, isSdkError, signsOut } from '@avios/sdk';
import type { CancelWhen, PlanChange, SubscriptionChanges, UserSubscription } from '@avios/sdk';
import { useAvios } from '../../hooks/useAvios';
import { useErrors } from '../../hooks/useErrors';

export type SubscriptionAction = 'cancel' | 'edit' | 'renew' | 'refund';

/** The SDK's subscription changes (cancel, refund, plan) with their effects on cached answers. */
export function useSubscriptionChanges(): SubscriptionChanges {
  const { subscriptionArea, queryClient, queries } = useAvios();
  return useMemo(
    () => createSubscriptionChanges({ area: subscriptionArea, queryClient, queries }),
    [subscriptionArea, queryClient, queries],
  );
}

/** Errors that act on their own (spec §8: 401/403 sign the member out) go to the store. */
const actsOnItsOwn = (error: unknown) => isSdkError(error) && signsOut(error);

export interface SubscriptionActionsOptions {
  /** After a cancel (now or at the period's end), with the subscription as it now is. */
  onCancelled: (next: UserSubscription) => void;
  onRefunded: (next: UserSubscription) => void;
  onPlanChanged: (next: UserSubscription) => void;
  /** The renewal's id, to check out. */
  onRenewing: (subscriptionID: string) => void;
}

/**
 * The subscription area's dialogs and their calls: which dialog is open, whether its call
 * runs or failed. Each member action (a dialog opened, a choice in it) has one idempotency
 * key, sent again when the member retries it (docs/api-contract.md "Own origin").
 */
export function useSubscriptionActions(options: SubscriptionActionsOptions) {
  const { subscriptionArea } = useAvios();
  const changes = useSubscriptionChanges();
  const { dispatch } = useErrors();
  const [open, setOpen] = useState<SubscriptionAction | undefined>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const keyed = useRef<{ action: string; key: string } | undefined>(undefined);

  /** The key of this action: the same on a retry, a new one for another action or choice. */
  const keyOf = (action: string) => {
    if (keyed.current?.action !== action) keyed.current = { action, key: createDraftId() };
    return keyed.current.key;
  };

  async function run<T>(call: () => Promise<T>, after: (answer: T) => void) {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await call();
      setOpen(undefined);
      after(answer);
    } catch (error) {
      if (actsOnItsOwn(error)) {
        setOpen(undefined);
        dispatch(error);
      } else {
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  return {
    open,
    busy,
    failed,
    show(action: SubscriptionAction) {
      setFailed(false);
      keyed.current = undefined;
      setOpen(action);
    },
    close() {
      if (!busy) setOpen(undefined);
    },
    cancel: (sub: UserSubscription, when: CancelWhen) =>
      run(
        () => changes.cancel(sub, when, { idempotencyKey: keyOf(`cancel ${when}`) }),
        options.onCancelled,
      ),
    refund: (sub: UserSubscription) =>
      run(() => changes.refund(sub, { idempotencyKey: keyOf('refund') }), options.onRefunded),
    renew: (sub: UserSubscription) =>
      run(
        () => subscriptionArea.renew(sub.id, { idempotencyKey: keyOf('renew') }),
        ({ subscriptionID }) => options.onRenewing(subscriptionID),
      ),
    changePlan: (sub: UserSubscription, change: PlanChange) =>
      run(() => changes.changePlan(sub, change), options.onPlanChanged),
  };
}
