// Registers <avios-booster>. This file is the entry of `dist/avios-booster.js`: one script tag and
// the tag works. Importing it twice (or alongside avios-elements.js) registers it once.
import { AviosBoosterElement } from './avios-booster';
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';

if (typeof customElements !== 'undefined' && !customElements.get('avios-booster')) {
  customElements.define('avios-booster', AviosBoosterElement);
}
defineConfigElement();

export { AviosBoosterElement, configure, setAssetPath };
