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
  purchaseAvios: z.number().optional(),
  purchasePrice: z.number().optional(),
  pricePerAvios: z.number().optional(),
  bonusAvios: z.number().optional(),
  aviosTotal: z.number().optional(),
  priceTotal: z.number().optional(),
});

export const giftDataSchema = z.object({
  giftAvios: z.number().optional(),
  giftPrice: z.number().optional(),
  pricePerAvios: z.number().optional(),
  bonusAvios: z.number().optional(),
  aviosTotal: z.number().optional(),
  priceTotal: z.number().optional(),
  message: z.string().optional(),
  issueDate: z.string().optional(),
  targetAccount: targetAccountSchema.optional(),
});

export const transferDataSchema = z.object({
  transferAvios: z.number().optional(),
  transferPrice: z.number().optional(),
  aviosTotal: z.number().optional(),
  priceTotal: z.number().optional(),
  message: z.string().optional(),
  issueDate: z.string().optional(),
  targetAccount: targetAccountSchema.optional(),
});

export const subscriptionDataSchema = z.object({
  packageId: z.string().optional(),
  interval: subscriptionIntervalSchema.optional(),
  pricePerAvios: z.number().optional(),
  aviosPerPeriod: z.number().optional(),
  pricePerPeriod: z.number().optional(),
  aviosTotal: z.number().optional(),
  priceTotal: z.number().optional(),
  nextBillingDate: z.string().optional(),
});

export const boosterDataSchema = z.object({
  boosterAvios: z.number().optional(),
  boosterPrice: z.number().optional(),
  pricePerAvios: z.number().optional(),
  bonusAvios: z.number().optional(),
  aviosTotal: z.number().optional(),
  multiplier: z.number().optional(),
  // the booster draft form (spec §3)
  numberOfPoints: z.number().optional(),
  currency: currencySchema.optional(),
  glpTransactionIds: z.array(z.string()).optional(),
});

const draftBase = z.object({
  id: z.string().regex(DRAFT_ID_PATTERN),
  creationDate: z.number().int().nonnegative(),
  currency: currencySchema.default('GBP'),
  status: checkoutStatusSchema.optional(),
  payment: paymentSessionSchema.optional(),
  redirectUrl: z.string().nullable().optional(),
  followRedirect: z.boolean().optional(),
  encodedAuthState: z.string().nullable().optional(),
  errorCode: z.number().optional(),
  /** (chosen) id the purchase API gave the transaction, once submitted. */
  transactionId: z.string().optional(),
  /**
   * (chosen) whose draft this is: a one-way tag of the member's subject, never the subject
   * itself; another member's draft is never used (docs/security.md).
   */
  owner: z.string().max(32).optional(),
});

export const checkoutDraftSchema = z.discriminatedUnion('type', [
  draftBase.extend({ type: z.literal('purchase'), data: purchaseDataSchema }),
  draftBase.extend({ type: z.literal('gift'), data: giftDataSchema }),
  draftBase.extend({ type: z.literal('transfer'), data: transferDataSchema }),
  draftBase.extend({ type: z.literal('subscription'), data: subscriptionDataSchema }),
  draftBase.extend({ type: z.literal('booster'), data: boosterDataSchema }),
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
