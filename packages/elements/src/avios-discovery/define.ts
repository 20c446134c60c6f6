// Registers <avios-discovery>. This file is the entry of `dist/avios-discovery.js`: one script tag and the
// tag works. Importing it twice (or alongside avios-elements.js) registers it once.
import { AviosDiscoveryElement } from './avios-discovery';
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';

if (typeof customElements !== 'undefined' && !customElements.get('avios-discovery')) {
  customElements.define('avios-discovery', AviosDiscoveryElement);
}
defineConfigElement();

export { AviosDiscoveryElement, configure, setAssetPath };
