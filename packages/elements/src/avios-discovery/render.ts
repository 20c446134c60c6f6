// The screens of <avios-discovery>: what the loader fetches on the tag's first connection, and what
// dist/avios-discovery.js carries in one file.
import { LATER_CSS, provideLaterCss } from '@avios/react/components';
import { prepareFirstRender } from '../shared/firstScreen';
import { renderer } from '../shared/renderer';
import { AviosDiscovery, discoveryRoot } from './AviosDiscovery';

// the discovery page's rules are among the later screens' (@avios/react laterCss.ts), which
// the other elements' first render leaves out: this element shows it first, so they come with it
provideLaterCss(LATER_CSS);

export const render = renderer(AviosDiscovery, (props) => prepareFirstRender(discoveryRoot(props)));
