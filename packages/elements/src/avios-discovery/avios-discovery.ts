import { elementClass } from '../shared/elementClass';
import { ELEMENT_PROPS } from '../shared/tags';
import { render } from './render';
import type { AviosReadiness } from '../shared/readiness';
import type { AviosDiscoveryProps } from './AviosDiscovery';

/**
 * The discovery (home) page: hero, product cards, comparison and articles. Product links leave the element through `avios-navigate`.
 *
 * @tag avios-discovery
 * @event avios-ready - The SDK is initialised: `{partner, language, market, signedIn}`.
 * @event avios-session - The member signed in or out after `avios-ready`: `{signedIn, partner}`.
 * @event avios-signin-required - Sign-in is needed (cancelable): `{returnTo, stepUp}`.
 * @event avios-error - An error a host can act on (docs/errors.md): `{code, severity, scope, message?}`.
 * @event avios-navigate - A link leads outside the element (cancelable): `{path, href}`.
 *
 * Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the generated
 * custom-elements.json.
 */
export interface AviosDiscoveryElement
  extends HTMLElement, AviosReadiness, Omit<AviosDiscoveryProps, 'container'> {}

export const AviosDiscoveryElement = elementClass(ELEMENT_PROPS['avios-discovery'], {
  render,
}) as unknown as {
  new (): AviosDiscoveryElement;
  prototype: AviosDiscoveryElement;
};

declare global {
  interface HTMLElementTagNameMap {
    'avios-discovery': AviosDiscoveryElement;
  }
}
