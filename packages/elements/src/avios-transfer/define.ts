// Registers <avios-transfer>: the entry of `dist/avios-transfer.js`, one script tag and the tag works.
// Importing it twice (or alongside avios-elements.js) registers it once. What the element
// observes, shows and fires is its row in src/elements.ts.
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';
import type { AviosReadiness } from '../shared/readiness';
import { tagClass } from '../shared/tagClass';
import type { AviosTransferProps } from './AviosTransfer';
import { render } from './render';

/**
 * `<avios-transfer>`. Parts (`::part()`) and custom properties (`--avios-*`): docs/elements.md and the
 * generated custom-elements.json.
 */
export interface AviosTransferElement
  extends HTMLElement, AviosReadiness, Omit<AviosTransferProps, 'container'> {}

export const AviosTransferElement = tagClass('avios-transfer', render);

if (typeof customElements !== 'undefined' && !customElements.get('avios-transfer')) {
  customElements.define('avios-transfer', AviosTransferElement);
}
defineConfigElement();

export { configure, setAssetPath };

declare global {
  interface HTMLElementTagNameMap {
    'avios-transfer': AviosTransferElement;
  }
}
