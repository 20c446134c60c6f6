import { BoosterScreen, checkoutEntry, checkoutTransactionEntry } from '@avios/react/screens';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementScreens } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';

const screens: ElementScreens = {
  // the element opens on the booster page: in its first bundle, not the registry's
  // on-demand chunk (the shop's entry loads it later, as the shop's first page is elsewhere)
  booster: {
    frame: 'layout',
    load: 'first',
    render: () => <BoosterScreen setDocumentTitle={false} />,
  },
  checkout: checkoutEntry,
  'checkout-transaction': checkoutTransactionEntry,
};

export interface AviosBoosterProps extends ElementConfigProps {
  container?: ShadowRoot | HTMLElement;
}

/**
 * <avios-booster>: the whole booster journey inside the element: past transactions and
 * multipliers, sign-in (back to the same element through the `avios-path` query parameter),
 * checkout and the result, rendered from the screen registry.
 */
export function AviosBooster(props: AviosBoosterProps) {
  return <ElementRoot {...props} kind="booster" startPath="/booster" screens={screens} />;
}
