// Registers <avios-gift>. This file is the entry of `dist/avios-gift.js`: one script tag and
// the tag works. Importing it twice (or alongside avios-elements.js) registers it once.
import { AviosGiftElement } from './avios-gift';
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';

if (typeof customElements !== 'undefined' && !customElements.get('avios-gift')) {
  customElements.define('avios-gift', AviosGiftElement);
}
defineConfigElement();

export { AviosGiftElement, configure, setAssetPath };
