import type { CardDetails, PaymentHandlers, WalletKind } from '@avios/sdk/payments';
import type { PaymentProvider } from '@avios/sdk';
import type { PaymentSession } from '@avios/sdk/schemas';
import { Progress } from '../../components/Spinner';
import { RichText } from '../../components/RichText';
import { str } from '../../content/contentFields';
import { CardForm } from './CardForm';
import { ChallengeForm } from './ChallengeForm';
import type { CheckoutContent } from './checkoutContent';
import { DropIn } from './DropIn';
import { WalletButtons } from './WalletButtons';

export interface PaymentStepProps {
  copy: CheckoutContent;
  /** The SDK payment provider: its own card form, wallets, or a drop-in. */
  provider: PaymentProvider;
  session: PaymentSession;
  /** Card form, or the 3-D Secure code the issuer asked for. */
  step: 'card' | 'challenge';
  /** A payment call is in flight: the form is disabled (no double charge). */
  busy: boolean;
  /** Pay button text, with the price filled in. */
  payText: string;
  onPay: (card: CardDetails) => void;
  onChallenge: (code: string) => void;
  onWallet: (wallet: WalletKind) => void;
  /** A drop-in provider's results, errors and cancel. */
  dropIn: PaymentHandlers;
}

/**
 * The payment step: wallet pay buttons and the shop's card form ('card-form' providers), then
 * the 3-D Secure code on 'challenge'; or the provider's own drop-in. Payment errors show
 * through the error store (scope checkout); an authorised or refused payment moves on to
 * the result page, which shows the outcome (SDK controller).
 */
export function PaymentStep({
  copy,
  provider,
  session,
  step,
  busy,
  payText,
  onPay,
  onChallenge,
  onWallet,
  dropIn,
}: PaymentStepProps) {
  return (
    <section aria-labelledby="avios-payment-title" className="avios-payment" part="payment">
      <h2 part="heading" id="avios-payment-title">
        {str(copy.paymentTitle)}
      </h2>
      {busy ? <Progress label={str(copy.paymentProcessingText)} /> : null}
      {provider.kind === 'drop-in' ? (
        <>
          <RichText value={copy.termsText} />
          <DropIn
            provider={provider}
            session={session}
            handlers={dropIn}
            label={str(copy.paymentTitle)}
          />
        </>
      ) : step === 'card' ? (
        <>
          <RichText value={copy.termsText} />
          <WalletButtons
            copy={copy}
            wallets={provider.payWithWallet ? (provider.wallets ?? []) : []}
            busy={busy}
            onPay={onWallet}
          />
          <CardForm copy={copy} submitText={payText} busy={busy} onSubmit={onPay} />
          {copy.securePaymentText ? (
            <p className="avios-payment__secure">{copy.securePaymentText}</p>
          ) : null}
        </>
      ) : (
        <ChallengeForm copy={copy} busy={busy} onSubmit={onChallenge} />
      )}
    </section>
  );
}
