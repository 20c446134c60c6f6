// The recipient steps' registry entries (registry/screenEntry.ts), from the later-screens chunk.
import { loadLaterScreens, onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import type { RecipientScreenProps } from './RecipientScreen';

const RecipientScreen = /* @__PURE__ */ onDemand<RecipientScreenProps>((m) => m.RecipientScreen);

export const giftRecipientEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <RecipientScreen product="gift" {...title(props)} />,
};
export const transferRecipientEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <RecipientScreen product="transfer" {...title(props)} />,
};
