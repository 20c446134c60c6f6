// The screens of <avios-gift>: what the loader fetches on the tag's first connection, and what
// dist/avios-gift.js carries in one file.
import { renderer } from '../shared/renderer';
import { AviosGift } from './AviosGift';

export const render = renderer(AviosGift);
