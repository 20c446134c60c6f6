// Products, prices, booster options and subscription packages (spec §7). Anonymous callers
// get the generic answers; signed-in members get their own.
import type { Partner } from '../config';
import { HttpError, sendJson } from '../http/router';
import type { createRouter } from '../http/router';
import { BOOSTER_ANNUAL_CAP } from '../store/members';
import {
  SUBSCRIPTION_PACKAGES,
  TRANSFER_ANNUAL_LIMIT,
  bandsForRecipient,
  boosterMultipliers,
  currencyForCountry,
  HOME_CURRENCY,
  packagePrice,
  priceBands,
} from '../store/pricing';
import type { Member, ProductType } from '../store/types';
import { businessError, callOf, checkProductAccess, intOf, memberCallOf } from './context';
import type { PurchaseDeps } from './context';
import { checkRecipient } from './recipients';
import { hasCurrentSubscription } from './subscriptions';

const GENERIC_PRODUCTS: Record<Partner, ProductType[]> = {
  ba: ['purchase', 'gift', 'transfer', 'booster', 'subscription'],
  ib: ['purchase', 'gift', 'transfer', 'booster', 'subscription'],
  ei: ['purchase', 'gift', 'transfer'],
};

type PricedProduct = 'purchase' | 'gift' | 'transfer';
function pricedProduct(value: string | undefined): PricedProduct {
  if (value === 'purchase' || value === 'gift' || value === 'transfer') return value;
  throw new HttpError(404, {
    error: 'not_found',
    message: 'Prices exist for purchase, gift and transfer.',
  });
}

const GROUP_ORDER = ['flight', 'hotel', 'car'];

function boosterOptions(partner: Partner, member?: Member, aviosAmount?: number) {
  const boosted = member?.boostedPointsThisYear ?? 0;
  const remainingAllowance = Math.max(0, BOOSTER_ANNUAL_CAP - boosted);
  const groups = new Map<string, Member['boosterTransactions']>();
  for (const t of member?.boosterTransactions ?? []) {
    groups.set(t.type, [...(groups.get(t.type) ?? []), t]);
  }
  const multipliers = boosterMultipliers(partner).filter(
    (m) => aviosAmount === undefined || aviosAmount * m.multiplyBy <= remainingAllowance,
  );
  return {
    transactionGroups: [...groups].map(([type, transactions]) => ({
      type,
      order: GROUP_ORDER.indexOf(type) + 1,
      transactions: transactions.map((t) => ({ ...t, monetaryAmount: { ...t.monetaryAmount } })),
    })),
    multipliersAvailable: multipliers,
    boostedPointsThisYear: boosted,
    remainingAllowance,
  };
}

function packages(partner: Partner, member?: Member) {
  const currency = member ? currencyForCountry(member.country, partner) : HOME_CURRENCY[partner];
  const subscribed = member ? hasCurrentSubscription(member) : false;
  return SUBSCRIPTION_PACKAGES[partner].map((pkg) => {
    const monthly = packagePrice(partner, pkg, 'monthly', currency);
    const annually = packagePrice(partner, pkg, 'annually', currency);
    const money = (amount: number) => ({ amount: Math.round(amount * 100) / 100, currency });
    const price = (p: { original: number; current: number }) => ({
      originalPrice: money(p.original),
      currentPrice: money(p.current),
      savings: money(p.original - p.current),
    });
    return {
      version: '1',
      active: true,
      packageId: pkg.packageId,
      partnerName: partner === 'ba' ? 'British Airways Club' : 'Iberia Club',
      avios: { ...pkg.avios },
      contentfulId: `subscriptionPlan-${pkg.packageId}`,
      packageName: pkg.packageName,
      eligibility: {
        status: subscribed ? 'ineligible' : 'eligible',
        loggedIn: Boolean(member),
        errorCodes: subscribed ? ['68'] : [],
      },
      prices: {
        monthly: price(monthly),
        annually: price(annually),
        // Percent saved by paying yearly.
        frequencyDifference: Math.round((1 - annually.current / annually.original) * 100),
      },
    };
  });
}

export function productRoutes(router: ReturnType<typeof createRouter>, deps: PurchaseDeps): void {
  router.get('/products', async (ctx) => {
    const { partner, member } = await callOf(ctx, deps);
    checkProductAccess(member);
    const availableProducts = member ? member.products : GENERIC_PRODUCTS[partner];
    sendJson(ctx.res, 200, { availableProducts });
  });

  router.get('/products/booster/options/generic', async (ctx) => {
    const { partner } = await callOf(ctx, deps);
    sendJson(ctx.res, 200, boosterOptions(partner));
  });

  router.get('/products/booster/options', async (ctx) => {
    const { partner, member } = await memberCallOf(ctx, deps);
    checkProductAccess(member, 'booster');
    const aviosAmount = intOf(ctx.url.searchParams.get('aviosAmount'), 'aviosAmount');
    sendJson(ctx.res, 200, boosterOptions(partner, member, aviosAmount));
  });

  router.get('/products/:product/prices/generic', async (ctx) => {
    const product = pricedProduct(ctx.params.product);
    const { partner } = await callOf(ctx, deps);
    sendJson(ctx.res, 200, priceBands(partner, product));
  });

  router.get('/products/:product/prices', async (ctx) => {
    const product = pricedProduct(ctx.params.product);
    const { partner, member } = await memberCallOf(ctx, deps);
    checkProductAccess(member, product);
    const aviosAmount = intOf(ctx.url.searchParams.get('aviosAmount'), 'aviosAmount');
    const target = ctx.url.searchParams.get('targetFfpNumber');
    const recipient = target
      ? checkRecipient(deps.store, member, { ffpNumber: target }, aviosAmount ?? 0)
      : undefined;
    const balance = member.balance ?? 0;
    // spec §8: 60 insufficient balance for the points to transfer.
    if (product === 'transfer' && aviosAmount !== undefined && aviosAmount > balance)
      businessError(60);
    // a transfer band is available up to the balance and what the yearly limit leaves
    const movable = Math.min(balance, TRANSFER_ANNUAL_LIMIT - member.transferredThisYear);
    const bands = priceBands(partner, product).map((b) =>
      product === 'transfer' ? { ...b, available: b.lower <= movable } : b,
    );
    // spec §7 targetFfpNumber: a gift or transfer is priced for its recipient
    const priced =
      recipient && product !== 'purchase'
        ? bandsForRecipient(bands, recipient.recipientPricing)
        : bands;
    sendJson(ctx.res, 200, priced);
  });

  router.get('/subscriptionsPackages', async (ctx) => {
    const { partner, member } = await callOf(ctx, deps);
    // spec §8: 69 the subscription feature is off (EI has no subscriptions).
    if (SUBSCRIPTION_PACKAGES[partner].length === 0) businessError(69);
    checkProductAccess(member);
    sendJson(ctx.res, 200, packages(partner, member));
  });
}
