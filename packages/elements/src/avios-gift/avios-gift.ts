import { elementClass } from '../shared/elementClass';
import { ELEMENT_PROPS } from '../shared/tags';
import { render } from './render';
import type { AviosReadiness } from '../shared/readiness';
import type { AviosGiftProps } from './AviosGift';

/**
 * Gift packages for another member of the programme: packages, the recipient step, checkout and the result inside the element.
 *
 * @tag avios-gift
 * @event avios-ready - The SDK is initialised: `{partner, language, market, signedIn}`.
 * @event avios-session - The member signed in or out after `avios-ready`: `{signedIn, partner}`.
 * @event avios-signin-required - Sign-in is needed (cancelable): `{returnTo, stepUp}`.
 * @event avios-checkout-create - A transaction was created: `{transactionId, product}`.
 * @event avios-transaction-finish - The transaction is final: `{transactionId, status, errorCode?}`.
 * @event avios-error - An error a host can act on (docs/errors.md): `{code, severity, scope, message?}`.
 * @event avios-navigate - A link leads outside the element (cancelable): `{path, href}`.
 *
 * Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the generated
 * custom-elements.json.
 */
export interface AviosGiftElement
  extends HTMLElement, AviosReadiness, Omit<AviosGiftProps, 'container'> {}

export const AviosGiftElement = elementClass(ELEMENT_PROPS['avios-gift'], {
  render,
}) as unknown as {
  new (): AviosGiftElement;
  prototype: AviosGiftElement;
};

declare global {
  interface HTMLElementTagNameMap {
    'avios-gift': AviosGiftElement;
  }
}
