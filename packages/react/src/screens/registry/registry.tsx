// One screen registry for every host: the demo host's routes, the web components and the
// examples all render a spec §2 screen from here, so a new screen is added in one place
// (docs/adding-a-screen.md). Each entry says how its screen loads (in the first bundle, or
// on demand from the later-screens chunk) and whether it sits inside the shop's layout.
// Entries are separate exports as well as the SCREENS record, so a host that needs a few
// (an element) bundles only those.
import type { ScreenName } from '@avios/sdk/rules';
import { discoveryEntry } from './discoveryEntry';
import {
  boosterCampaignEntry,
  boosterEntry,
  checkoutEntry,
  checkoutTransactionEntry,
  contactEntry,
  giftRecipientEntry,
  maintenanceEntry,
  mySubscriptionsEntry,
  refundEntry,
  silentLoginEntry,
  subscriptionEntry,
  transferEntry,
  transferRecipientEntry,
} from './laterEntries';
import { giftEntry, purchaseEntry } from './purchaseEntries';
import { resourcesEntry } from './resourcesEntry';
import type { ScreenEntry } from './screenEntry';

export type { ScreenEntry, ScreenProps } from './screenEntry';
export {
  boosterCampaignEntry,
  boosterEntry,
  checkoutEntry,
  checkoutTransactionEntry,
  contactEntry,
  discoveryEntry,
  giftEntry,
  giftRecipientEntry,
  maintenanceEntry,
  mySubscriptionsEntry,
  purchaseEntry,
  refundEntry,
  resourcesEntry,
  silentLoginEntry,
  subscriptionEntry,
  transferEntry,
  transferRecipientEntry,
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
