// `@avios/react/screens`: every screen on its own, its registry entry for a bundle that
// carries only some screens, and the data hooks the package pages are built on
// (docs/react.md "Screens"). A host that renders from `SCREENS` (the root) needs none of it.
export { FIRST_READS, firstReadsOf } from './registry/firstReads';
export type { FirstReads } from './registry/firstReads';
export { DiscoveryScreen } from './DiscoveryScreen/DiscoveryScreen';
export type { DiscoveryScreenProps } from './DiscoveryScreen/DiscoveryScreen';
export { GiftScreen, PackagesScreen, PurchaseScreen } from './PurchaseScreen/PurchaseScreen';
export type {
  GiftScreenProps,
  PackagesScreenProps,
  PurchaseScreenProps,
} from './PurchaseScreen/PurchaseScreen';
export { TransferScreen } from './TransferScreen/TransferScreen';
export type { TransferScreenProps } from './TransferScreen/TransferScreen';
export { BoosterScreen } from './BoosterScreen/BoosterScreen';
export type { BoosterScreenProps } from './BoosterScreen/BoosterScreen';
export { BoosterCampaignScreen } from './BoosterScreen/BoosterCampaignScreen';
export type { BoosterCampaignScreenProps } from './BoosterScreen/BoosterCampaignScreen';
export { ResourceScreen } from './ResourceScreen/ResourceScreen';
export type { ResourceScreenProps } from './ResourceScreen/ResourceScreen';
export { SubscribeScreen } from './SubscriptionScreen/SubscribeScreen';
export type { SubscribeScreenProps } from './SubscriptionScreen/SubscribeScreen';
export { SubscriptionAreaScreen } from './SubscriptionScreen/SubscriptionAreaScreen';
export type { SubscriptionAreaScreenProps } from './SubscriptionScreen/SubscriptionAreaScreen';
export { RefundScreen } from './SubscriptionScreen/RefundScreen';
export type { RefundScreenProps, RefundState } from './SubscriptionScreen/RefundScreen';
export { ContactScreen } from './SubscriptionScreen/ContactScreen';
export type { ContactScreenProps } from './SubscriptionScreen/ContactScreen';
export { RecipientScreen } from './RecipientScreen/RecipientScreen';
export type { RecipientScreenProps } from './RecipientScreen/RecipientScreen';
export { RecipientForm } from './RecipientScreen/RecipientForm';
export type { RecipientFormProps } from './RecipientScreen/RecipientForm';
export { CheckoutScreen } from './CheckoutScreen/CheckoutScreen';
export type { CheckoutScreenProps } from './CheckoutScreen/CheckoutScreen';
export { TransactionResultScreen } from './TransactionResultScreen/TransactionResultScreen';
export type { TransactionResultScreenProps } from './TransactionResultScreen/TransactionResultScreen';
export { MaintenanceScreen } from './MaintenanceScreen/MaintenanceScreen';
export type { MaintenanceScreenProps } from './MaintenanceScreen/MaintenanceScreen';
export { ErrorScreen } from './ErrorScreen/ErrorScreen';
export type { ErrorScreenProps } from './ErrorScreen/ErrorScreen';
export { NotAvailableScreen } from './NotAvailableScreen/NotAvailableScreen';
export type { NotAvailableScreenProps } from './NotAvailableScreen/NotAvailableScreen';

// Registry entries on their own, so that an element bundles only its screens
export {
  checkoutEntry,
  checkoutTransactionEntry,
  discoveryEntry,
  giftEntry,
  giftRecipientEntry,
  purchaseEntry,
  transferRecipientEntry,
} from './registry/registry';

// The package pages' data: a screen of your own on the same rules
export { useProductPackages } from '../hooks/useProductPackages';
export type { PackageProduct, ProductPackagesState } from '../hooks/useProductPackages';
export { useStartCheckout } from '../hooks/useStartCheckout';
export type { StartCheckout } from '../hooks/useStartCheckout';
export { useTransactionStatus } from '../hooks/useTransactionStatus';
export type { TransactionStatus, TransactionStatusState } from '../hooks/useTransactionStatus';
export { useBoosterCampaign } from '../hooks/useBoosterCampaign';
