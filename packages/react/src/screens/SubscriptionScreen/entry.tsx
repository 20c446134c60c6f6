// The subscription pages' registry entries (registry/screenEntry.ts), from the later-screens
// chunk.
import { loadLaterScreens, onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import type { ContactScreenProps } from './ContactScreen';
import type { RefundScreenProps } from './RefundScreen';
import type { SubscribeScreenProps } from './SubscribeScreen';
import type { SubscriptionAreaScreenProps } from './SubscriptionAreaScreen';

const SubscribeScreen = /* @__PURE__ */ onDemand<SubscribeScreenProps>((m) => m.SubscribeScreen);
const SubscriptionAreaScreen = /* @__PURE__ */ onDemand<SubscriptionAreaScreenProps>(
  (m) => m.SubscriptionAreaScreen,
);
const RefundScreen = /* @__PURE__ */ onDemand<RefundScreenProps>((m) => m.RefundScreen);
const ContactScreen = /* @__PURE__ */ onDemand<ContactScreenProps>((m) => m.ContactScreen);

export const subscriptionEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <SubscribeScreen {...title(props)} />,
};
// spec §2: my-subscriptions and subscription/my-subscriptions are the same page
export const mySubscriptionsEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <SubscriptionAreaScreen {...title(props)} />,
};
export const refundEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <RefundScreen {...title(props)} />,
};
export const contactEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => <ContactScreen {...title(props)} />,
};
