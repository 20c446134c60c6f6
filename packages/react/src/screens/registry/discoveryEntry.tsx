// The discovery page's registry entry (screenEntry.ts says why it has a module of its own).
import { DiscoveryScreen } from '../DiscoveryScreen/DiscoveryScreen';
import type { ScreenEntry } from './screenEntry';
import { title } from './screenEntry';

export const discoveryEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => <DiscoveryScreen {...title(props)} />,
};
