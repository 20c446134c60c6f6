// One screen registry for every host: the demo host, the web components and the examples
// all render a spec §2 screen through <AviosRoute> from here, so a new screen is its folder
// (`screens/<Name>Screen/entry.tsx` exporting its entry) and one line below
// (docs/adding-a-screen.md; registry.test.ts holds it to that). Each entry says how its screen
// loads, whether it sits inside the shop's layout and what its first render reads. Entries
// are also exported one by one, so a host that needs a few (an element) bundles only those.
import type { ScreenName } from '@avios/sdk/rules';
import { boosterCampaignEntry, boosterEntry } from '../BoosterScreen/entry';
import { checkoutEntry } from '../CheckoutScreen/entry';
import { discoveryEntry } from '../DiscoveryScreen/entry';
import { maintenanceEntry } from '../MaintenanceScreen/entry';
import { giftEntry, purchaseEntry } from '../PurchaseScreen/entry';
import { giftRecipientEntry, transferRecipientEntry } from '../RecipientScreen/entry';
import { resourcesEntry } from '../ResourceScreen/entry';
import { silentLoginEntry } from '../SilentLoginScreen/entry';
import {
  contactEntry,
  mySubscriptionsEntry,
  refundEntry,
  subscriptionEntry,
} from '../SubscriptionScreen/entry';
import { checkoutTransactionEntry } from '../TransactionResultScreen/entry';
import { transferEntry } from '../TransferScreen/entry';
import type { ScreenEntry } from './screenEntry';

export type { ScreenEntry, ScreenProps } from './screenEntry';
export * from '../BoosterScreen/entry';
export * from '../CheckoutScreen/entry';
export * from '../DiscoveryScreen/entry';
export * from '../MaintenanceScreen/entry';
export * from '../PurchaseScreen/entry';
export * from '../RecipientScreen/entry';
export * from '../ResourceScreen/entry';
export * from '../SilentLoginScreen/entry';
export * from '../SubscriptionScreen/entry';
export * from '../TransactionResultScreen/entry';
export * from '../TransferScreen/entry';

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
