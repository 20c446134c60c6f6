// `@avios/sdk/schemas`: the zod/mini schemas of every answer of the purchase API, the payments
// service and the content service, and of the stored checkout draft (spec §5,
// docs/api-contract.md), with the helpers that check a value against one.

export { issuePaths, parseAnswer } from './parseAnswer';
export {
  applicableBonusSchema,
  boosterMultiplierSchema,
  boosterOptionsSchema,
  boosterTransactionSchema,
  checkoutStatusSchema,
  currencyPricesSchema,
  currencySchema,
  moneySchema,
  paymentSessionSchema,
  priceBandSchema,
  priceBandsSchema,
  productTypeSchema,
  productsSchema,
  subscriptionIntervalSchema,
  subscriptionPackageSchema,
  subscriptionPackagesSchema,
  subscriptionPriceSchema,
  subscriptionStatusSchema,
} from './purchaseApi';
export {
  balanceSchema,
  enrolmentSchema,
  enrolmentsSchema,
  statsSchema,
  subscriptionCreatedSchema,
  subscriptionDetailSchema,
  transactionCreatedSchema,
  transactionDataSchema,
  transactionStateSchema,
  userSchema,
  userSubscriptionSchema,
  userSubscriptionsSchema,
} from './laterAnswers';
// PriceBand and ApplicableBonus are the rules' (`@avios/sdk/rules`, and the root): the checked
// answers are assignable to them
export type {
  Balance,
  BoosterMultiplier,
  BoosterOptions,
  BoosterTransaction,
  CurrencyPrices,
  Enrolment,
  Money,
  PaymentSession,
  Products,
  SubscriptionCreated,
  SubscriptionDetail,
  SubscriptionPackage,
  SubscriptionPrice,
  TransactionCreated,
  TransactionData,
  TransactionState,
  User,
  UserStats,
  UserSubscription,
} from './purchaseApi';
export {
  DRAFT_ID_PATTERN,
  boosterDataSchema,
  checkoutDraftSchema,
  giftDataSchema,
  purchaseDataSchema,
  subscriptionDataSchema,
  targetAccountSchema,
  transferDataSchema,
} from './checkoutDraft';
export type {
  BoosterData,
  CheckoutData,
  CheckoutDraft,
  CheckoutType,
  GiftData,
  PurchaseData,
  SubscriptionData,
  TargetAccount,
  TransferData,
} from './checkoutDraft';
export { challengeAnswerSchema, paymentAnswerSchema, paymentSessionStatusSchema } from './payments';
export type { PaymentSessionStatus } from './payments';
export { contentEntriesSchema } from './content';
export type { ContentEntries } from './content';
