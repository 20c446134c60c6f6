// Registers <avios-purchase>: the entry of `dist/avios-purchase.js`, one script tag and the tag works.
// Importing it twice (or alongside avios-elements.js) registers it once. What the element
// observes, shows and fires is its row in src/elements.ts.
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';
import type { AviosReadiness } from '../shared/readiness';
import { tagClass } from '../shared/tagClass';
import type { AviosPurchaseProps } from './AviosPurchase';
import { render } from './render';

/**
 * `<avios-purchase>`. Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the
 * generated custom-elements.json.
 */
export interface AviosPurchaseElement
  extends HTMLElement, AviosReadiness, Omit<AviosPurchaseProps, 'container'> {}

export const AviosPurchaseElement = tagClass('avios-purchase', render);

if (typeof customElements !== 'undefined' && !customElements.get('avios-purchase')) {
  customElements.define('avios-purchase', AviosPurchaseElement);
}
defineConfigElement();

export { configure, setAssetPath };

declare global {
  interface HTMLElementTagNameMap {
    'avios-purchase': AviosPurchaseElement;
  }
}
