// Answers of the purchase API (spec §3, §7), exactly as docs/api-contract.md writes them.
// Objects strip unknown keys; lists that the contract calls non-empty are checked.
// Here are those the first screens read (products, prices, booster options, subscription
// packages); the member's and the later steps' answers are in laterAnswers.ts, which the SDK
// fetches when first idle or with the first call that needs it (laterSchemas.ts).
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

export type Products = z.output<typeof productsSchema>;
export type CurrencyPrices = z.output<typeof currencyPricesSchema>;
export type PriceBand = z.output<typeof priceBandSchema>;
export type BoosterTransaction = z.output<typeof boosterTransactionSchema>;
export type BoosterMultiplier = z.output<typeof boosterMultiplierSchema>;
export type BoosterOptions = z.output<typeof boosterOptionsSchema>;
export type Money = z.output<typeof moneySchema>;
export type SubscriptionPrice = z.output<typeof subscriptionPriceSchema>;
export type SubscriptionPackage = z.output<typeof subscriptionPackageSchema>;
export type {
  Balance,
  Enrolment,
  SubscriptionCreated,
  SubscriptionDetail,
  TransactionCreated,
  TransactionData,
  TransactionState,
  User,
  UserStats,
  UserSubscription,
} from './laterAnswers';
