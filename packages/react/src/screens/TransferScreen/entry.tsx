// The transfer page's registry entry (registry/screenEntry.ts), from the later-screens chunk.
import { loadLaterScreens, onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import type { TransferScreenProps } from './TransferScreen';

const TransferScreen = /* @__PURE__ */ onDemand<TransferScreenProps>((m) => m.TransferScreen);

export const transferEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <TransferScreen {...title(props)} />,
};
