import { CheckoutScreen, TransactionResultScreen } from '@avios/react';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';

export interface AviosCheckoutProps extends ElementConfigProps {
  /** The transaction to pay. Defaults to none: the stored draft decides (spec §4). */
  transactionId?: string;
  container?: ShadowRoot | HTMLElement;
}

export function checkoutStartPath({ transactionId }: AviosCheckoutProps): string {
  const id = transactionId?.trim();
  return id ? `/checkout/${encodeURIComponent(id)}` : '/checkout';
}

/** <avios-checkout>: the payment of one transaction, then its result. */
export function AviosCheckout(props: AviosCheckoutProps) {
  return (
    <ElementRoot
      {...props}
      kind="checkout"
      startPath={checkoutStartPath(props)}
      renderScreen={(screen) =>
        screen.screen === 'checkout-transaction' ? (
          <TransactionResultScreen transactionId={screen.transactionId} />
        ) : (
          <CheckoutScreen transactionId={screen.transactionId} />
        )
      }
    />
  );
}
