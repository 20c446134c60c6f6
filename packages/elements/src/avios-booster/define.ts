// Registers <avios-booster>: the entry of `dist/avios-booster.js`, one script tag and the tag works.
// Importing it twice (or alongside avios-elements.js) registers it once. What the element
// observes, shows and fires is its row in src/elements.ts.
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';
import type { AviosReadiness } from '../shared/readiness';
import { tagClass } from '../shared/tagClass';
import type { AviosBoosterProps } from './AviosBooster';
import { render } from './render';

/**
 * `<avios-booster>`. Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the
 * generated custom-elements.json.
 */
export interface AviosBoosterElement
  extends HTMLElement, AviosReadiness, Omit<AviosBoosterProps, 'container'> {}

export const AviosBoosterElement = tagClass('avios-booster', render);

if (typeof customElements !== 'undefined' && !customElements.get('avios-booster')) {
  customElements.define('avios-booster', AviosBoosterElement);
}
defineConfigElement();

export { configure, setAssetPath };

declare global {
  interface HTMLElementTagNameMap {
    'avios-booster': AviosBoosterElement;
  }
}
