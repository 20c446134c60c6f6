// The recipient steps' registry entries (registry/screenEntry.ts), from the later-screens chunk.
import { onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';

const RecipientScreen = /* @__PURE__ */ onDemand(
  () => import('./RecipientScreen'),
  (m) => m.RecipientScreen,
);

export const giftRecipientEntry: ScreenEntry = {
  frame: 'layout',
  load: RecipientScreen.load,
  render: (props) => <RecipientScreen product="gift" {...title(props)} />,
};
export const transferRecipientEntry: ScreenEntry = {
  frame: 'layout',
  load: RecipientScreen.load,
  render: (props) => <RecipientScreen product="transfer" {...title(props)} />,
};
