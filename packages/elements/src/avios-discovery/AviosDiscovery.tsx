import { discoveryEntry } from '@avios/react/screens';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementScreens } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';

const screens: ElementScreens = { discovery: discoveryEntry };

export interface AviosDiscoveryProps extends ElementConfigProps {
  container?: ShadowRoot | HTMLElement;
}

/** <avios-discovery>: the home page (hero, product cards, comparison, articles). */
export function AviosDiscovery(props: AviosDiscoveryProps) {
  return <ElementRoot {...props} kind="discovery" startPath="/" screens={screens} />;
}
