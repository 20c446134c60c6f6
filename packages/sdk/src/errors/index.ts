// `@avios/sdk/errors`: the one error class, the spec §8 catalogue, the error store and the
// error reports (docs/sdk.md "Errors"). The root re-exports what a `createAvios` user reads.
export { SdkError, isSdkError } from './sdkError';
export type { SdkErrorOptions } from './sdkError';
export { ERROR_CODES, isErrorCode, isCatalogueCode, normaliseCode } from './errorCode';
export type { CatalogueCode, ErrorCode } from './errorCode';
export {
  CONTENT_UNAVAILABLE_TEXT,
  ERROR_CATALOGUE,
  GENERIC_ERROR_TEXT,
  contentUnavailableText,
  GENERIC_MESSAGE_KEY,
  errorCodeFrom,
  lookupError,
  signsOut,
} from './catalogue';
export type { CatalogueEntry, ErrorEffect, ErrorScope, ErrorSeverity } from './catalogue';
export { EMPTY_ERRORS, createErrorStore, errorReducer, hasErrorEffect } from './errorStore';
export type {
  ActiveError,
  DispatchErrorOptions,
  ErrorAction,
  ErrorSlot,
  ErrorSnapshot,
  ErrorStore,
} from './errorStore';
export { isMaintenanceError } from './maintenance';
export { isReportable, scrubText, toErrorReport } from './reporting';
export type { ErrorReport, ErrorReportHandler } from './reporting';
