// The subscription pages' registry entries (registry/screenEntry.ts), from the later-screens
// chunk.
import { onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';

const SubscribeScreen = /* @__PURE__ */ onDemand(
  () => import('./SubscribeScreen'),
  (m) => m.SubscribeScreen,
);
const SubscriptionAreaScreen = /* @__PURE__ */ onDemand(
  () => import('./SubscriptionAreaScreen'),
  (m) => m.SubscriptionAreaScreen,
);
const RefundScreen = /* @__PURE__ */ onDemand(
  () => import('./RefundScreen'),
  (m) => m.RefundScreen,
);
const ContactScreen = /* @__PURE__ */ onDemand(
  () => import('./ContactScreen'),
  (m) => m.ContactScreen,
);

export const subscriptionEntry: ScreenEntry = {
  frame: 'layout',
  load: SubscribeScreen.load,
  render: (props) => <SubscribeScreen {...title(props)} />,
};
// spec §2: my-subscriptions and subscription/my-subscriptions are the same page
export const mySubscriptionsEntry: ScreenEntry = {
  frame: 'layout',
  load: SubscriptionAreaScreen.load,
  render: (props) => <SubscriptionAreaScreen {...title(props)} />,
};
export const refundEntry: ScreenEntry = {
  frame: 'layout',
  load: RefundScreen.load,
  render: (props) => <RefundScreen {...title(props)} />,
};
export const contactEntry: ScreenEntry = {
  frame: 'layout',
  load: ContactScreen.load,
  render: (props) => <ContactScreen {...title(props)} />,
};
