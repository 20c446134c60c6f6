import { ElementRoot } from '../shared/ElementRoot';
import type { ElementRootProps, ElementScreens } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';
import {
  checkoutEntry,
  checkoutTransactionEntry,
  giftEntry,
  giftRecipientEntry,
} from '@avios/react/screens';

const screens: ElementScreens = {
  gift: giftEntry,
  'gift-recipient': giftRecipientEntry,
  checkout: checkoutEntry,
  'checkout-transaction': checkoutTransactionEntry,
};

export interface AviosGiftProps extends ElementConfigProps {
  container?: ShadowRoot | HTMLElement;
}

/**
 * <avios-gift>: the whole gift journey inside the element: the gift page, the recipient
 * step, sign-in (back to the same element through the `avios-path` query
 * parameter), checkout and the result, rendered from the screen registry.
 */
export function AviosGift(props: AviosGiftProps) {
  return <ElementRoot {...giftRoot(props)} />;
}

/** What <avios-gift> gives its root: its screens and its start path. */
export function giftRoot(props: AviosGiftProps): ElementRootProps {
  return { ...props, kind: 'gift', startPath: '/gift', screens };
}
