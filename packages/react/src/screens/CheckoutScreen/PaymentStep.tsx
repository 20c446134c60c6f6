import type { CardDetails, PaymentProvider } from '@avios/sdk';
import { Alert } from '../../components/Alert';
import { Progress } from '../../components/Spinner';
import { RichText } from '../../components/RichText';
import { str } from '../../content/contentFields';
import { CardForm } from './CardForm';
import { ChallengeForm } from './ChallengeForm';
import type { CheckoutContent } from './checkoutContent';

export interface PaymentStepProps {
  copy: CheckoutContent;
  /** The SDK payment provider's kind; the shop renders its own form for `card-form`. */
  kind: PaymentProvider['kind'];
  /** Card form, or the 3-D Secure code the issuer asked for. */
  step: 'card' | 'challenge';
  /** A payment call is in flight: the form is disabled (no double charge). */
  busy: boolean;
  /** Pay button text, with the price filled in. */
  payText: string;
  onPay: (card: CardDetails) => void;
  onChallenge: (code: string) => void;
}

/**
 * The payment step ('card-form' providers): card form, then the 3-D Secure code on
 * 'challenge'. Payment errors show through the error store (scope page); an authorised or
 * refused payment moves on to the result page, which shows the outcome (SDK controller).
 */
export function PaymentStep({
  copy,
  kind,
  step,
  busy,
  payText,
  onPay,
  onChallenge,
}: PaymentStepProps) {
  if (kind !== 'card-form') {
    // a drop-in provider renders itself; this shop ships the card-form kind only
    return <Alert severity="error" title={str(copy.paymentTitle)} />;
  }
  return (
    <section aria-labelledby="avios-payment-title" className="avios-payment">
      <h2 id="avios-payment-title">{str(copy.paymentTitle)}</h2>
      {busy ? <Progress label={str(copy.paymentProcessingText)} /> : null}
      {step === 'card' ? (
        <>
          <RichText value={copy.termsText} />
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
