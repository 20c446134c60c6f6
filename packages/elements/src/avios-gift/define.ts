// Registers <avios-gift>: the entry of `dist/avios-gift.js`, one script tag and the tag works.
// Importing it twice (or alongside avios-elements.js) registers it once. What the element
// observes, shows and fires is its row in src/elements.ts.
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';
import type { AviosReadiness } from '../shared/readiness';
import { tagClass } from '../shared/tagClass';
import type { AviosGiftProps } from './AviosGift';
import { render } from './render';

/**
 * `<avios-gift>`. Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the
 * generated custom-elements.json.
 */
export interface AviosGiftElement
  extends HTMLElement, AviosReadiness, Omit<AviosGiftProps, 'container'> {}

export const AviosGiftElement = tagClass('avios-gift', render);

if (typeof customElements !== 'undefined' && !customElements.get('avios-gift')) {
  customElements.define('avios-gift', AviosGiftElement);
}
defineConfigElement();

export { configure, setAssetPath };

declare global {
  interface HTMLElementTagNameMap {
    'avios-gift': AviosGiftElement;
  }
}
