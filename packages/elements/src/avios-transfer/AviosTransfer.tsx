import { ElementRoot } from '../shared/ElementRoot';
import type { ElementScreens } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';
import {
  TransferScreen,
  checkoutEntry,
  checkoutTransactionEntry,
  transferRecipientEntry,
} from '@avios/react/screens';

const screens: ElementScreens = {
  // the element opens on the transfer page: in its first bundle, not the registry's
  // on-demand chunk (the shop's entry loads it later, as the shop's first page is elsewhere)
  transfer: {
    frame: 'layout',
    load: 'first',
    render: () => <TransferScreen setDocumentTitle={false} />,
  },
  'transfer-recipient': transferRecipientEntry,
  checkout: checkoutEntry,
  'checkout-transaction': checkoutTransactionEntry,
};

export interface AviosTransferProps extends ElementConfigProps {
  container?: ShadowRoot | HTMLElement;
}

/**
 * <avios-transfer>: the whole transfer journey inside the element: the transfer page, the recipient
 * step, sign-in and the step-up (back to the same element through the `avios-path` query
 * parameter), checkout and the result, rendered from the screen registry.
 */
export function AviosTransfer(props: AviosTransferProps) {
  return <ElementRoot {...props} kind="transfer" startPath="/transfer" screens={screens} />;
}
