import { discoveryEntry } from '@avios/react';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';
import { registryScreens } from '../shared/registryScreens';

const renderScreen = registryScreens({ discovery: discoveryEntry });

export interface AviosDiscoveryProps extends ElementConfigProps {
  container?: ShadowRoot | HTMLElement;
}

/** <avios-discovery>: the home page (hero, product cards, comparison, articles). */
export function AviosDiscovery(props: AviosDiscoveryProps) {
  return <ElementRoot {...props} kind="discovery" startPath="/" renderScreen={renderScreen} />;
}
