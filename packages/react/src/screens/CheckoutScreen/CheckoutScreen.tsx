import { SdkError } from '@avios/sdk';
import { formatMoney, hasRecipient, isCurrency, transactionTypeFromId } from '@avios/sdk/rules';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ScreenFrame } from '../../components/ScreenFrame';
import { LoadingRegion, Skeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen';
import type { CheckoutContent } from './checkoutContent';
import { OrderSummary, orderTotals, recipientOf } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { useOpenCheckout } from './useOpenCheckout';

export interface CheckoutScreenProps {
  /** Id of the transaction to pay (route `checkout/{transactionId}`). */
  transactionId?: string | undefined;
  /** Under the /external layout: results go to /external/checkout/transaction/{id}. Defaults to `false`. */
  external?: boolean;
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

const PAY_FIELD = {
  purchase: 'payButtonPurchase',
  gift: 'payButtonGift',
  transfer: 'payButtonTransfer',
  booster: 'payButtonBooster',
  subscription: 'payButtonSubscription',
  generic: 'payButtonPurchase',
} as const;

/**
 * spec §2/§4 checkout: breadcrumb (product selection, recipient for gift/transfer, payment,
 * confirmation), order summary and the payment step on the SDK `PaymentProvider`, driven by
 * the SDK checkout controller. Content type `checkoutPage`.
 */
export function CheckoutScreen({
  transactionId,
  external = false,
  setDocumentTitle = true,
}: CheckoutScreenProps) {
  const { checkout, payments } = useAvios();
  const { language } = useAviosContext();
  const layout = useLayoutCopy();
  const page = useContentEntry<CheckoutContent>('checkoutPage');
  const copy: CheckoutContent = page.entry ?? {};
  // every screen names its own page (the previous page's title must not stay)
  useDocumentTitle(copy.metaTitle, setDocumentTitle);
  const state = useOpenCheckout(transactionId, external);
  const type = transactionId ? transactionTypeFromId(transactionId) : 'purchase';
  const mine = 'transactionId' in state && state.transactionId === transactionId;
  const paying =
    mine &&
    (state.status === 'payment' || state.status === 'paying' || state.status === 'challenge')
      ? state
      : undefined;

  if (mine && (state.status === 'error' || (state.status === 'payment' && !state.session))) {
    return <ErrorScreen onReset={() => checkout.reset()} />;
  }
  const steps = [
    { id: 'selection', label: str(copy.stepProductSelection) },
    ...(hasRecipient(type) ? [{ id: 'recipient', label: str(copy.stepRecipient) }] : []),
    { id: 'payment', label: str(copy.stepPayment) },
    { id: 'confirmation', label: str(copy.stepConfirmation) },
  ];
  const draft = checkout.getDraft();
  const totals = paying ? orderTotals(paying.details, draft, transactionId) : undefined;
  const price =
    totals && isCurrency(totals.currency)
      ? formatMoney(totals.total, totals.currency, { locale: language })
      : '';
  const session = paying?.session;
  const ready = paying && session && page.status !== 'pending';

  return (
    <ScreenFrame
      name="checkout"
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section">
        {page.status === 'pending' ? (
          <Skeleton width="40%" height="2.25rem" />
        ) : (
          <h1 part="title">{str(copy.title)}</h1>
        )}
        {page.status !== 'pending' ? (
          <Breadcrumb steps={steps} current="payment" label={str(copy.stepsLabel)} />
        ) : null}
        {!ready ? (
          <LoadingRegion label={str(copy.paymentLoadingText) || str(layout.loadingLabel)}>
            <div className="avios-checkout">
              <Skeleton height="24rem" />
              <Skeleton height="12rem" />
            </div>
          </LoadingRegion>
        ) : (
          <div className="avios-checkout">
            <PaymentStep
              copy={copy}
              provider={payments}
              session={session}
              step={
                paying.status === 'paying'
                  ? paying.step
                  : paying.status === 'challenge'
                    ? 'challenge'
                    : 'card'
              }
              busy={paying.status === 'paying'}
              payText={fill(str(copy[PAY_FIELD[type]]), { price })}
              onPay={(card) => void checkout.pay(card)}
              onChallenge={(code) => void checkout.challenge(code)}
              onWallet={(wallet) => void checkout.payWithWallet(wallet)}
              dropIn={{
                onResult: (result) => void checkout.settleDropIn({ result }),
                onError: (error) => void checkout.settleDropIn({ error }),
                // spec §8: a cancelled payment is the silent checkout_payment_form_cancel
                onCancel: () =>
                  void checkout.settleDropIn({
                    error: new SdkError('checkout_payment_form_cancel'),
                  }),
              }}
            />
            <OrderSummary
              copy={copy}
              totals={totals}
              locale={language}
              recipient={recipientOf(draft, transactionId)}
            />
          </div>
        )}
      </div>
    </ScreenFrame>
  );
}
