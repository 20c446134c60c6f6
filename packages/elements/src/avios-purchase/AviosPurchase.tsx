import { PurchaseScreen } from '@avios/react';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';
import { LazyCheckoutScreens } from '../shared/lazyCheckout';

export interface AviosPurchaseProps extends ElementConfigProps {
  /** Initial currency filter (`GBP`, `USD`, `EUR`). Defaults to the member's (spec §4). */
  currency?: string;
  /** Initial size filters, comma-separated: `small,medium,large`. Defaults to all. */
  sizes?: string;
  /** Initial sort: `smallest` or `biggest`. Defaults to `smallest` (spec §9). */
  order?: string;
  container?: ShadowRoot | HTMLElement;
}

/** spec §2 purchase page query: `currency`, `sizes`, `order`. */
export function purchaseStartPath({ currency, sizes, order }: AviosPurchaseProps): string {
  const query = new URLSearchParams();
  if (currency?.trim()) query.set('currency', currency.trim().toUpperCase());
  if (sizes?.trim()) query.set('sizes', sizes.trim());
  if (order?.trim()) query.set('order', order.trim());
  const search = query.toString();
  return search ? `/purchase?${search}` : '/purchase';
}

/** <avios-purchase>: packages with prices, then checkout and result inside the element. */
export function AviosPurchase(props: AviosPurchaseProps) {
  return (
    <ElementRoot
      {...props}
      kind="purchase"
      startPath={purchaseStartPath(props)}
      renderScreen={(screen) =>
        screen.screen === 'purchase' ? (
          <PurchaseScreen setDocumentTitle={false} />
        ) : (
          <LazyCheckoutScreens screen={screen} />
        )
      }
    />
  );
}
