// The screens of <avios-subscribe>: what the loader fetches on the tag's first connection, and what
// dist/avios-subscribe.js carries in one file.
import { renderer } from '../shared/renderer';
import { AviosSubscribe } from './AviosSubscribe';

export const render = renderer(AviosSubscribe);
