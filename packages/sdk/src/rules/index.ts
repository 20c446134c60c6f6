// Business rules of the spec as pure functions (no window/document, nothing on import).

export {
  ARTICLES_SHOWN,
  BREAKPOINTS,
  CURRENCIES,
  DEFAULT_CONTEXT,
  DRAFT_LIFETIME_MS,
  ERROR_SAMPLE_RATE,
  HTTP_TIMEOUT_MS,
  IMAGE_FORMATS,
  IMAGE_PLACEHOLDER_WIDTH,
  IMAGE_WIDTHS,
  LANGUAGES,
  LOCK_ATTEMPTS,
  LOCK_WAIT_MS,
  LOGIN_POPUP,
  MAINTENANCE_COUNTDOWN_S,
  MARKETS,
  MAX_POLL_FAILURES,
  MULTIPLIERS,
  PACKAGE_ORDERS,
  PACKAGE_SIZE_CATEGORIES,
  PACKAGE_SIZES,
  PARTNER_CONFIG,
  PARTNERS,
  PAYMENT_VERSION,
  POLL_INTERVAL_MS,
  PRODUCT_TYPES,
  RECIPIENT_MIN_ACCOUNT_AGE_DAYS,
  MAX_QUERY_ATTEMPTS,
  RETRY_COUNT,
  SESSION_COOKIE_DAYS,
  SESSION_REPLAY_RATE,
  STALE_TIME_MS,
  SUBSCRIPTION_INTERVALS,
  TOKEN_CACHE_MARGIN_S,
  TOKEN_LEEWAY_S,
  TRANSACTION_COOKIE_DAYS,
  TRANSFER_MINIMUM,
  isCurrency,
  isPartner,
  isProductType,
} from './constants';
export type {
  Breakpoint,
  Currency,
  Language,
  Market,
  PackageOrder,
  PackageSizeCategory,
  Partner,
  PartnerConfig,
  ProductType,
  SubscriptionInterval,
} from './constants';

export { EUROPEAN_COUNTRIES, currencyForCountry } from './currencyForCountry';

export { transactionTypeFromId } from './transactionTypeFromId';
export type { TransactionType } from './transactionTypeFromId';

export {
  CHECKOUT_STATUSES,
  STEP_NAMES,
  SUBSCRIPTION_STATUSES,
  checkoutStatus,
  needsReauthentication,
  subscriptionCheckoutStatus,
} from './checkoutStatus';
export type {
  CheckoutStatus,
  CheckoutStatusInput,
  StepName,
  SubscriptionStatus,
} from './checkoutStatus';

export { checkoutNavigation } from './checkoutNavigation';
export type { CheckoutNavigation } from './checkoutNavigation';

export { PRODUCT_ROUTES, fallbackRouteForFailedLoad } from './fallbackRouteForFailedLoad';
export type { FallbackRouteInput } from './fallbackRouteForFailedLoad';

export { DEFAULT_PARTNER_SITE_URLS, SCREEN_NAMES, resolveRoute } from './resolveRoute';
export type {
  PartnerSiteUrl,
  ResolveRouteOptions,
  RouteLayout,
  RouteMatch,
  ScreenName,
} from './resolveRoute';

export { rewriteBuyPath } from './rewriteBuyPath';
export { rewriteUtmQuery } from './rewriteUtmQuery';
export { stripBrandPrefix } from './stripBrandPrefix';

export { filterPackages, packageSizeCategory } from './filterPackages';
export type { FilterPackagesOptions } from './filterPackages';
export { formatPackageQuery, parsePackageQuery } from './parsePackageQuery';
export type { PackageQuery } from './parsePackageQuery';
export {
  bandsPriceCurrency,
  buildPackages,
  firstPricedCurrency,
  pricedCurrencies,
} from './buildPackages';
export type { ApplicableBonus, BuildPackagesOptions, Package, PriceBand } from './buildPackages';
export { purchaseCurrency } from './purchaseCurrency';
export type { PurchaseCurrencyInput } from './purchaseCurrency';
export { reconcileSelection, selectPackage } from './selectPackage';
export type {
  PurchaseSelection,
  PurchaseSelectionWarning,
  ReconcileResult,
  SelectablePackage,
} from './selectPackage';
export {
  PRICED_PRODUCTS,
  PRODUCTS,
  hasRecipient,
  isPricedProduct,
  needsStepUp,
  productConfig,
  productRow,
} from './products';
export type {
  PriceChangeWarning,
  PricedProduct,
  ProductConfig,
  ProductRow,
  ProductTable,
  UnavailableWarning,
} from './products';
export {
  packageForAmount,
  recheckSelection,
  selectionDraftData,
  selectionFromDraftData,
  toggleSelection,
} from './productSelection';
export { recheckAmount } from './recheckAmount';
export type {
  ChoosablePackage,
  ProductSelection,
  SelectionCheck,
  SelectionDraftData,
} from './productSelection';
export { RECIPIENT_MESSAGE_KEYS, parseScheduleDate, validateRecipient } from './validateRecipient';
export type {
  RecipientField,
  RecipientInput,
  RecipientMessageKey,
  RecipientRules,
  RecipientValidation,
} from './validateRecipient';
export { packagesDisabled } from './packagesDisabled';
export type { PackagesDisabledInput } from './packagesDisabled';

export { formatDate, formatMoney, formatPoints } from './formatMoney';
export type { FormatMoneyOptions } from './formatMoney';

export {
  boosterDraftData,
  boosterGroups,
  boosterQuote,
  boosterTypeLabel,
  lowestBoosterPricePerPoint,
  multiplierPricePerPoint,
  qualifyingPoints,
} from './booster';
export type { BoostableTransaction, BoosterQuote, BoosterSort, MultiplierOption } from './booster';
export {
  boosterAllowance,
  boosterOffered,
  boosterOverAllowance,
  campaignOfferShown,
  chosenMultiplier,
} from './boosterPage';
export type { BoosterAllowance, BoosterOffer } from './boosterPage';

export { campaignPhase, durationParts } from './campaignPhase';
export type { CampaignPhase } from './campaignPhase';

export { isBoosterCampaignActive } from './isBoosterCampaignActive';
export type { BoosterCampaignFlag, BoosterCampaignInput } from './isBoosterCampaignActive';

export {
  currentSubscription,
  subscriptionActions,
  subscriptionStatusLabel,
} from './currentSubscription';
export type {
  SubscriptionActionInput,
  SubscriptionActions,
  SubscriptionStatusLabel,
} from './currentSubscription';
export {
  annualSavingPercent,
  canSubscribe,
  nextBillingDate,
  subscriptionDraftData,
  subscriptionEligibilityError,
  subscriptionOffer,
} from './subscriptionPlans';
export type {
  SubscriptionDraftData,
  SubscriptionEligibilityError,
  SubscriptionOffer,
  SubscriptionPackageInput,
} from './subscriptionPlans';
export {
  featuredSubscription,
  intervalFromQuery,
  isPlanChange,
  packageForPlan,
  refundState,
  subscriptionInterval,
  subscriptionPlan,
  subscriptionToRefund,
} from './subscriptionArea';
export type {
  AreaSubscriptionInput,
  PlanChoice,
  PlanPackageInput,
  RefundState,
  SubscriptionPlanInput,
} from './subscriptionArea';

export { articlesVisible } from './articlesVisible';
export type { ArticlesVisibility } from './articlesVisible';

export { bannerReplacesResult, bannerVisible } from './bannerVisible';
export type { BannerContext, BannerRule, ReplacingBannerRule } from './bannerVisible';

export { comparisonVisible, earnRateText, splitComparison } from './comparisonVisible';
export type { ComparisonInput, EarnRateOptions } from './comparisonVisible';

export { MAX_LINK_LENGTH, SAFE_LINK_SCHEMES, safeLink } from './safeLink';
export type { SafeLink } from './safeLink';

export { responsiveImage } from './responsiveImage';
export type { ResponsiveImageSet, ResponsiveImageSource } from './responsiveImage';

export { transferAmountError, transferRange } from './transferAmountError';
export type { TransferRange, TransferRangeInput } from './transferAmountError';
export { isDraftExpired } from './isDraftExpired';
export { isInternalPath } from './internalPath';
