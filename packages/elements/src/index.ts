// Public API of @avios/elements for bundler users. Importing it registers nothing: import
// `@avios/elements/avios-purchase` (or `/all`) for that, or call customElements.define
// yourself with the classes below.
export { AviosPurchaseElement } from './avios-purchase/avios-purchase';
export { AviosCheckoutElement } from './avios-checkout/avios-checkout';
export { AviosDiscoveryElement } from './avios-discovery/avios-discovery';
export type { AviosPurchaseProps } from './avios-purchase/AviosPurchase';
export type { AviosCheckoutProps } from './avios-checkout/AviosCheckout';
export type { AviosDiscoveryProps } from './avios-discovery/AviosDiscovery';
export type { ElementConfigProps } from './shared/config';
export { SANDBOX_DEFAULTS } from './shared/config';
export { AVIOS_EVENTS } from './shared/events';
export type {
  AviosCheckoutCreateDetail,
  AviosErrorDetail,
  AviosEventDetails,
  AviosEventMap,
  AviosEventName,
  AviosNavigateDetail,
  AviosPackageSelectDetail,
  AviosReadyDetail,
  AviosSigninRequiredDetail,
  AviosTransactionFinishDetail,
} from './shared/events';
export { PARTS } from './shared/parts';
export { ROUTE_PARAM } from './shared/elementRoutes';
