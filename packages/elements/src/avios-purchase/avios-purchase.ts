import { elementClass } from '../shared/elementClass';
import { ELEMENT_PROPS } from '../shared/tags';
import { render } from './render';
import type { AviosReadiness } from '../shared/readiness';
import type { AviosPurchaseProps } from './AviosPurchase';

/**
 * Priced point packages with size, sort and currency filters; continuing opens the checkout and the result inside the element.
 *
 * @tag avios-purchase
 * @event avios-ready - The SDK is initialised: `{partner, language, market, signedIn}`.
 * @event avios-session - The member signed in or out after `avios-ready`: `{signedIn, partner}`.
 * @event avios-signin-required - Sign-in is needed (cancelable): `{returnTo, stepUp}`.
 * @event avios-package-select - A package was selected (`avios` set) or unselected (`avios` null).
 * @event avios-checkout-create - A transaction was created: `{transactionId, product}`.
 * @event avios-transaction-finish - The transaction is final: `{transactionId, status, errorCode?}`.
 * @event avios-error - An error a host can act on (docs/errors.md): `{code, severity, scope, message?}`.
 * @event avios-navigate - A link leads outside the element (cancelable): `{path, href}`.
 *
 * Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the generated
 * custom-elements.json.
 */
export interface AviosPurchaseElement
  extends HTMLElement, AviosReadiness, Omit<AviosPurchaseProps, 'container'> {}

export const AviosPurchaseElement = elementClass(ELEMENT_PROPS['avios-purchase'], {
  render,
}) as unknown as { new (): AviosPurchaseElement; prototype: AviosPurchaseElement };

declare global {
  interface HTMLElementTagNameMap {
    'avios-purchase': AviosPurchaseElement;
  }
}
