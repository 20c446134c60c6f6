// Public API of @avios/sdk: what a `createAvios` user needs (docs/packages.md "Entry
// points"). Explicit named exports only. Each module's building blocks are its subpath,
// `@avios/sdk/<folder>` (the folder's index.ts): api, checkout, content, context, errors,
// payments, rules, schemas, session. `publicApi.test.ts` keeps this list at 60 names or fewer.

// Everything wired together, and the sandbox's addresses
export { createAvios } from './createAvios';
export type { Avios, AviosOptions, SeparateApiOptions } from './createAvios';
export { SANDBOX_ENVIRONMENT } from './environments';

// What the first render does not need, fetched when the browser is idle or the member acts
export { holdIdleWork, laterModule, whenIdle } from './later';
export type { LaterModule } from './later';

// The options `createAvios` takes and the payment provider it is given
export type { ApiClientOptions } from './api/index';
export type { SessionOptions } from './session/index';
export type { ContentOptions } from './content/index';
export type { CookieJar } from './context/index';
export { createAdyenPayments } from './payments/index';
export type { AdyenPaymentsOptions, PaymentProvider } from './payments/index';

// The instance's units and the snapshots they hand out
export type { ContextSnapshot, ContextStore, ShopContext } from './context/index';
export type { Session, SessionSnapshot, SessionUser } from './session/index';
export type {
  ApiClient,
  GenericTransactionClient,
  Mutations,
  Queries,
  SubscriptionAreaClient,
} from './api/index';
export type { Content } from './content/index';
export type { Checkout, CheckoutState, DraftStore } from './checkout/index';

// Errors: the one error class and the spec §8 catalogue
export { SdkError, isSdkError, errorCodeFrom, lookupError } from './errors/index';
export type {
  ActiveError,
  CatalogueEntry,
  ErrorCode,
  ErrorReport,
  ErrorReportHandler,
  ErrorSeverity,
  ErrorSnapshot,
  ErrorStore,
} from './errors/index';

// The words the context and the checkout speak in
export type { Currency, Language, Market, Partner, ProductType } from './rules/index';
export type { CheckoutDraft } from './schemas/index';
