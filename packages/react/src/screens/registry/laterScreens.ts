// Entry of the chunk of screens loaded on demand (onDemand.tsx): the screens neither the
// home page nor a product page's first render needs. Bundlers that split dynamic imports
// (Vite, Rollup, rolldown) make this one chunk, fetched when one of them first renders.
export { BoosterCampaignScreen } from '../BoosterScreen/BoosterCampaignScreen';
export { BoosterScreen } from '../BoosterScreen/BoosterScreen';
export { CheckoutScreen } from '../CheckoutScreen/CheckoutScreen';
export { MaintenanceScreen } from '../MaintenanceScreen/MaintenanceScreen';
export { RecipientScreen } from '../RecipientScreen/RecipientScreen';
export { TransactionResultScreen } from '../TransactionResultScreen/TransactionResultScreen';
export { TransferScreen } from '../TransferScreen/TransferScreen';
export { ContactScreen } from '../SubscriptionScreen/ContactScreen';
export { RefundScreen } from '../SubscriptionScreen/RefundScreen';
export { SubscribeScreen } from '../SubscriptionScreen/SubscribeScreen';
export { SubscriptionAreaScreen } from '../SubscriptionScreen/SubscriptionAreaScreen';
