// The screens of <avios-checkout>: what the loader fetches on the tag's first connection, and what
// dist/avios-checkout.js carries in one file.
import { renderer } from '../shared/renderer';
import { AviosCheckout } from './AviosCheckout';

export const render = renderer(AviosCheckout);
