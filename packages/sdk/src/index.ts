// Public API of @avios/sdk. Explicit named exports only; each section belongs to one module folder.

// Business rules (pure, table-driven) are `@avios/sdk/rules` (./rules/index.ts); the root
// keeps only the types that the instance, the context and the checkout speak in.
export type {
  CheckoutStatus,
  Currency,
  Language,
  Market,
  Partner,
  ProductType,
  SubscriptionInterval,
  SubscriptionStatus,
  TransactionType,
  // the checked price bands are assignable to these (see ./schemas/purchaseApi.ts)
  ApplicableBonus,
  PriceBand,
} from './rules/index';

// Sign-in on the Auth0 SPA client: ./session
export * from './session/index';

// Page copy from the content service and rich-text checks: ./content
export * from './content/index';

// Errors: the one error class, the spec §8 catalogue and the error store: ./errors
export { SdkError, isSdkError } from './errors/sdkError';
export type { SdkErrorOptions } from './errors/sdkError';
export { ERROR_CODES, isErrorCode, isCatalogueCode, normaliseCode } from './errors/errorCode';
export type { CatalogueCode, ErrorCode } from './errors/errorCode';
export {
  CONTENT_UNAVAILABLE_TEXT,
  ERROR_CATALOGUE,
  GENERIC_ERROR_TEXT,
  contentUnavailableText,
  GENERIC_MESSAGE_KEY,
  errorCodeFrom,
  lookupError,
  signsOut,
} from './errors/catalogue';
export type { CatalogueEntry, ErrorEffect, ErrorScope, ErrorSeverity } from './errors/catalogue';
export { EMPTY_ERRORS, createErrorStore, errorReducer, hasErrorEffect } from './errors/errorStore';
export type {
  ActiveError,
  DispatchErrorOptions,
  ErrorAction,
  ErrorSlot,
  ErrorSnapshot,
  ErrorStore,
} from './errors/errorStore';
export { isReportable, scrubText, toErrorReport } from './errors/reporting';
export type { ErrorReport, ErrorReportHandler } from './errors/reporting';

// Schemas of every answer and of the stored draft (spec §5) and the parse helpers are
// `@avios/sdk/schemas` (./schemas/index.ts); the root keeps the types of the checked answers
// (what the API client and queries return) and of the checkout draft.
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
  BoosterData,
  CheckoutData,
  CheckoutDraft,
  CheckoutType,
  GiftData,
  PurchaseData,
  SubscriptionData,
  TargetAccount,
  TransferData,
  PaymentSessionStatus,
  ContentEntries,
} from './schemas/index';

// Purchase API client and cached queries (spec §7, §9): ./api
export { createApiClient, isMaintenanceError } from './api/apiClient';
export type {
  ApiClient,
  ApiClientOptions,
  BoosterOptionsQuery,
  IdempotentRequestOptions,
  PriceProduct,
  PriceQuery,
  RequestOptions,
} from './api/apiClient';
export { createGenericTransactionClient } from './api/genericTransactionClient';
export type {
  GenericTransactionClient,
  GenericTransactionClientOptions,
} from './api/genericTransactionClient';
export { createStatsClient } from './api/statsClient';
export type { StatsClient, StatsClientOptions } from './api/statsClient';
export { createSubscriptionAreaClient } from './api/subscriptionArea';
export { createSubscriptionChanges, isSubscriptionChangeApplied } from './api/subscriptionChanges';
export type {
  SubscriptionChange,
  SubscriptionChanges,
  SubscriptionChangesOptions,
} from './api/subscriptionChanges';
export type {
  CancelWhen,
  PlanChange,
  SubscriptionAreaClient,
  SubscriptionAreaOptions,
} from './api/subscriptionArea';
export type {
  BoosterTransactionBody,
  PaymentMethodDetails,
  PurchaseTransactionBody,
  RecipientTransactionBody,
  SubscriptionBody,
  TransactionBodies,
  TransactionProduct,
} from './api/requestBodies';
export {
  QUERY_KEY_ROOT,
  createQueries,
  createQueryClient,
  isMemberDataEnabled,
  isRetryableError,
  isStatsEnabled,
  isUserSubscriptionsEnabled,
} from './api/queries';
export type {
  AviosQueryOptions,
  EnabledInput,
  Queries,
  QueriesOptions,
  QueryClientOptions,
  QueryKeyContext,
} from './api/queries';

// Partner, language and market (spec §4 Context): ./context
export { CONTEXT_COOKIES, createContextStore, resolveContext } from './context/contextStore';
export type {
  ContextSnapshot,
  ContextStore,
  ContextStoreOptions,
  ShopContext,
} from './context/contextStore';
export { createDocumentCookieJar, createMemoryCookieJar } from './context/cookieJar';
export type { CookieJar, DocumentCookieJarOptions } from './context/cookieJar';

// Checkout: draft, machine, controller, polling (spec §3, §4): ./checkout
export { DRAFT_STORAGE_KEY, createDraftId, createDraftStore } from './checkout/draftStore';
export type { DraftOf, DraftPatch, DraftStore, DraftStoreOptions } from './checkout/draftStore';
export {
  isPastPayment,
  paymentSessionOf,
  transactionErrorCode,
  transactionOutcome,
  transactionStatus,
  transactionTotals,
} from './checkout/transactionStatus';
export type {
  TransactionDetails,
  TransactionOutcome,
  TransactionStatusInput,
  TransactionTotals,
} from './checkout/transactionStatus';
export { pollTransactionStatus } from './checkout/statusPoller';
export type {
  PollResult,
  PollTransactionStatusOptions,
  PollUpdate,
  StatusPoller,
} from './checkout/statusPoller';
export { transactionRequestFromDraft } from './checkout/transactionRequest';
export type { TransactionRequest } from './checkout/transactionRequest';
export {
  IDLE as CHECKOUT_IDLE,
  transition as checkoutTransition,
} from './checkout/checkoutMachine';
export type {
  CheckoutEvent,
  CheckoutState,
  CheckoutStateStatus,
  CheckoutTarget,
} from './checkout/checkoutMachine';
export { checkoutTargetPath, createCheckout } from './checkout/checkoutController';
export type { Checkout, CheckoutOptions } from './checkout/checkoutController';

// Payment step behind one interface; the sandbox card form: ./payments
export type {
  CardDetails,
  PaymentHandlers,
  PaymentProvider,
  WalletKind,
  PaymentResult,
} from './payments/paymentProvider';
export { createSandboxPayments, paymentsUrlOf } from './payments/sandboxPayments';
export { SANDBOX_ENVIRONMENT } from './environments';
export type { SandboxPayments, SandboxPaymentsOptions } from './payments/sandboxPayments';
export { adyenErrorCode, createAdyenPayments } from './payments/adyenPayments';
export type {
  AdyenEnvironment,
  AdyenErrorPhase,
  AdyenPayments,
  AdyenPaymentsOptions,
  PaymentFormErrorCode,
} from './payments/adyenPayments';

// Everything wired together: ./createAvios
export { createAvios } from './createAvios';
export type { Avios, AviosOptions, SeparateApiOptions } from './createAvios';
