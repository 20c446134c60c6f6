// The screens of <avios-purchase>: what the loader fetches on the tag's first connection, and what
// dist/avios-purchase.js carries in one file.
import { prepareFirstRender } from '../shared/firstScreen';
import { renderer } from '../shared/renderer';
import { AviosPurchase, purchaseRoot } from './AviosPurchase';

export const render = renderer(AviosPurchase, (props) => prepareFirstRender(purchaseRoot(props)));
