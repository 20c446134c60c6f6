// The maintenance page's registry entry (registry/screenEntry.ts), from the later-screens chunk.
import { onDemand } from '../registry/onDemand';
import { FIRST_READS } from '../registry/firstReads';
import type { ScreenEntry } from '../registry/screenEntry';

const MaintenanceScreen = /* @__PURE__ */ onDemand(
  () => import('./MaintenanceScreen'),
  (m) => m.MaintenanceScreen,
);

// No header to act on during maintenance: a page of its own.
export const maintenanceEntry: ScreenEntry = {
  frame: 'alone',
  load: MaintenanceScreen.load,
  ...FIRST_READS.maintenance,
  render: ({ reloadHome }) => (
    <MaintenanceScreen {...(reloadHome ? { onReload: reloadHome } : {})} />
  ),
};
