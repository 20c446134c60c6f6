// The booster pages' registry entries (registry/screenEntry.ts), from the later-screens chunk.
import { loadLaterScreens, onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import type { BoosterCampaignScreenProps } from './BoosterCampaignScreen';
import type { BoosterScreenProps } from './BoosterScreen';

const BoosterScreen = /* @__PURE__ */ onDemand<BoosterScreenProps>((m) => m.BoosterScreen);
const BoosterCampaignScreen = /* @__PURE__ */ onDemand<BoosterCampaignScreenProps>(
  (m) => m.BoosterCampaignScreen,
);

export const boosterEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <BoosterScreen {...title(props)} />,
};
export const boosterCampaignEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <BoosterCampaignScreen {...title(props)} />,
};
