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

/** Wallet pay buttons a provider can offer beside its card form (spec §2 checkout content). */
export type WalletKind = 'applepay' | 'googlepay';

export interface PaymentProvider {
  /** `card-form`: the shop renders its own card form; `drop-in`: the provider renders into `mount`. */
  readonly kind: 'card-form' | 'drop-in';
  /** Wallets offered as pay buttons beside the card form (`card-form` providers). */
  readonly wallets?: readonly WalletKind[];
  /**
   * Checks, before the form shows, that the session can be paid (spec §8 payment form load
   * failures: missing configuration, implementation error, network error, session expired).
   * Rejects with `checkout_payment_form_failed_to_load`.
   */
  load?(session: PaymentSession): Promise<void>;
  /**
   * Pays the session with a card (`card-form` providers). Rejects with an `SdkError`:
   * `checkout_payment_form_failed_to_load` when the session cannot be used (expired, unknown),
   * `checkout_payment_form_error` when the payment call failed and may be tried again.
   */
  authorise?(session: PaymentSession, card: CardDetails): Promise<PaymentResult>;
  /** Answers a 3-D Secure challenge. */
  challenge?(session: PaymentSession, code: string): Promise<PaymentResult>;
  /**
   * Pays the session with a wallet: the wallet's sheet opens (call it inside the click), the
   * member approves or cancels. A cancel rejects with `checkout_payment_form_cancel`.
   */
  payWithWallet?(session: PaymentSession, wallet: WalletKind): Promise<PaymentResult>;
  /**
   * Renders a drop-in into `element` (`drop-in` providers); returns a function that removes
   * it. Results and errors arrive through `handlers`.
   */
  mount?(element: HTMLElement, session: PaymentSession, handlers: PaymentHandlers): () => void;
}
