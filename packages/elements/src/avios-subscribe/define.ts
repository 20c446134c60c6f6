// Registers <avios-subscribe>: the entry of `dist/avios-subscribe.js`, one script tag and the tag works.
// Importing it twice (or alongside avios-elements.js) registers it once. What the element
// observes, shows and fires is its row in src/elements.ts.
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';
import type { AviosReadiness } from '../shared/readiness';
import { tagClass } from '../shared/tagClass';
import type { AviosSubscribeProps } from './AviosSubscribe';
import { render } from './render';

/**
 * `<avios-subscribe>`. Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the
 * generated custom-elements.json.
 */
export interface AviosSubscribeElement
  extends HTMLElement, AviosReadiness, Omit<AviosSubscribeProps, 'container'> {}

export const AviosSubscribeElement = tagClass('avios-subscribe', render);

if (typeof customElements !== 'undefined' && !customElements.get('avios-subscribe')) {
  customElements.define('avios-subscribe', AviosSubscribeElement);
}
defineConfigElement();

export { configure, setAssetPath };

declare global {
  interface HTMLElementTagNameMap {
    'avios-subscribe': AviosSubscribeElement;
  }
}
