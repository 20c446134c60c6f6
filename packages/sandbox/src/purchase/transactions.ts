// Transactions (spec §7): create with an Idempotency-Key, then poll the state. The state
// payload carries the payment session; balances change only on completion.
import { DEBIT_SCOPE } from '../config';
import { HttpError, sendJson } from '../http/router';
import type { createRouter, RequestContext } from '../http/router';
import { BOOSTER_ANNUAL_CAP } from '../store/members';
import {
  PACKAGE_SIZES,
  TRANSFER_ANNUAL_LIMIT,
  TRANSFER_MAX,
  TRANSFER_MIN,
  bandFor,
  bandsForRecipient,
  bonusPointsFor,
  boosterMultipliers,
  priceBands,
} from '../store/pricing';
import { CURRENCIES } from '../store/types';
import type {
  Currency,
  Member,
  TargetAccount,
  Transaction,
  TransactionProduct,
} from '../store/types';
import {
  badRequest,
  businessError,
  checkProductAccess,
  intOf,
  memberCallOf,
  requireScope,
} from './context';
import type { MemberCall, PurchaseDeps } from './context';
import { checkRecipient } from './recipients';

/** spec §4: id prefixes per product. */
const PREFIX: Record<TransactionProduct, string> = {
  purchase: 'p',
  gift: 'g',
  transfer: 't',
  booster: 'bb',
};
/**
 * Ids of transactions made through the generic fallback (`POST /transaction/new`): a prefix
 * spec §4 gives no product, so the shop reads them back through `GET /transaction/data`
 * (docs/api-contract.md, chosen).
 */
const GENERIC_PREFIX = 'n';
const round2 = (n: number) => Math.round(n * 100) / 100;

type Body = Record<string, unknown>;

function targetOf(body: Body): TargetAccount {
  const t = body.targetAccount as Record<string, unknown> | undefined;
  const field = (name: string) => {
    const v = t?.[name];
    if (typeof v !== 'string' || !v.trim()) badRequest(`"targetAccount.${name}" is required.`);
    return v.trim();
  };
  return {
    ffpNumber: field('ffpNumber'),
    email: field('email'),
    firstName: field('firstName'),
    lastName: field('lastName'),
  };
}

/** Validates a creation body and prices it; throws the business errors of spec §8. */
function draftTransaction(
  deps: PurchaseDeps,
  call: MemberCall,
  product: TransactionProduct,
  body: Body,
  prefix: string,
): Transaction {
  const { member, partner } = call;
  checkProductAccess(member, product);
  if (product === 'transfer') requireScope(call, DEBIT_SCOPE); // spec §6: transfer needs step-up
  const details = body.paymentMethodDetails as { version?: unknown } | undefined;
  if (String(details?.version) !== '2')
    badRequest('"paymentMethodDetails.version" must be "2" (spec §9).');
  const currency = body.currency as Currency;
  if (!CURRENCIES.includes(currency)) badRequest('"currency" must be GBP, USD or EUR.');
  const points = intOf(body.numberOfPoints, 'numberOfPoints');
  const base = {
    id: deps.store.newId(prefix),
    product,
    ffpNumber: member.ffpNumber,
    partner,
    createdAt: Date.now(),
    step: 'start_transaction' as const,
    currency,
    paymentSessionId: '',
  };

  if (product === 'booster') {
    const ids = body.glpTransactionIds;
    if (!Array.isArray(ids) || ids.length === 0)
      badRequest('"glpTransactionIds" must list transactions.');
    const chosen = ids.map((id) =>
      member.boosterTransactions.find((t) => t.identifier === id && !t.isBoosted),
    );
    if (chosen.some((t) => !t))
      badRequest('"glpTransactionIds" names unknown or already boosted transactions.');
    const multiplier = intOf(body.multiplier, 'multiplier');
    const option = boosterMultipliers(partner).find((m) => m.multiplyBy === multiplier);
    if (!option || multiplier === undefined) badRequest('"multiplier" must be 1, 2, 3 or 4.');
    const qualifying = chosen.reduce((sum, t) => sum + (t?.aviosAmount ?? 0), 0);
    const aviosAmount = qualifying * multiplier;
    // spec §8: 63 the boost would exceed the annual cap.
    if (member.boostedPointsThisYear + aviosAmount > BOOSTER_ANNUAL_CAP) businessError(63);
    const pricePerPoint = option.pricing.discountedPricePerPoint[currency];
    return {
      ...base,
      aviosAmount,
      aviosBonusAmount: 0,
      pricePerPoint,
      totalPrice: round2(aviosAmount * pricePerPoint),
      booster: {
        multiplier,
        qualifyingAviosAmount: qualifying,
        glpTransactionIds: ids as string[],
      },
    };
  }

  if (points === undefined || points === 0) badRequest('"numberOfPoints" is required.');
  let targetAccount: TargetAccount | undefined;
  let recipient: Member | undefined;
  if (product === 'gift' || product === 'transfer') {
    targetAccount = targetOf(body);
    recipient = checkRecipient(deps.store, member, targetAccount, points);
  }
  if (product === 'transfer') {
    if (points < TRANSFER_MIN || points > TRANSFER_MAX) {
      badRequest(`A transfer moves ${TRANSFER_MIN} to ${TRANSFER_MAX} points (spec §5).`);
    }
    if (points > (member.balance ?? 0)) businessError(60);
    // the yearly transfer limit (docs/sandbox.md; the shop shows transfer_disabled)
    if (member.transferredThisYear + points > TRANSFER_ANNUAL_LIMIT) {
      badRequest(
        `A member may transfer ${TRANSFER_ANNUAL_LIMIT} Avios a year; ${Math.max(0, TRANSFER_ANNUAL_LIMIT - member.transferredThisYear)} are left this year.`,
      );
    }
  } else if (!PACKAGE_SIZES.includes(points)) {
    badRequest('"numberOfPoints" must be one of the package sizes of spec §9.');
  }
  // spec §7: priced as GET /products/{product}/prices priced it for this recipient
  const band = bandFor(
    bandsForRecipient(priceBands(partner, product), recipient?.recipientPricing),
    points,
  )!;
  if (band.available === false) badRequest(`No ${product} of ${points} points to this recipient.`);
  const pricePerPoint = band.price[currency];
  return {
    ...base,
    aviosAmount: points,
    aviosBonusAmount: product === 'transfer' ? 0 : bonusPointsFor(band, points),
    pricePerPoint,
    totalPrice: round2(points * pricePerPoint),
    ...(targetAccount ? { targetAccount } : {}),
  };
}

function stateOf(tx: Transaction, deps: PurchaseDeps) {
  const session = deps.store.paymentSessions.get(tx.paymentSessionId);
  return {
    statusName: tx.step,
    payload: {
      aviosAmount: tx.aviosAmount,
      pricePerPoint: tx.pricePerPoint,
      currency: tx.currency,
      aviosBonusAmount: tx.aviosBonusAmount,
      ...(session ? { paymentSession: { id: session.id, sessionData: session.sessionData } } : {}),
      ...(tx.errorCode === undefined ? {} : { errorCode: tx.errorCode }),
      ...(tx.booster
        ? {
            additionalData: {
              aviosAmount: tx.aviosAmount,
              pricePerPoint: tx.pricePerPoint,
              currency: tx.currency,
              multiplier: tx.booster.multiplier,
              qualifyingAviosAmount: tx.booster.qualifyingAviosAmount,
              totalPrice: tx.totalPrice,
            },
          }
        : {}),
    },
  };
}

export function transactionRoutes(
  router: ReturnType<typeof createRouter>,
  deps: PurchaseDeps,
): void {
  const { store, engine } = deps;

  async function create(
    ctx: RequestContext,
    product: string | null,
    body: Body,
    prefixOf: (product: TransactionProduct) => string = (p) => PREFIX[p],
  ) {
    const call = await memberCallOf(ctx, deps);
    requireScope(call, 'write:transaction_credit');
    if (
      product !== 'purchase' &&
      product !== 'gift' &&
      product !== 'transfer' &&
      product !== 'booster'
    ) {
      badRequest('Query parameter "product" must be purchase, gift, transfer or booster.');
    }
    // docs/api-contract.md: the same Idempotency-Key from the same member answers the same
    // transaction, so a double click or a retry never charges twice.
    const header = ctx.req.headers['idempotency-key'];
    const key =
      typeof header === 'string' && header ? `${call.member.ffpNumber} ${header}` : undefined;
    const known = key ? store.transactions.get(store.idempotency.get(key) ?? '') : undefined;
    if (known) {
      return sendJson(ctx.res, 200, {
        id: known.id,
        redirectUrl: null,
        followRedirect: false,
        encodedAuthState: null,
      });
    }
    const tx = draftTransaction(deps, call, product, body, prefixOf(product));
    tx.paymentSessionId = engine.createPaymentSession(
      'transaction',
      tx.id,
      tx.totalPrice,
      tx.currency,
    ).id;
    engine.startTransaction(tx);
    if (key) store.idempotency.set(key, tx.id);
    // spec §4 mfa_pending: a transfer on an old sign-in asks the member to sign in again
    // first (docs/sandbox.md); the transaction waits for payment as any other.
    const reauth = deps.reauth;
    const age = Date.now() / 1000 - (call.caller.issuedAt ?? Date.now() / 1000);
    const again = product === 'transfer' && reauth !== undefined && age >= reauth.maxAgeS;
    sendJson(ctx.res, 201, {
      id: tx.id,
      redirectUrl: again ? reauth.authorizeUrl : null,
      followRedirect: again,
      encodedAuthState: null,
    });
  }

  const ownTransaction = async (ctx: RequestContext, id: string | null | undefined) => {
    const { member } = await memberCallOf(ctx, deps);
    const tx = id ? store.transactions.get(id) : undefined;
    if (!tx || tx.ffpNumber !== member.ffpNumber) {
      throw new HttpError(404, {
        error: 'transaction_not_found',
        message: 'No such transaction for this member.',
      });
    }
    return tx;
  };

  router.post('/transactions', async (ctx) => {
    const body = ((await ctx.body()) ?? {}) as Body;
    await create(ctx, ctx.url.searchParams.get('product'), body);
  });

  router.get('/transactions/:id/state', async (ctx) => {
    sendJson(ctx.res, 200, stateOf(await ownTransaction(ctx, ctx.params.id), deps));
  });

  // spec §7: the generic fallback takes the stored draft (spec §3) as its body; the
  // transaction it makes has a generic id, read back through GET /transaction/data.
  router.post('/transaction/new', async (ctx) => {
    const draft = ((await ctx.body()) ?? {}) as Body;
    const data = (draft.data ?? {}) as Body;
    const type = typeof draft.type === 'string' ? draft.type : null;
    const points =
      data.purchaseAvios ?? data.giftAvios ?? data.transferAvios ?? data.numberOfPoints;
    await create(
      ctx,
      type,
      {
        ...data,
        paymentMethodDetails: { version: '2' },
        currency: draft.currency ?? 'GBP',
        numberOfPoints: points,
      },
      () => GENERIC_PREFIX,
    );
  });

  router.get('/transaction/data', async (ctx) => {
    const tx = await ownTransaction(ctx, ctx.url.searchParams.get('transactionId'));
    // the recipient's name (never their number or email) says whom a gift or transfer is for,
    // so a result page read again after the draft is gone still names them
    const target = tx.targetAccount;
    sendJson(ctx.res, 200, {
      id: tx.id,
      type: tx.product,
      ...stateOf(tx, deps),
      ...(target
        ? { targetAccount: { firstName: target.firstName, lastName: target.lastName } }
        : {}),
    });
  });
}
