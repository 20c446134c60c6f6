// The registry entries of the screens in the later-screens chunk (onDemand.tsx), and the
// empty silent sign-in page.
import {
  BoosterCampaignScreen,
  BoosterScreen,
  CheckoutScreen,
  ContactScreen,
  MaintenanceScreen,
  RefundScreen,
  SubscribeScreen,
  SubscriptionAreaScreen,
  RecipientScreen,
  TransactionResultScreen,
  TransferScreen,
} from './onDemand';
import type { ScreenEntry } from './screenEntry';
import { title } from './screenEntry';

// spec §2: an empty page used for silent sign-in.
export const silentLoginEntry: ScreenEntry = { frame: 'alone', load: 'first', render: () => null };
export const giftRecipientEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <RecipientScreen product="gift" {...title(props)} />,
};
export const transferEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <TransferScreen {...title(props)} />,
};
export const transferRecipientEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <RecipientScreen product="transfer" {...title(props)} />,
};
export const boosterEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <BoosterScreen {...title(props)} />,
};
export const boosterCampaignEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <BoosterCampaignScreen {...title(props)} />,
};
export const subscriptionEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <SubscribeScreen {...title(props)} />,
};
// spec §2: my-subscriptions and subscription/my-subscriptions are the same page
export const mySubscriptionsEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <SubscriptionAreaScreen {...title(props)} />,
};
export const refundEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <RefundScreen {...title(props)} />,
};
export const contactEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => <ContactScreen {...title(props)} />,
};
// spec §2: checkout pages, and the same pages under /external with their own layout.
export const checkoutEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => (
    <CheckoutScreen
      transactionId={props.params.transactionId}
      external={props.layout === 'external'}
      {...title(props)}
    />
  ),
};
export const checkoutTransactionEntry: ScreenEntry = {
  frame: 'layout',
  load: 'later',
  render: (props) => (
    <TransactionResultScreen transactionId={props.params.transactionId} {...title(props)} />
  ),
};
// No header to act on during maintenance: a page of its own.
export const maintenanceEntry: ScreenEntry = {
  frame: 'alone',
  load: 'later',
  render: ({ reloadHome }) => (
    <MaintenanceScreen {...(reloadHome ? { onReload: reloadHome } : {})} />
  ),
};
