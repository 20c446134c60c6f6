import r2wc from '@r2wc/react-to-web-component';
import { CONFIG_PROP_TYPES } from '../shared/config';
import { AviosDiscovery } from './AviosDiscovery';
import type { AviosDiscoveryProps } from './AviosDiscovery';

/**
 * The discovery (home) page: hero, product cards, comparison and articles. Product links leave the element through `avios-navigate`.
 *
 * @tag avios-discovery
 * @event avios-ready - The SDK is initialised: `{partner, language, market, signedIn}`.
 * @event avios-signin-required - Sign-in is needed (cancelable): `{returnTo, stepUp}`.
 * @event avios-package-select - A package was selected or unselected (purchase screen).
 * @event avios-checkout-create - A transaction was created: `{transactionId, product}`.
 * @event avios-transaction-finish - The transaction is final: `{transactionId, status, errorCode?}`.
 * @event avios-error - An error from the catalogue is shown: `{code, severity, scope, message?}`.
 * @event avios-navigate - A link leads outside the element (cancelable): `{path, href}`.
 * @csspart base - The wrapper of the current screen.
 * @cssproperty --avios-color-primary - Brand colour of buttons and links.
 */
export interface AviosDiscoveryElement
  extends HTMLElement, Omit<AviosDiscoveryProps, 'container'> {}

export const AviosDiscoveryElement = r2wc(AviosDiscovery, {
  shadow: 'open',
  props: CONFIG_PROP_TYPES,
}) as unknown as { new (): AviosDiscoveryElement; prototype: AviosDiscoveryElement };

declare global {
  interface HTMLElementTagNameMap {
    'avios-discovery': AviosDiscoveryElement;
  }
}
