// Registers <avios-transfer>. This file is the entry of `dist/avios-transfer.js`: one script tag and
// the tag works. Importing it twice (or alongside avios-elements.js) registers it once.
import { AviosTransferElement } from './avios-transfer';
import { configure, defineConfigElement, setAssetPath } from '../shared/pageConfig';

if (typeof customElements !== 'undefined' && !customElements.get('avios-transfer')) {
  customElements.define('avios-transfer', AviosTransferElement);
}
defineConfigElement();

export { AviosTransferElement, configure, setAssetPath };
