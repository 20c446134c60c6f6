// `@avios/sdk/api`: the purchase API's clients and the cached queries (spec §7, §9;
// docs/sdk.md "API"). `createAvios` builds them; these are for wiring them by hand.
export { createApiClient } from './apiClient';
export {
  PRODUCTS_ROUTE,
  apiRequestUrl,
  apiRoot,
  applicationHeaders,
  genericPricesRoute,
} from './request';
export { isMaintenanceError } from '../errors/maintenance';
export type {
  ApiClient,
  ApiClientOptions,
  BoosterOptionsQuery,
  IdempotentRequestOptions,
  PriceProduct,
  PriceQuery,
  RequestOptions,
} from './apiClient';
export { createGenericTransactionClient } from './genericTransactionClient';
export type {
  GenericTransactionClient,
  GenericTransactionClientOptions,
} from './genericTransactionClient';
export { createStatsClient } from './statsClient';
export type { StatsClient, StatsClientOptions } from './statsClient';
export { createSubscriptionAreaClient } from './subscriptionArea';
export type {
  CancelWhen,
  PlanChange,
  SubscriptionAreaClient,
  SubscriptionAreaOptions,
} from './subscriptionArea';
export { createSubscriptionChanges, isSubscriptionChangeApplied } from './subscriptionChanges';
export type {
  SubscriptionChange,
  SubscriptionChanges,
  SubscriptionChangesOptions,
} from './subscriptionChanges';
export { createMutations } from './mutations';
export type { MutationFailure, MutationResult, Mutations, MutationsOptions } from './mutations';
export { POSTED_CAMPAIGNS_KEY, isAnsweredFailure } from './campaignEnrolment';
export type { EnrolmentOutcome } from './campaignEnrolment';
export type {
  BoosterTransactionBody,
  PaymentMethodDetails,
  PurchaseTransactionBody,
  RecipientTransactionBody,
  SubscriptionBody,
  TransactionBodies,
  TransactionProduct,
} from './requestBodies';
export {
  QUERY_KEY_ROOT,
  createQueries,
  createQueryClient,
  isMemberDataEnabled,
  isRetryableError,
  isStatsEnabled,
  isUserSubscriptionsEnabled,
} from './queries';
export type {
  AviosQueryOptions,
  EnabledInput,
  Queries,
  QueriesOptions,
  QueryClientOptions,
  QueryKeyContext,
} from './queries';
