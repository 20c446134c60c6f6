// Registers <avios-discovery>: the entry of `dist/avios-discovery.js`, one script tag and the tag works.
// Importing it twice (or alongside avios-elements.js) registers it once. What the element
// observes, shows and fires is its row in src/elements.ts.
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';
import type { AviosReadiness } from '../shared/readiness';
import { tagClass } from '../shared/tagClass';
import type { AviosDiscoveryProps } from './AviosDiscovery';
import { render } from './render';

/**
 * `<avios-discovery>`. Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the
 * generated custom-elements.json.
 */
export interface AviosDiscoveryElement
  extends HTMLElement, AviosReadiness, Omit<AviosDiscoveryProps, 'container'> {}

export const AviosDiscoveryElement = tagClass('avios-discovery', render);

if (typeof customElements !== 'undefined' && !customElements.get('avios-discovery')) {
  customElements.define('avios-discovery', AviosDiscoveryElement);
}
defineConfigElement();

export { configure, setAssetPath };

declare global {
  interface HTMLElementTagNameMap {
    'avios-discovery': AviosDiscoveryElement;
  }
}
