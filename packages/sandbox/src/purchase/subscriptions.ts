// Subscriptions (spec §7): POST /subscriptions creates an order paid through a payment
// session; GET /subscriptions/{id} reports it until it is active or failed.
import { sendJson } from '../http/router';
import type { createRouter } from '../http/router';
import {
  currencyForCountry,
  findPackage,
  packagePrice,
  SUBSCRIPTION_PACKAGES,
} from '../store/pricing';
import type { Member, SubscriptionOrder, SubscriptionStatus } from '../store/types';
import {
  badRequest,
  businessError,
  checkProductAccess,
  memberCallOf,
  requireScope,
} from './context';
import type { PurchaseDeps } from './context';
import { HttpError } from '../http/router';

/**
 * spec §4: the current subscription is the first that is active, cancelled_scheduled,
 * refund_pending or autorenewing; a member with one already has a subscription (68 on
 * subscribing). A suspended one is not current: it is renewed, or replaced.
 */
const CURRENT: SubscriptionStatus[] = [
  'active',
  'cancelled_scheduled',
  'refund_pending',
  'autorenewing',
];

export function hasCurrentSubscription(member: Member): boolean {
  return member.subscriptions.some((s) => CURRENT.includes(s.subscriptionStatus));
}

export function subscriptionRoutes(
  router: ReturnType<typeof createRouter>,
  deps: PurchaseDeps,
): void {
  const { store, engine } = deps;

  router.post('/subscriptions', async (ctx) => {
    const call = await memberCallOf(ctx, deps);
    requireScope(call, 'write:transaction_credit');
    const { member, partner } = call;
    const key = ctx.req.headers['idempotency-key'];
    const known =
      typeof key === 'string' ? store.idempotency.get(`${member.ffpNumber} ${key}`) : undefined;
    if (known && store.subscriptionOrders.has(known)) {
      return sendJson(ctx.res, 200, { subscriptionID: known });
    }
    if (SUBSCRIPTION_PACKAGES[partner].length === 0) businessError(69);
    checkProductAccess(member, 'subscription');
    if (hasCurrentSubscription(member)) businessError(68);
    const body = (await ctx.body()) as { packageId?: unknown; type?: unknown } | undefined;
    const pkg =
      typeof body?.packageId === 'string' ? findPackage(partner, body.packageId) : undefined;
    if (!pkg) badRequest('"packageId" must name one of GET /subscriptionsPackages.');
    const interval = body?.type;
    if (interval !== 'monthly' && interval !== 'annually') {
      badRequest('"type" must be "monthly" or "annually".');
    }
    const currency = currencyForCountry(member.country, partner);
    const id = store.newId('sub');
    const price = packagePrice(partner, pkg, interval, currency).current;
    const session = engine.createPaymentSession('subscription', id, price, currency);
    const order: SubscriptionOrder = {
      id,
      ffpNumber: member.ffpNumber,
      partner,
      packageId: pkg.packageId,
      interval,
      createdAt: Date.now(),
      status: 'unverified',
      paymentSessionId: session.id,
    };
    store.subscriptionOrders.set(id, order);
    if (typeof key === 'string') store.idempotency.set(`${member.ffpNumber} ${key}`, id);
    sendJson(ctx.res, 201, { subscriptionID: id });
  });

  router.get('/subscriptions/:id', async (ctx) => {
    const { member } = await memberCallOf(ctx, deps);
    const order = store.subscriptionOrders.get(ctx.params.id ?? '');
    const existing = member.subscriptions.find((s) => s.id === ctx.params.id);
    if (order && order.ffpNumber === member.ffpNumber) {
      const session = store.paymentSessions.get(order.paymentSessionId)!;
      const subscription = member.subscriptions.find((s) => s.id === order.id);
      const pkg = findPackage(order.partner, order.packageId);
      // spec §3 subscription detail: the plan being paid for, so a checkout opened without
      // local data still shows its price and points (docs/api-contract.md)
      const plan = subscription ?? {
        contentfulId: `subscriptionPlan-${order.packageId}`,
        packageName: pkg?.packageName ?? order.packageId,
        avios: { ...(pkg?.avios ?? { monthly: 0, annually: 0 }) },
        cost: {
          amount: session.amount.value / 100,
          frequency: order.interval,
          currency: session.amount.currency,
        },
        createDate: new Date(order.createdAt).toISOString(),
        targetFFP: { partner: order.partner.toUpperCase(), ffp: member.ffpNumber },
      };
      return sendJson(ctx.res, 200, {
        ...plan,
        id: order.id,
        subscriptionStatus: order.status,
        ...(order.errorCode === undefined ? {} : { errorCode: order.errorCode }),
        paymentSession: { id: session.id, sessionData: session.sessionData },
      });
    }
    if (existing) return sendJson(ctx.res, 200, { ...existing });
    throw new HttpError(404, {
      error: 'not_found',
      message: 'No such subscription for this member.',
    });
  });
}
