import { CheckoutScreen, TransactionResultScreen } from '@avios/react/screens';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementScreens } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';

// the element opens on checkout: both screens in its first bundle (the shop's registry
// entries load them on demand, as its first page is elsewhere)
const screens: ElementScreens = {
  checkout: {
    frame: 'layout',
    load: 'first',
    render: ({ params }) => (
      <CheckoutScreen transactionId={params.transactionId} setDocumentTitle={false} />
    ),
  },
  'checkout-transaction': {
    frame: 'layout',
    load: 'first',
    render: ({ params }) => (
      <TransactionResultScreen transactionId={params.transactionId} setDocumentTitle={false} />
    ),
  },
};

export interface AviosCheckoutProps extends ElementConfigProps {
  /** The transaction to pay. Defaults to none: the stored draft decides (spec §4). */
  transactionId?: string;
  container?: ShadowRoot | HTMLElement;
}

function checkoutStartPath({ transactionId }: AviosCheckoutProps): string {
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
      screens={screens}
    />
  );
}
