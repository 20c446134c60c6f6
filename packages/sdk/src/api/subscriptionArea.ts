// The own-origin client for the subscription area (spec §7: "clients for /api and
// /api/subscriptions on the own origin exist; no calls shown"). The calls are the shop's
// backend-for-frontend contract, chosen and written down in docs/api-contract.md
// ("Own origin: subscription management"); the demo host forwards `/api` to the sandbox.
import type { SubscriptionInterval } from '../rules/constants';
import { checkLater } from '../schemas/laterSchemas';
import type { SubscriptionCreated, UserSubscription } from '../schemas/purchaseApi';
import type { ApiClientOptions, IdempotentRequestOptions, RequestOptions } from './apiClient';
import { createTransport } from './transport';

export type SubscriptionAreaOptions = Omit<ApiClientOptions, 'baseUrl' | 'path'> & {
  /** Origin of the backend-for-frontend. Defaults to the page's own origin. */
  baseUrl?: string;
  /** Path of the subscription routes. Defaults to `/api`. */
  path?: string;
};

/** `now` ends the subscription today; `period_end` at the date `cancelInfo` allows. */
export type CancelWhen = 'now' | 'period_end';

export interface PlanChange {
  packageId: string;
  type: SubscriptionInterval;
}

export interface SubscriptionAreaClient {
  /**
   * `POST /api/subscriptions/{id}/cancel` with `Idempotency-Key` (one key per member action,
   * the same on a retry): the subscription as it now is. A key already applied is a 409.
   */
  cancel(
    id: string,
    when: CancelWhen,
    options: IdempotentRequestOptions,
  ): Promise<UserSubscription>;
  /** `PUT /api/subscriptions/{id}/plan`: the new plan applies from the next billing date. */
  changePlan(id: string, change: PlanChange, options?: RequestOptions): Promise<UserSubscription>;
  /**
   * `POST /api/subscriptions/{id}/renew`: a new payment for a subscription whose renewal
   * failed; its answer is checked out like a new subscription (spec §4 status mapping).
   */
  renew(id: string, options: IdempotentRequestOptions): Promise<SubscriptionCreated>;
  /**
   * `POST /api/subscriptions/{id}/refund` with `Idempotency-Key`, as `cancel`: the
   * subscription, now `refund_pending`.
   */
  refund(id: string, options: IdempotentRequestOptions): Promise<UserSubscription>;
}

function ownOrigin(): string {
  if (typeof location === 'undefined' || !location.origin || location.origin === 'null') {
    throw new TypeError('The subscription area client needs `baseUrl` outside a browser page.');
  }
  return location.origin;
}

export function createSubscriptionAreaClient(
  options: SubscriptionAreaOptions,
): SubscriptionAreaClient {
  // The origin is read at call time: the SDK is built before any page exists in some hosts.
  const transport = () =>
    createTransport({
      ...options,
      baseUrl: options.baseUrl ?? ownOrigin(),
      path: options.path ?? '/api',
    });
  const route = (id: string, action: string) =>
    `/subscriptions/${encodeURIComponent(id)}/${action}`;
  // the answers' schemas are fetched alongside the calls (schemas/laterSchemas.ts)
  return {
    cancel: (id, when, o) =>
      checkLater(
        'userSubscriptionSchema',
        transport().send({
          method: 'POST',
          route: route(id, 'cancel'),
          body: { when },
          headers: { 'Idempotency-Key': o.idempotencyKey },
          signal: o.signal,
        }),
        `POST ${route(id, 'cancel')}`,
      ),
    changePlan: (id, change, o = {}) =>
      checkLater(
        'userSubscriptionSchema',
        transport().send({
          method: 'PUT',
          route: route(id, 'plan'),
          body: change,
          signal: o.signal,
        }),
        `PUT ${route(id, 'plan')}`,
      ),
    renew: (id, o) =>
      checkLater(
        'subscriptionCreatedSchema',
        transport().send({
          method: 'POST',
          route: route(id, 'renew'),
          body: {},
          headers: { 'Idempotency-Key': o.idempotencyKey },
          signal: o.signal,
        }),
        `POST ${route(id, 'renew')}`,
      ),
    refund: (id, o) =>
      checkLater(
        'userSubscriptionSchema',
        transport().send({
          method: 'POST',
          route: route(id, 'refund'),
          body: {},
          headers: { 'Idempotency-Key': o.idempotencyKey },
          signal: o.signal,
        }),
        `POST ${route(id, 'refund')}`,
      ),
  };
}
