// The shop's own-origin subscription calls (spec §7: "clients for /api and /api/subscriptions
// on the own origin exist; no calls shown"): cancel, change plan, renew and refund, as
// docs/api-contract.md "Own origin" chooses them. Each action is allowed only as the
// subscription's own fields say (spec §3 cancelInfo, refundInfo, autoRenewalFailed,
// pendingCustomerAction), the way the subscription area offers it.
import { HttpError, sendJson } from '../http/router';
import type { createRouter } from '../http/router';
import { findPackage, packagePrice } from '../store/pricing';
import type { Member, SubscriptionOrder, UserSubscription } from '../store/types';
import { badRequest, memberCallOf, requireScope } from './context';
import type { PurchaseDeps } from './context';
import type { RequestContext } from '../http/router';

function notAllowed(message: string): never {
  throw new HttpError(409, { error: 'not_allowed', message });
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

export function subscriptionAreaRoutes(
  router: ReturnType<typeof createRouter>,
  deps: PurchaseDeps,
): void {
  const { store, engine } = deps;

  /** The caller's own subscription named in the path (404 for anyone else's). */
  async function own(ctx: RequestContext): Promise<{ member: Member; sub: UserSubscription }> {
    const call = await memberCallOf(ctx, deps);
    requireScope(call, 'write:transaction_credit');
    const sub = call.member.subscriptions.find((s) => s.id === ctx.params.id);
    if (!sub) {
      throw new HttpError(404, {
        error: 'not_found',
        message: 'No such subscription for this member.',
      });
    }
    return { member: call.member, sub };
  }

  /**
   * docs/api-contract.md: a cancel or refund asked again with the `Idempotency-Key` it was
   * applied under is a 409 `already_applied` (its first answer may have been lost); a key
   * used for another change is a 400. Returns the call that remembers the key once applied.
   */
  function once(ctx: RequestContext, member: Member, change: string): () => void {
    const header = ctx.req.headers['idempotency-key'];
    if (typeof header !== 'string' || !header) return () => {};
    const slot = `${member.ffpNumber} ${header}`;
    const remembered = store.idempotency.get(slot);
    if (remembered === change) {
      throw new HttpError(409, {
        error: 'already_applied',
        message: 'This change was already applied under this Idempotency-Key.',
      });
    }
    if (remembered !== undefined) badRequest('This Idempotency-Key was used for another call.');
    return () => store.idempotency.set(slot, change);
  }

  router.post('/subscriptions/:id/cancel', async (ctx) => {
    const { member, sub } = await own(ctx);
    const applied = once(ctx, member, `${sub.id} cancel`);
    const body = (await ctx.body()) as { when?: unknown } | undefined;
    const when = body?.when;
    if (when !== 'now' && when !== 'period_end') {
      badRequest('"when" must be "now" or "period_end".');
    }
    if (!sub.cancelInfo.enabled) notAllowed('This subscription cannot be cancelled now.');
    const now = new Date().toISOString();
    if (when === 'now') {
      if (!sub.cancelInfo.immediateCancel) {
        notAllowed('This subscription can only be cancelled at the end of its period.');
      }
      sub.subscriptionStatus = 'cancelled';
      sub.refundInfo = { enabled: false };
    } else {
      sub.subscriptionStatus = 'cancelled_scheduled';
      sub.cancelInfo.scheduledDate = later(sub.renewDate, sub.cancelInfo.earliestCancellationDate);
    }
    sub.cancelInfo.enabled = false;
    sub.optOutDate = now;
    applied();
    sendJson(ctx.res, 200, sub);
  });

  router.put('/subscriptions/:id/plan', async (ctx) => {
    const { member, sub } = await own(ctx);
    const body = (await ctx.body()) as { packageId?: unknown; type?: unknown } | undefined;
    const pkg =
      typeof body?.packageId === 'string' ? findPackage(member.partner, body.packageId) : undefined;
    if (!pkg) badRequest('"packageId" must name one of GET /subscriptionsPackages.');
    const type = body?.type;
    if (type !== 'monthly' && type !== 'annually') {
      badRequest('"type" must be "monthly" or "annually".');
    }
    if (sub.subscriptionStatus !== 'active' && sub.subscriptionStatus !== 'autorenewing') {
      notAllowed('Only a running subscription can change plan.');
    }
    const contentfulId = `subscriptionPlan-${pkg.packageId}`;
    if (contentfulId === sub.contentfulId && type === sub.cost.frequency) {
      badRequest('That is the current plan and interval.');
    }
    // the new plan and price apply from the next billing date; renewDate stays
    sub.contentfulId = contentfulId;
    sub.packageName = pkg.packageName;
    sub.avios = { ...pkg.avios };
    sub.cost = {
      amount: packagePrice(member.partner, pkg, type, sub.cost.currency).current,
      frequency: type,
      currency: sub.cost.currency,
    };
    sendJson(ctx.res, 200, sub);
  });

  router.post('/subscriptions/:id/renew', async (ctx) => {
    const { member, sub } = await own(ctx);
    const key = ctx.req.headers['idempotency-key'];
    const remembered =
      typeof key === 'string' ? store.idempotency.get(`${member.ffpNumber} ${key}`) : undefined;
    const pending = store.subscriptionOrders.get(sub.id);
    if (remembered === sub.id && pending?.renewal) {
      return sendJson(ctx.res, 201, { subscriptionID: sub.id });
    }
    if (!sub.autoRenewalFailed && !sub.pendingCustomerAction) {
      notAllowed('This subscription has no renewal waiting for payment.');
    }
    // a renewal already waiting for its payment is answered again, never a second session
    if (pending?.renewal && pending.status === 'unverified') {
      if (typeof key === 'string') store.idempotency.set(`${member.ffpNumber} ${key}`, sub.id);
      return sendJson(ctx.res, 201, { subscriptionID: sub.id });
    }
    const session = engine.createPaymentSession(
      'subscription',
      sub.id,
      sub.cost.amount,
      sub.cost.currency,
    );
    const order: SubscriptionOrder = {
      id: sub.id,
      ffpNumber: member.ffpNumber,
      partner: member.partner,
      packageId: sub.contentfulId.replace(/^subscriptionPlan-/, ''),
      interval: sub.cost.frequency,
      createdAt: Date.now(),
      status: 'unverified',
      paymentSessionId: session.id,
      renewal: true,
    };
    store.subscriptionOrders.set(sub.id, order);
    if (typeof key === 'string') store.idempotency.set(`${member.ffpNumber} ${key}`, sub.id);
    sendJson(ctx.res, 201, { subscriptionID: sub.id });
  });

  router.post('/subscriptions/:id/refund', async (ctx) => {
    const { member, sub } = await own(ctx);
    const applied = once(ctx, member, `${sub.id} refund`);
    if (!sub.refundInfo.enabled) notAllowed('This subscription cannot be refunded.');
    sub.subscriptionStatus = 'refund_pending';
    sub.refundInfo = { enabled: false };
    sub.cancelInfo.enabled = false;
    sub.optOutDate = new Date().toISOString();
    engine.requestRefund(member.ffpNumber, sub.id);
    applied();
    sendJson(ctx.res, 200, sub);
  });
}
