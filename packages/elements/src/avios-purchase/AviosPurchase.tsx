import { checkoutEntry, checkoutTransactionEntry, purchaseEntry } from '@avios/react/screens';
import type { PurchaseScreenProps } from '@avios/react/screens';
import type { Currency } from '@avios/sdk';
import type { PurchaseSelection } from '@avios/sdk/rules';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementRootProps, ElementScreens } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';
import { emit } from '../shared/events';

// purchase in the first bundle; checkout and result from the registry's on-demand chunk
const ENTRIES: ElementScreens = {
  purchase: purchaseEntry,
  checkout: checkoutEntry,
  'checkout-transaction': checkoutTransactionEntry,
};

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
function purchaseStartPath({ currency, sizes, order }: AviosPurchaseProps): string {
  const query = new URLSearchParams();
  if (currency?.trim()) query.set('currency', currency.trim().toUpperCase());
  if (sizes?.trim()) query.set('sizes', sizes.trim());
  if (order?.trim()) query.set('order', order.trim());
  const search = query.toString();
  return search ? `/purchase?${search}` : '/purchase';
}

/** `avios-package-select` from `PurchaseScreen`'s `onSelectionChange(selection, currency)`. */
export function selectionEvents(host: EventTarget | undefined): Partial<PurchaseScreenProps> {
  if (!host) return {};
  const onSelectionChange = (selection: PurchaseSelection, currency: Currency) => {
    emit(host, 'avios-package-select', {
      product: 'purchase',
      avios: selection.purchaseAvios ?? null,
      bonusAvios: selection.bonusAvios ?? null,
      price: selection.purchasePrice ?? null,
      currency,
    });
  };
  return { onSelectionChange };
}

/** What <avios-purchase> gives its root: its screens, its start path and its event. */
export function purchaseRoot(props: AviosPurchaseProps): ElementRootProps {
  const host = props.container instanceof ShadowRoot ? props.container.host : props.container;
  return {
    ...props,
    kind: 'purchase',
    startPath: purchaseStartPath(props),
    screens: ENTRIES,
    screenProps: selectionEvents(host),
  };
}

/** <avios-purchase>: packages with prices, then checkout and result inside the element. */
export function AviosPurchase(props: AviosPurchaseProps) {
  return <ElementRoot {...purchaseRoot(props)} />;
}
