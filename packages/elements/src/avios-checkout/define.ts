// Registers <avios-checkout>. This file is the entry of `dist/avios-checkout.js`: one script tag and the
// tag works. Importing it twice (or alongside avios-elements.js) registers it once.
import { AviosCheckoutElement } from './avios-checkout';
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';

if (typeof customElements !== 'undefined' && !customElements.get('avios-checkout')) {
  customElements.define('avios-checkout', AviosCheckoutElement);
}
defineConfigElement();

export { AviosCheckoutElement, configure, setAssetPath };
