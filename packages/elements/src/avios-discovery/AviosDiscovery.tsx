import { DiscoveryScreen } from '@avios/react';
import { ElementRoot } from '../shared/ElementRoot';
import type { ElementConfigProps } from '../shared/config';

export interface AviosDiscoveryProps extends ElementConfigProps {
  container?: ShadowRoot | HTMLElement;
}

/** <avios-discovery>: the home page (hero, product cards, comparison, articles). */
export function AviosDiscovery(props: AviosDiscoveryProps) {
  return (
    <ElementRoot
      {...props}
      kind="discovery"
      startPath="/"
      renderScreen={() => <DiscoveryScreen setDocumentTitle={false} />}
    />
  );
}
