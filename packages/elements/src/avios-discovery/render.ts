// The screens of <avios-discovery>: what the loader fetches on the tag's first connection, and what
// dist/avios-discovery.js carries in one file.
import { renderer } from '../shared/renderer';
import { AviosDiscovery } from './AviosDiscovery';

export const render = renderer(AviosDiscovery);
