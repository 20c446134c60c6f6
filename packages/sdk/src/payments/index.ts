// `@avios/sdk/payments`: the payment step behind one interface (spec §4), the sandbox card
// form and Adyen (docs/payments.md).
export type {
  CardDetails,
  PaymentHandlers,
  PaymentProvider,
  WalletKind,
  PaymentResult,
} from './paymentProvider';
export { createSandboxPayments, paymentsUrlOf } from './sandboxPayments';
export type { SandboxPayments, SandboxPaymentsOptions } from './sandboxPayments';
export { adyenErrorCode, createAdyenPayments } from './adyenPayments';
export type {
  AdyenEnvironment,
  AdyenErrorPhase,
  AdyenPayments,
  AdyenPaymentsOptions,
  PaymentFormErrorCode,
} from './adyenPayments';
