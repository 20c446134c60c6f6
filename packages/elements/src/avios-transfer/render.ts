// The screens of <avios-transfer>: what the loader fetches on the tag's first connection, and what
// dist/avios-transfer.js carries in one file.
import { renderer } from '../shared/renderer';
import { AviosTransfer } from './AviosTransfer';

export const render = renderer(AviosTransfer);
