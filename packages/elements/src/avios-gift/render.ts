// The screens of <avios-gift>: what the loader fetches on the tag's first connection, and what
// dist/avios-gift.js carries in one file.
import { prepareFirstRender } from '../shared/firstScreen';
import { renderer } from '../shared/renderer';
import { AviosGift, giftRoot } from './AviosGift';

export const render = renderer(AviosGift, (props) => prepareFirstRender(giftRoot(props)));
