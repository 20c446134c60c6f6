// The answers of the purchase API (spec §3, §7) that the first screens do not read: the
// member, the balance, enrolments, stats, subscriptions and transactions, exactly as
// docs/api-contract.md writes them. Not in the first render's download: the SDK fetches this
// module when the browser is first idle, or alongside the first call whose answer it checks
// (laterSchemas.ts), and builds each schema then. `@avios/sdk/schemas` exports them all.
// Objects strip unknown keys; lists that the contract calls non-empty are checked.
import { z } from './zodSettings';
import { currencySchema, paymentSessionSchema, subscriptionStatusSchema } from './purchaseApi';

// GET /users/current — spec §5: ffpNumber and name with first and last name are required
export const userSchema = z.object({
  ffpNumber: z.string().check(z.minLength(1)),
  name: z.object({
    title: z.optional(z.string()),
    firstName: z.string(),
    lastName: z.string(),
  }),
  email: z.optional(z.string()),
  dob: z.optional(z.string()),
  gender: z.optional(z.string()),
  country: z.optional(z.string()),
  enrolmentDate: z.optional(z.string()),
  tierStatus: z.optional(z.string()),
});

// GET /users/current/balance
export const balanceSchema = z.object({
  amount: z.nullable(z.number()),
  currency: z.string(),
  householdBalance: z.nullable(z.number()),
  householdCurrency: z.string(),
});

// GET/POST /stickycampaignenrolment
export const enrolmentSchema = z.object({
  ffpNumber: z.string(),
  campaignCode: z.string(),
  expiryTime: z.string(),
});
export const enrolmentsSchema = z.array(enrolmentSchema);

// GET /users/current/stats
export const statsSchema = z.object({
  boostedAvios: z.optional(z.number()),
  purchasedAvios: z.optional(z.number()),
});

// GET /users/current/subscriptions?isPrimary=true
export const userSubscriptionSchema = z.object({
  id: z.string(),
  link: z.string(),
  contentfulId: z.string(),
  packageName: z.string(),
  subscriptionStatus: subscriptionStatusSchema,
  card: z.string(),
  cardReference: z.string(),
  cardType: z.string(),
  autoRenewalFailed: z.boolean(),
  accumulatedAvios: z.number(),
  avios: z.object({ monthly: z.number(), annually: z.number() }),
  cost: z.object({ amount: z.number(), frequency: z.string(), currency: z.string() }),
  renewDate: z.string(),
  pendingCustomerAction: z.boolean(),
  subscriptionAge: z.object({
    years: z.number(),
    months: z.number(),
    days: z.number(),
    hours: z.number(),
  }),
  cancelInfo: z.object({
    enabled: z.boolean(),
    immediateCancel: z.boolean(),
    earliestCancellationDate: z.string(),
    scheduledDate: z.optional(z.string()),
  }),
  refundInfo: z.object({ enabled: z.boolean() }),
  createDate: z.string(),
  targetFFP: z.object({ partner: z.string(), ffp: z.string() }),
  optOutDate: z.optional(z.string()),
});
export const userSubscriptionsSchema = z.array(userSubscriptionSchema);

// POST /transactions?product=…
export const transactionCreatedSchema = z.object({
  id: z.string().check(z.minLength(1)),
  redirectUrl: z.optional(z.nullable(z.string())),
  followRedirect: z.optional(z.boolean()),
  encodedAuthState: z.optional(z.nullable(z.string())),
});

// GET /transactions/{id}/state
export const transactionStateSchema = z.object({
  statusName: z.string(),
  payload: z.object({
    aviosAmount: z.number(),
    pricePerPoint: z.number(),
    currency: currencySchema,
    aviosBonusAmount: z.optional(z.number()),
    paymentSession: z.optional(paymentSessionSchema),
    errorCode: z.optional(z.number()),
    additionalData: z.optional(
      z.object({
        aviosAmount: z.number(),
        pricePerPoint: z.number(),
        currency: currencySchema,
        multiplier: z.number(),
        qualifyingAviosAmount: z.number(),
        totalPrice: z.number(),
      }),
    ),
  }),
});

// GET /transaction/data?transactionId= (generic fallback): the state plus id and product type
export const transactionDataSchema = z.extend(transactionStateSchema, {
  id: z.string(),
  type: z.string(),
  /** A gift's or transfer's recipient, by name. */
  targetAccount: z.optional(z.object({ firstName: z.string(), lastName: z.string() })),
});

// POST /subscriptions
export const subscriptionCreatedSchema = z.object({
  subscriptionID: z.string().check(z.minLength(1)),
});

// GET /subscriptions/{subscriptionID}
export const subscriptionDetailSchema = z.extend(z.partial(userSubscriptionSchema), {
  id: z.string(),
  subscriptionStatus: subscriptionStatusSchema,
  errorCode: z.optional(z.number()),
  paymentSession: z.optional(paymentSessionSchema),
});

export type User = z.output<typeof userSchema>;
export type Balance = z.output<typeof balanceSchema>;
export type Enrolment = z.output<typeof enrolmentSchema>;
export type UserStats = z.output<typeof statsSchema>;
export type UserSubscription = z.output<typeof userSubscriptionSchema>;
export type TransactionCreated = z.output<typeof transactionCreatedSchema>;
export type TransactionState = z.output<typeof transactionStateSchema>;
export type TransactionData = z.output<typeof transactionDataSchema>;
export type SubscriptionCreated = z.output<typeof subscriptionCreatedSchema>;
export type SubscriptionDetail = z.output<typeof subscriptionDetailSchema>;
