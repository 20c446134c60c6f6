// The booster pages' registry entries (registry/screenEntry.ts), from the later-screens chunk.
import { onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';

const BoosterScreen = /* @__PURE__ */ onDemand(
  () => import('./BoosterScreen'),
  (m) => m.BoosterScreen,
);
const BoosterCampaignScreen = /* @__PURE__ */ onDemand(
  () => import('./BoosterCampaignScreen'),
  (m) => m.BoosterCampaignScreen,
);

export const boosterEntry: ScreenEntry = {
  frame: 'layout',
  load: BoosterScreen.load,
  render: (props) => <BoosterScreen {...title(props)} />,
};
export const boosterCampaignEntry: ScreenEntry = {
  frame: 'layout',
  load: BoosterCampaignScreen.load,
  render: (props) => <BoosterCampaignScreen {...title(props)} />,
};
