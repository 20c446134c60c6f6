import { elementClass } from '../shared/elementClass';
import { ELEMENT_PROPS } from '../shared/tags';
import { render } from './render';
import type { AviosReadiness } from '../shared/readiness';
import type { AviosTransferProps } from './AviosTransfer';

/**
 * Transfer Avios to another member: the amount slider, the step-up, the recipient step, checkout and the result inside the element.
 *
 * @tag avios-transfer
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
export interface AviosTransferElement
  extends HTMLElement, AviosReadiness, Omit<AviosTransferProps, 'container'> {}

export const AviosTransferElement = elementClass(ELEMENT_PROPS['avios-transfer'], {
  render,
}) as unknown as { new (): AviosTransferElement; prototype: AviosTransferElement };

declare global {
  interface HTMLElementTagNameMap {
    'avios-transfer': AviosTransferElement;
  }
}
