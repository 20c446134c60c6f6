// The discovery page's registry entry (registry/screenEntry.ts).
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import { DiscoveryScreen } from './DiscoveryScreen';

export const discoveryEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  content: [{ type: 'discoveryPage' }],
  render: (props) => <DiscoveryScreen {...title(props)} />,
};
