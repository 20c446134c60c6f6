// The member's changes to server state, each with what it does to the cached answers and
// how its failure is told (docs/architecture.md: screens read one hook; the SDK owns the
// changes): the subscription area's cancel, refund, plan change and renewal
// (docs/api-contract.md "Own origin"), the booster campaign's enrolment (spec §4, §7), and a
// finished transaction's new balance (spec §2). Screens call these and never the cache.
import type { QueryClient } from '@tanstack/query-core';
import { signsOut } from '../errors/catalogue';
import type { ErrorStore } from '../errors/errorStore';
import type { SubscriptionCreated, UserSubscription } from '../schemas/purchaseApi';
import type { ApiClient, IdempotentRequestOptions } from './apiClient';
import { createCampaignEnrolment } from './campaignEnrolment';
import type { EnrolmentOutcome } from './campaignEnrolment';
import type { Queries } from './queries';
import type { CancelWhen, PlanChange, SubscriptionAreaClient } from './subscriptionArea';
import { createSubscriptionChanges } from './subscriptionChanges';

/**
 * How a failed change is told (spec §8), read from the catalogue: `signs_out` when the
 * error's entry has the `should_logout` effect (a 401 or 403 answer, login_required): it went
 * to the error store, which signs the member out, and the screen says nothing of its own;
 * `failed` otherwise: the screen says the change failed where the member asked for it.
 */
export type MutationFailure = 'signs_out' | 'failed';

/** A change's outcome: its answer, or its error and how it is told. Never a rejection. */
export type MutationResult<T> =
  { ok: true; value: T } | { ok: false; failure: MutationFailure; error: unknown };

export interface Mutations {
  /**
   * Cancels now or at the period's end (spec §4 cancelInfo). The answer replaces the listed
   * subscription; a retry's 409 whose subscription, read again, is cancelled is done.
   */
  cancelSubscription(
    sub: UserSubscription,
    when: CancelWhen,
    options: IdempotentRequestOptions,
  ): Promise<MutationResult<UserSubscription>>;
  /** Asks for a refund, as `cancelSubscription` does; the balance is read again. */
  refundSubscription(
    sub: UserSubscription,
    options: IdempotentRequestOptions,
  ): Promise<MutationResult<UserSubscription>>;
  /** Changes plan or interval from the next billing date; the answer replaces the listed one. */
  changeSubscriptionPlan(
    sub: UserSubscription,
    change: PlanChange,
  ): Promise<MutationResult<UserSubscription>>;
  /**
   * Asks for the renewal of a failed or waiting payment: its answer is the renewal's id to
   * check out. Nothing cached changes until that checkout ends.
   */
  renewSubscription(
    sub: UserSubscription,
    options: IdempotentRequestOptions,
  ): Promise<MutationResult<SubscriptionCreated>>;
  /**
   * spec §4, §6, §7: posts a campaign code reached by the campaign link once for this tab,
   * then reads the enrolment list again. Its failures are the enrolment's own (nothing shows).
   */
  enrolCampaign(campaignCode: string): Promise<EnrolmentOutcome>;
  /** spec §2 transaction page: a transaction is done, so the balance it changed is read again. */
  transactionDone(): void;
}

export interface MutationsOptions {
  api: Pick<ApiClient, 'enrol'>;
  subscriptionArea: SubscriptionAreaClient;
  queryClient: QueryClient;
  queries: Pick<Queries, 'userSubscriptions' | 'balance' | 'enrolments'>;
  /** Where an error that acts on its own (`signs_out`) goes. */
  errors: Pick<ErrorStore, 'dispatch'>;
  /** Where posted campaign codes are kept across reloads. Defaults to `sessionStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export function createMutations(options: MutationsOptions): Mutations {
  const { api, subscriptionArea, queryClient, queries, errors } = options;
  const changes = createSubscriptionChanges({ area: subscriptionArea, queryClient, queries });
  const enrol = createCampaignEnrolment({
    api,
    queryClient,
    queries,
    ...(options.storage ? { storage: options.storage } : {}),
  });

  /** The call's answer, or its error told as the catalogue says (spec §8 should_logout). */
  async function settle<T>(call: () => Promise<T>): Promise<MutationResult<T>> {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      if (!signsOut(error)) return { ok: false, failure: 'failed', error };
      errors.dispatch(error);
      return { ok: false, failure: 'signs_out', error };
    }
  }

  return {
    cancelSubscription: (sub, when, o) => settle(() => changes.cancel(sub, when, o)),
    refundSubscription: (sub, o) => settle(() => changes.refund(sub, o)),
    changeSubscriptionPlan: (sub, change) => settle(() => changes.changePlan(sub, change)),
    renewSubscription: (sub, o) => settle(() => subscriptionArea.renew(sub.id, o)),
    enrolCampaign: enrol,
    transactionDone() {
      void queryClient.invalidateQueries({ queryKey: queries.balance().queryKey });
    },
  };
}
