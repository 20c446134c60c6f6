// Registers <avios-checkout>: the entry of `dist/avios-checkout.js`, one script tag and the tag works.
// Importing it twice (or alongside avios-elements.js) registers it once. What the element
// observes, shows and fires is its row in src/elements.ts.
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';
import type { AviosReadiness } from '../shared/readiness';
import { tagClass } from '../shared/tagClass';
import type { AviosCheckoutProps } from './AviosCheckout';
import { render } from './render';

/**
 * `<avios-checkout>`. Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the
 * generated custom-elements.json.
 */
export interface AviosCheckoutElement
  extends HTMLElement, AviosReadiness, Omit<AviosCheckoutProps, 'container'> {}

export const AviosCheckoutElement = tagClass('avios-checkout', render);

if (typeof customElements !== 'undefined' && !customElements.get('avios-checkout')) {
  customElements.define('avios-checkout', AviosCheckoutElement);
}
defineConfigElement();

export { configure, setAssetPath };

declare global {
  interface HTMLElementTagNameMap {
    'avios-checkout': AviosCheckoutElement;
  }
}
