// One screen registry for every host: the demo host's routes, the web components and the
// examples all render a spec §2 screen from here, so a new screen is added in one place
// (docs/adding-a-screen.md). Each entry says how its screen loads (in the first bundle, or
// on demand from the later-screens chunk) and whether it sits inside the shop's layout.
// Entries are separate exports as well as the SCREENS record, so a host that needs a few
// (an element) bundles only those.
import type { ReactNode } from 'react';
import type { Currency, PurchaseSelection, RouteLayout, ScreenName } from '@avios/sdk';
import { DiscoveryScreen } from '../DiscoveryScreen/DiscoveryScreen';
import { GiftScreen, PurchaseScreen } from '../PurchaseScreen/PurchaseScreen';
import { ResourceScreen } from '../ResourceScreen/ResourceScreen';
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

export interface ScreenProps {
  /** Route parameters (`transactionId`). */
  params: Record<string, string>;
  /** The route's layout (`external` for the /external checkout pages). Defaults to `default`. */
  layout?: RouteLayout;
  /** Full reload of the shop's home (maintenance countdown). */
  reloadHome?: () => void;
  /** False inside a widget: the screen leaves `document.title` alone. Defaults to `true`. */
  setDocumentTitle?: boolean;
  /** The purchase page's selection changes (the `avios-package-select` event). */
  onSelectionChange?: (selection: PurchaseSelection, currency: Currency) => void;
}

export interface ScreenEntry {
  /**
   * `layout`: inside the shop's `<Layout>` (header, banners, footer), which stays mounted
   * from page to page; `alone`: a page of its own (maintenance, silent sign-in).
   */
  frame: 'layout' | 'alone';
  /** `first`: in the host's first bundle; `later`: fetched from the later-screens chunk. */
  load: 'first' | 'later';
  render: (props: ScreenProps) => ReactNode;
}

const title = (props: ScreenProps) =>
  props.setDocumentTitle === false ? { setDocumentTitle: false } : {};

// spec §2: an empty page used for silent sign-in.
export const silentLoginEntry: ScreenEntry = { frame: 'alone', load: 'first', render: () => null };
export const discoveryEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => <DiscoveryScreen {...title(props)} />,
};
export const purchaseEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => (
    <PurchaseScreen
      {...title(props)}
      {...(props.onSelectionChange ? { onSelectionChange: props.onSelectionChange } : {})}
    />
  ),
};
export const giftEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => <GiftScreen {...title(props)} />,
};
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
// spec §2 resources: a content page (IB pricing-booster); the route table redirects the rest
export const resourcesEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => <ResourceScreen resourceType={props.params.resourceType} {...title(props)} />,
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

/**
 * The screen of each spec §2 route-table entry (the table itself is `resolveRoute` in the
 * SDK). Typed as a complete record, so a screen added to the table fails the type check
 * here until it has an entry.
 */
export const SCREENS: Readonly<Record<ScreenName, ScreenEntry>> = {
  'silent-login': silentLoginEntry,
  discovery: discoveryEntry,
  // spec §2: a page that loads discovery content.
  'avios-gift-transfer': discoveryEntry,
  purchase: purchaseEntry,
  gift: giftEntry,
  'gift-recipient': giftRecipientEntry,
  transfer: transferEntry,
  'transfer-recipient': transferRecipientEntry,
  checkout: checkoutEntry,
  'checkout-transaction': checkoutTransactionEntry,
  maintenance: maintenanceEntry,
  subscription: subscriptionEntry,
  booster: boosterEntry,
  'booster-campaign': boosterCampaignEntry,
  refund: refundEntry,
  resources: resourcesEntry,
  'my-subscriptions': mySubscriptionsEntry,
  contact: contactEntry,
};
