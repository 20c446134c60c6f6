// The payment step behind one interface (docs/api-contract.md "Payments"): the shop hands
// the payment session of a transaction to a provider, so production can plug in a real
// provider's drop-in with the same session while tests and the demo use the sandbox.
import type { SdkError } from '../errors/sdkError';
import type { PaymentSession } from '../schemas/purchaseApi';

export type { PaymentSession } from '../schemas/purchaseApi';

/** What the member types into a card form. */
export interface CardDetails {
  cardNumber: string;
  /** Two digits, `01`–`12`. */
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  cvc: string;
  holderName: string;
}

export type PaymentResult =
  | { status: 'authorised' }
  | { status: 'refused'; reason?: string }
  /** The card issuer asks for a code (3-D Secure); answer it with `challenge()`. */
  | { status: 'challenge' };

/** Callbacks of a mounted drop-in. */
export interface PaymentHandlers {
  onResult(result: PaymentResult): void;
  onError(error: SdkError): void;
  /** The member cancelled (a wallet sheet closed): `checkout_payment_form_cancel`. */
  onCancel?(): void;
}

export interface PaymentProvider {
  /** `card-form`: the shop renders its own card form; `drop-in`: the provider renders into `mount`. */
  readonly kind: 'card-form' | 'drop-in';
  /**
   * Pays the session with a card. Rejects with an `SdkError`:
   * `checkout_payment_form_failed_to_load` when the session cannot be used (expired, unknown),
   * `checkout_payment_form_error` when the payment call failed and may be tried again.
   */
  authorise(session: PaymentSession, card: CardDetails): Promise<PaymentResult>;
  /** Answers a 3-D Secure challenge. */
  challenge?(session: PaymentSession, code: string): Promise<PaymentResult>;
  /** Renders a drop-in into `element`; returns a function that removes it. */
  mount?(element: HTMLElement, session: PaymentSession, handlers: PaymentHandlers): () => void;
}
