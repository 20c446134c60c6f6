// Answers of the purchase API (spec §3, §7), exactly as docs/api-contract.md writes them.
// Objects strip unknown keys; lists that the contract calls non-empty are checked.
import { z } from './zodSettings';
import { CHECKOUT_STATUSES, SUBSCRIPTION_STATUSES } from '../rules/checkoutStatus';
import { CURRENCIES, PRODUCT_TYPES, SUBSCRIPTION_INTERVALS } from '../rules/constants';

export const currencySchema = z.enum(CURRENCIES);
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);
export const subscriptionIntervalSchema = z.enum(SUBSCRIPTION_INTERVALS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** Price per point in each currency the tier is priced in. */
export const currencyPricesSchema = z.partialRecord(currencySchema, z.number());

// GET /products — spec §5: a non-empty list drawn from the five types
export const productsSchema = z.object({
  availableProducts: z.array(productTypeSchema).check(z.minLength(1)),
});

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

export const applicableBonusSchema = z.object({
  type: z.enum(['percentage', 'fixed']),
  value: z.number(),
  startDate: z.string(),
  endDate: z.string(),
});

// GET /products/{product}/prices[/generic]
export const priceBandSchema = z.object({
  lower: z.number(),
  upper: z.number(),
  price: z.union([currencyPricesSchema, z.number()]),
  bonusPoints: z.optional(z.number()),
  available: z.optional(z.boolean()),
  applicableBonus: z.optional(applicableBonusSchema),
});
export const priceBandsSchema = z.array(priceBandSchema).check(z.minLength(1));

// GET /products/booster/options[/generic]
export const boosterTransactionSchema = z.object({
  identifier: z.string(),
  dateMade: z.string(),
  dateProcessed: z.optional(z.string()),
  sectorType: z.string(),
  type: z.string(),
  description: z.string(),
  isBoosted: z.boolean(),
  externalPartnerIdentifier: z.string(),
  monetaryAmount: z.object({
    currency: z.object({ currencyCode: z.string() }),
    amount: z.number(),
  }),
  aviosAmount: z.optional(z.number()),
});
export const boosterMultiplierSchema = z.object({
  multiplyBy: z.number().check(z.int(), z.gte(1), z.lte(4)),
  displayName: z.string(),
  pricing: z.object({
    discountedPricePerPoint: currencyPricesSchema,
    standardPricePerPoint: currencyPricesSchema,
  }),
  description: z.optional(z.string()),
});
export const boosterOptionsSchema = z.object({
  transactionGroups: z.array(
    z.object({
      type: z.string(),
      order: z.number(),
      transactions: z.array(boosterTransactionSchema),
    }),
  ),
  multipliersAvailable: z.array(boosterMultiplierSchema),
  boostedPointsThisYear: z.number(),
  remainingAllowance: z.number(),
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

// GET /subscriptionsPackages
export const moneySchema = z.object({ amount: z.number(), currency: currencySchema });
export const subscriptionPriceSchema = z.object({
  originalPrice: moneySchema,
  currentPrice: moneySchema,
  savings: moneySchema,
});
export const subscriptionPackageSchema = z.object({
  version: z.string(),
  active: z.boolean(),
  packageId: z.string(),
  partnerName: z.string(),
  avios: z.object({ monthly: z.number(), annually: z.number() }),
  contentfulId: z.string(),
  packageName: z.string(),
  eligibility: z.object({
    status: z.string(),
    loggedIn: z.boolean(),
    errorCodes: z.array(z.string()),
  }),
  prices: z.object({
    monthly: subscriptionPriceSchema,
    annually: subscriptionPriceSchema,
    frequencyDifference: z.number(),
  }),
});
export const subscriptionPackagesSchema = z.array(subscriptionPackageSchema);

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

/**
 * A payment session: its id and the payment service's data for the provider's form. Written
 * out rather than inferred from its schema, so that `PaymentProvider`, which the element
 * typings show to hosts, names no zod type.
 */
export interface PaymentSession {
  id: string;
  sessionData: string;
}
export const paymentSessionSchema = z.object({
  id: z.string(),
  sessionData: z.string(),
}) satisfies z.ZodMiniType<PaymentSession>;

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

export type Products = z.output<typeof productsSchema>;
export type User = z.output<typeof userSchema>;
export type Balance = z.output<typeof balanceSchema>;
export type CurrencyPrices = z.output<typeof currencyPricesSchema>;
export type PriceBand = z.output<typeof priceBandSchema>;
export type BoosterTransaction = z.output<typeof boosterTransactionSchema>;
export type BoosterMultiplier = z.output<typeof boosterMultiplierSchema>;
export type BoosterOptions = z.output<typeof boosterOptionsSchema>;
export type Enrolment = z.output<typeof enrolmentSchema>;
export type UserStats = z.output<typeof statsSchema>;
export type Money = z.output<typeof moneySchema>;
export type SubscriptionPrice = z.output<typeof subscriptionPriceSchema>;
export type SubscriptionPackage = z.output<typeof subscriptionPackageSchema>;
export type UserSubscription = z.output<typeof userSubscriptionSchema>;
export type TransactionCreated = z.output<typeof transactionCreatedSchema>;
export type TransactionState = z.output<typeof transactionStateSchema>;
export type TransactionData = z.output<typeof transactionDataSchema>;
export type SubscriptionCreated = z.output<typeof subscriptionCreatedSchema>;
export type SubscriptionDetail = z.output<typeof subscriptionDetailSchema>;
