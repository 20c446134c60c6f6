// spec §4: status polling repeats every 3000 ms until the status is failed or done, or after
// more than 3 fetch failures; then the stored draft is cleared.
import { MAX_POLL_FAILURES, POLL_INTERVAL_MS } from '../rules/constants';
import type { CheckoutStatus } from '../rules/checkoutStatus';
import type { TransactionType } from '../rules/transactionTypeFromId';
import { transactionTypeFromId } from '../rules/transactionTypeFromId';
import { transactionStatus } from './transactionStatus';
import type { TransactionDetails } from './transactionStatus';

export interface PollUpdate {
  status: CheckoutStatus | 'unhandled';
  details: TransactionDetails;
}

export type PollResult =
  | { reason: 'done' | 'failed'; details: TransactionDetails }
  | { reason: 'too_many_failures'; error: unknown }
  /** The transaction cannot be loaded at all (`isMissing` said so): no point asking again. */
  | { reason: 'missing'; error: unknown };

export interface PollTransactionStatusOptions {
  id: string;
  /** Fetches the transaction's current answer. */
  fetchState: (id: string) => Promise<TransactionDetails>;
  /** Product type for the status rules. Defaults to the type of the id's prefix. */
  productType?: TransactionType;
  /** Redirect fields from `POST /transactions` (a transfer may ask for re-authentication). */
  redirectUrl?: string | null;
  followRedirect?: boolean;
  /** Pause between the end of one fetch and the next. Defaults to `3000` (spec §9). */
  intervalMs?: number;
  /** Polling stops after more than this many failed fetches. Defaults to `3` (spec §9). */
  maxFailures?: number;
  /** Called after every successful fetch. */
  onUpdate?: (update: PollUpdate) => void;
  /**
   * True for an error that means the transaction cannot be loaded (not found, not this
   * member's): polling ends at once instead of after more than 3 failures.
   */
  isMissing?: (error: unknown) => boolean;
  /** Called after every failed fetch with the number of failures so far. */
  onError?: (error: unknown, failures: number) => void;
  /** Called once when polling ends by itself (not after `stop()`). */
  onFinish?: (result: PollResult) => void;
  /** Clears the stored draft; called when polling ends by itself. */
  clearDraft?: () => void;
}

export interface StatusPoller {
  /** Stops polling; no callback runs afterwards and the draft is kept. */
  stop(): void;
}

/** Starts polling at once and returns a handle to stop it. */
export function pollTransactionStatus(options: PollTransactionStatusOptions): StatusPoller {
  const {
    id,
    fetchState,
    productType = transactionTypeFromId(id),
    intervalMs = POLL_INTERVAL_MS,
    maxFailures = MAX_POLL_FAILURES,
  } = options;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const finish = (result: PollResult) => {
    stopped = true;
    options.clearDraft?.();
    options.onFinish?.(result);
  };

  const tick = async () => {
    timer = undefined;
    let details: TransactionDetails;
    try {
      details = await fetchState(id);
    } catch (error) {
      if (stopped) return;
      if (options.isMissing?.(error)) return finish({ reason: 'missing', error });
      failures += 1;
      options.onError?.(error, failures);
      if (failures > maxFailures) return finish({ reason: 'too_many_failures', error });
      timer = setTimeout(tick, intervalMs);
      return;
    }
    if (stopped) return;
    const status = transactionStatus(details, {
      productType,
      redirectUrl: options.redirectUrl,
      followRedirect: options.followRedirect,
    });
    options.onUpdate?.({ status, details });
    if (stopped) return;
    if (status === 'done' || status === 'failed') return finish({ reason: status, details });
    timer = setTimeout(tick, intervalMs);
  };

  void tick();
  return {
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
