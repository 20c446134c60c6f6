// spec §3 "Local checkout transaction": the checkout draft kept in browser storage under one
// key. Data fields fill in as the member chooses (spec §4 purchase selection sets and clears
// them), so they are optional here; submitting checks the ones each body needs.
import { z } from './zodSettings';
import {
  checkoutStatusSchema,
  currencySchema,
  paymentSessionSchema,
  subscriptionIntervalSchema,
} from './purchaseApi';

/** Local draft ids: `LCL_` plus random hex (spec §3). */
export const DRAFT_ID_PATTERN = /^LCL_[0-9a-f]+$/i;

export const targetAccountSchema = z.object({
  ffpNumber: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const purchaseDataSchema = z.object({
  purchaseAvios: z.optional(z.number()),
  purchasePrice: z.optional(z.number()),
  pricePerAvios: z.optional(z.number()),
  bonusAvios: z.optional(z.number()),
  aviosTotal: z.optional(z.number()),
  priceTotal: z.optional(z.number()),
});

export const giftDataSchema = z.object({
  giftAvios: z.optional(z.number()),
  giftPrice: z.optional(z.number()),
  pricePerAvios: z.optional(z.number()),
  bonusAvios: z.optional(z.number()),
  aviosTotal: z.optional(z.number()),
  priceTotal: z.optional(z.number()),
  message: z.optional(z.string()),
  issueDate: z.optional(z.string()),
  targetAccount: z.optional(targetAccountSchema),
});

export const transferDataSchema = z.object({
  transferAvios: z.optional(z.number()),
  transferPrice: z.optional(z.number()),
  aviosTotal: z.optional(z.number()),
  priceTotal: z.optional(z.number()),
  message: z.optional(z.string()),
  issueDate: z.optional(z.string()),
  targetAccount: z.optional(targetAccountSchema),
});

export const subscriptionDataSchema = z.object({
  packageId: z.optional(z.string()),
  interval: z.optional(subscriptionIntervalSchema),
  pricePerAvios: z.optional(z.number()),
  aviosPerPeriod: z.optional(z.number()),
  pricePerPeriod: z.optional(z.number()),
  aviosTotal: z.optional(z.number()),
  priceTotal: z.optional(z.number()),
  nextBillingDate: z.optional(z.string()),
});

export const boosterDataSchema = z.object({
  boosterAvios: z.optional(z.number()),
  boosterPrice: z.optional(z.number()),
  pricePerAvios: z.optional(z.number()),
  bonusAvios: z.optional(z.number()),
  aviosTotal: z.optional(z.number()),
  multiplier: z.optional(z.number()),
  // the booster draft form (spec §3)
  numberOfPoints: z.optional(z.number()),
  currency: z.optional(currencySchema),
  glpTransactionIds: z.optional(z.array(z.string())),
});

const draftBase = z.object({
  id: z.string().check(z.regex(DRAFT_ID_PATTERN)),
  creationDate: z.number().check(z.int(), z.nonnegative()),
  currency: z._default(currencySchema, 'GBP'),
  status: z.optional(checkoutStatusSchema),
  payment: z.optional(paymentSessionSchema),
  redirectUrl: z.optional(z.nullable(z.string())),
  followRedirect: z.optional(z.boolean()),
  encodedAuthState: z.optional(z.nullable(z.string())),
  errorCode: z.optional(z.number()),
  /** (chosen) id the purchase API gave the transaction, once submitted. */
  transactionId: z.optional(z.string()),
  /**
   * (chosen) whose draft this is: a one-way tag of the member's subject, never the subject
   * itself; another member's draft is never used (docs/security.md).
   */
  owner: z.optional(z.string().check(z.maxLength(32))),
});

export const checkoutDraftSchema = z.discriminatedUnion('type', [
  z.extend(draftBase, { type: z.literal('purchase'), data: purchaseDataSchema }),
  z.extend(draftBase, { type: z.literal('gift'), data: giftDataSchema }),
  z.extend(draftBase, { type: z.literal('transfer'), data: transferDataSchema }),
  z.extend(draftBase, { type: z.literal('subscription'), data: subscriptionDataSchema }),
  z.extend(draftBase, { type: z.literal('booster'), data: boosterDataSchema }),
]);

export type TargetAccount = z.output<typeof targetAccountSchema>;
export type PurchaseData = z.output<typeof purchaseDataSchema>;
export type GiftData = z.output<typeof giftDataSchema>;
export type TransferData = z.output<typeof transferDataSchema>;
export type SubscriptionData = z.output<typeof subscriptionDataSchema>;
export type BoosterData = z.output<typeof boosterDataSchema>;
export type CheckoutDraft = z.output<typeof checkoutDraftSchema>;
export type CheckoutType = CheckoutDraft['type'];
/** The data of a draft of type `T`. */
export type CheckoutData<T extends CheckoutType = CheckoutType> = Extract<
  CheckoutDraft,
  { type: T }
>['data'];
