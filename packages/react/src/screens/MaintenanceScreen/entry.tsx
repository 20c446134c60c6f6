// The maintenance page's registry entry (registry/screenEntry.ts), from the later-screens chunk.
import { loadLaterScreens, onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import type { MaintenanceScreenProps } from './MaintenanceScreen';

const MaintenanceScreen = /* @__PURE__ */ onDemand<MaintenanceScreenProps>(
  (m) => m.MaintenanceScreen,
);

// No header to act on during maintenance: a page of its own.
export const maintenanceEntry: ScreenEntry = {
  frame: 'alone',
  load: loadLaterScreens,
  content: [{ type: 'maintenancePage' }],
  render: ({ reloadHome }) => (
    <MaintenanceScreen {...(reloadHome ? { onReload: reloadHome } : {})} />
  ),
};
