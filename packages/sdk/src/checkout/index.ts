// `@avios/sdk/checkout`: the draft, the checkout machine and controller, the transaction's
// status and its polling (spec §3, §4; docs/sdk.md "Checkout").
export { DRAFT_STORAGE_KEY, createDraftId, createDraftStore } from './draftStore';
export type { DraftOf, DraftPatch, DraftStore, DraftStoreOptions } from './draftStore';
export {
  isPastPayment,
  paymentSessionOf,
  transactionErrorCode,
  transactionOutcome,
  transactionStatus,
  transactionTotals,
} from './transactionStatus';
export type {
  TransactionDetails,
  TransactionOutcome,
  TransactionStatusInput,
  TransactionTotals,
} from './transactionStatus';
export { readTransaction } from './readTransaction';
export type { TransactionReaders } from './readTransaction';
export { pollTransactionStatus } from './statusPoller';
export type {
  PollResult,
  PollTransactionStatusOptions,
  PollUpdate,
  StatusPoller,
} from './statusPoller';
export { transactionRequestFromDraft } from './transactionRequest';
export type { TransactionRequest } from './transactionRequest';
export { IDLE as CHECKOUT_IDLE, checkoutTargetPath } from './checkoutState';
export { transition as checkoutTransition } from './checkoutMachine';
export type {
  CheckoutEvent,
  CheckoutState,
  CheckoutTransaction,
  CheckoutStateStatus,
  CheckoutTarget,
} from './checkoutMachine';
export { createCheckout } from './checkoutController';
export type { Checkout, CheckoutOptions } from './checkoutController';
