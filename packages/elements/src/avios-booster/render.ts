// The screens of <avios-booster>: what the loader fetches on the tag's first connection, and what
// dist/avios-booster.js carries in one file.
import { renderer } from '../shared/renderer';
import { AviosBooster } from './AviosBooster';

export const render = renderer(AviosBooster);
