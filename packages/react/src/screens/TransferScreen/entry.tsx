// The transfer page's registry entry (registry/screenEntry.ts), from the later-screens chunk.
import { onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';

const TransferScreen = /* @__PURE__ */ onDemand(
  () => import('./TransferScreen'),
  (m) => m.TransferScreen,
);

export const transferEntry: ScreenEntry = {
  frame: 'layout',
  load: TransferScreen.load,
  render: (props) => <TransferScreen {...title(props)} />,
};
