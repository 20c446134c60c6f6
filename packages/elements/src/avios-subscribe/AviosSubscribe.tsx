import { SubscribeScreen, checkoutEntry, checkoutTransactionEntry } from '@avios/react/screens';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementScreens } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';

const screens: ElementScreens = {
  // the element opens on the subscribe page: in its first bundle, not the registry's
  // on-demand chunk (the shop's entry loads it later, as the shop's first page is elsewhere)
  subscription: {
    frame: 'layout',
    load: 'first',
    render: () => <SubscribeScreen setDocumentTitle={false} />,
  },
  checkout: checkoutEntry,
  'checkout-transaction': checkoutTransactionEntry,
};

export interface AviosSubscribeProps extends ElementConfigProps {
  container?: ShadowRoot | HTMLElement;
}

/**
 * <avios-subscribe>: the whole subscription journey inside the element: the monthly/annual
 * switch and the plans, sign-in (back to the same element through the `avios-path` query parameter),
 * checkout and the result, rendered from the screen registry.
 */
export function AviosSubscribe(props: AviosSubscribeProps) {
  return <ElementRoot {...props} kind="subscribe" startPath="/subscription" screens={screens} />;
}
