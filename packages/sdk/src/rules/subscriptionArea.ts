// The subscription area's and refund page's rules (spec §2 subscription area and refund page,
// §3 user subscription and package fields, §4 current subscription and refund eligibility):
// which subscription a page is about, which refund state it shows, the plan a subscription
// is on and whether a choice changes it, and which package a content plan sells.
import type { SubscriptionInterval } from './constants';
import { currentSubscription, subscriptionActions } from './currentSubscription';
import type { SubscriptionActionInput } from './currentSubscription';

/** The parts of a user subscription these rules read (spec §3; the checked answer fits). */
export interface AreaSubscriptionInput extends SubscriptionActionInput {
  id: string;
  subscriptionStatus: string;
}

/**
 * The subscription the subscription area is about: the current one (spec §4), else one
 * whose renewal waits for the member (a suspended subscription is not current, but it can be
 * renewed); `undefined` when there is neither.
 */
export function featuredSubscription<T extends AreaSubscriptionInput>(
  list: readonly T[] | null | undefined,
): T | undefined {
  return currentSubscription(list) ?? list?.find((s) => subscriptionActions(s).canRenew);
}

/**
 * The subscription the refund page is about: the one the address names
 * (`?subscription=<id>`), else the featured one.
 */
export function subscriptionToRefund<T extends AreaSubscriptionInput>(
  list: readonly T[] | null | undefined,
  wantedId: string | null | undefined,
): T | undefined {
  return wantedId ? list?.find((s) => s.id === wantedId) : featuredSubscription(list);
}

/** spec §2 refund page states. */
export type RefundState = 'initial' | 'success' | 'failed' | 'notEligible';

/**
 * The refund state a subscription is in (spec §2, §4): `success` once a refund is pending or
 * done, `initial` while `refundInfo.enabled` allows one, else `notEligible`. `failed` is the
 * refund call's, never the subscription's.
 */
export function refundState(
  sub: AreaSubscriptionInput | null | undefined,
): Exclude<RefundState, 'failed'> {
  if (sub?.subscriptionStatus === 'refund_pending' || sub?.subscriptionStatus === 'refunded') {
    return 'success';
  }
  return subscriptionActions(sub).canRefund ? 'initial' : 'notEligible';
}

/** The content plan id a package or subscription carries in `contentfulId` (spec §3). */
const CONTENT_PLAN_PREFIX = 'subscriptionPlan-';

/** The parts of a user subscription that say which plan it is on (spec §3). */
export interface SubscriptionPlanInput {
  contentfulId: string;
  cost: { frequency: string };
}

/** A plan and interval: what a subscription is on, or what the member chooses. */
export interface PlanChoice {
  packageId: string;
  type: SubscriptionInterval;
}

/** The interval a subscription's cost is billed at: annually, else monthly (spec §3). */
export function subscriptionInterval(
  sub: Pick<SubscriptionPlanInput, 'cost'>,
): SubscriptionInterval {
  return sub.cost.frequency === 'annually' ? 'annually' : 'monthly';
}

/** The plan and interval a subscription is on (its `contentfulId` without the plan prefix). */
export function subscriptionPlan(sub: SubscriptionPlanInput): PlanChoice {
  const packageId = sub.contentfulId.startsWith(CONTENT_PLAN_PREFIX)
    ? sub.contentfulId.slice(CONTENT_PLAN_PREFIX.length)
    : sub.contentfulId;
  return { packageId, type: subscriptionInterval(sub) };
}

/** Whether `choice` changes the plan or the interval of `sub` (the edit dialog's confirm). */
export function isPlanChange(sub: SubscriptionPlanInput, choice: PlanChoice): boolean {
  const now = subscriptionPlan(sub);
  return choice.packageId !== now.packageId || choice.type !== now.type;
}

/** The parts of a subscription package that join it to a content plan (spec §3). */
export interface PlanPackageInput {
  packageId: string;
  contentfulId: string;
  active: boolean;
}

/**
 * The package a content plan sells (spec §2 subscribe page: plans from content, prices from
 * `GET /subscriptionsPackages`): the active one whose id is the plan's, or whose
 * `contentfulId` names it; `undefined` when none is on sale.
 */
export function packageForPlan<T extends PlanPackageInput>(
  packages: readonly T[],
  planId: string,
): T | undefined {
  const pkg = packages.find(
    (p) => p.packageId === planId || p.contentfulId === `${CONTENT_PLAN_PREFIX}${planId}`,
  );
  return pkg?.active ? pkg : undefined;
}

/** The interval the address asks for (`?interval=annually`), monthly otherwise. */
export function intervalFromQuery(search: string): SubscriptionInterval {
  return new URLSearchParams(search).get('interval') === 'annually' ? 'annually' : 'monthly';
}
