import { useRef, useState } from 'react';
import { createDraftId } from '@avios/sdk/checkout';
import type { CancelWhen, MutationResult, PlanChange } from '@avios/sdk/api';
import type { UserSubscription } from '@avios/sdk/schemas';
import { useAvios } from '../../hooks/useAvios';

export type SubscriptionAction = 'cancel' | 'edit' | 'renew' | 'refund';

export interface SubscriptionActionsOptions {
  /** After a cancel (now or at the period's end), with the subscription as it now is. */
  onCancelled: (next: UserSubscription) => void;
  onRefunded: (next: UserSubscription) => void;
  onPlanChanged: (next: UserSubscription) => void;
  /** The renewal's id, to check out. */
  onRenewing: (subscriptionID: string) => void;
}

/**
 * The subscription area's dialogs and the SDK's changes they ask for (`avios.mutations`):
 * which dialog is open, whether its change runs or failed. Each member action (a dialog
 * opened, a choice in it) has one idempotency key, sent again when the member retries it
 * (docs/api-contract.md "Own origin"). A change that signs the member out (spec §8) closes
 * its dialog: the error store says it.
 */
export function useSubscriptionActions(options: SubscriptionActionsOptions) {
  const { mutations } = useAvios();
  const [open, setOpen] = useState<SubscriptionAction | undefined>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const keyed = useRef<{ action: string; key: string } | undefined>(undefined);

  /** The key of this action: the same on a retry, a new one for another action or choice. */
  const keyOf = (action: string) => {
    if (keyed.current?.action !== action) keyed.current = { action, key: createDraftId() };
    return keyed.current.key;
  };

  async function run<T>(change: () => Promise<MutationResult<T>>, after: (answer: T) => void) {
    setBusy(true);
    setFailed(false);
    try {
      const result = await change();
      if (result.ok || result.failure === 'signs_out') setOpen(undefined);
      if (result.ok) after(result.value);
      else if (result.failure === 'failed') setFailed(true);
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
        () => mutations.cancelSubscription(sub, when, { idempotencyKey: keyOf(`cancel ${when}`) }),
        options.onCancelled,
      ),
    refund: (sub: UserSubscription) =>
      run(
        () => mutations.refundSubscription(sub, { idempotencyKey: keyOf('refund') }),
        options.onRefunded,
      ),
    renew: (sub: UserSubscription) =>
      run(
        () => mutations.renewSubscription(sub, { idempotencyKey: keyOf('renew') }),
        ({ subscriptionID }) => options.onRenewing(subscriptionID),
      ),
    changePlan: (sub: UserSubscription, change: PlanChange) =>
      run(() => mutations.changeSubscriptionPlan(sub, change), options.onPlanChanged),
  };
}
