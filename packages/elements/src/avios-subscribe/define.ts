// Registers <avios-subscribe>. This file is the entry of `dist/avios-subscribe.js`: one script tag and
// the tag works. Importing it twice (or alongside avios-elements.js) registers it once.
import { AviosSubscribeElement } from './avios-subscribe';
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';

if (typeof customElements !== 'undefined' && !customElements.get('avios-subscribe')) {
  customElements.define('avios-subscribe', AviosSubscribeElement);
}
defineConfigElement();

export { AviosSubscribeElement, configure, setAssetPath };
