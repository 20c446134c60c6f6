import { discoveryEntry } from '@avios/react/screens';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementRootProps, ElementScreens } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';

const screens: ElementScreens = { discovery: discoveryEntry };

export interface AviosDiscoveryProps extends ElementConfigProps {
  container?: ShadowRoot | HTMLElement;
}

/** <avios-discovery>: the home page (hero, product cards, comparison, articles). */
export function AviosDiscovery(props: AviosDiscoveryProps) {
  return <ElementRoot {...discoveryRoot(props)} />;
}

/** What <avios-discovery> gives its root: its screen and its start path. */
export function discoveryRoot(props: AviosDiscoveryProps): ElementRootProps {
  return { ...props, kind: 'discovery', startPath: '/', screens };
}
