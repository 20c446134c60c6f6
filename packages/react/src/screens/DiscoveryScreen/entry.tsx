// The discovery page's registry entry (registry/screenEntry.ts).
import { FIRST_READS } from '../registry/firstReads';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import { DiscoveryScreen } from './DiscoveryScreen';

export const discoveryEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  ...FIRST_READS.discovery,
  render: (props) => <DiscoveryScreen {...title(props)} />,
};
