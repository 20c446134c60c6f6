// Registers <avios-purchase>. This file is the entry of `dist/avios-purchase.js`: one script tag and the
// tag works. Importing it twice (or alongside avios-elements.js) registers it once.
import { AviosPurchaseElement } from './avios-purchase';
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';

if (typeof customElements !== 'undefined' && !customElements.get('avios-purchase')) {
  customElements.define('avios-purchase', AviosPurchaseElement);
}
defineConfigElement();

export { AviosPurchaseElement, configure, setAssetPath };
