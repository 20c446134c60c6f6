// Public API of @avios/elements: the element classes, event detail types and constants.
// This module registers nothing; the package root (src/all.ts, dist/avios-elements.js)
// registers every tag and re-exports all of this, `@avios/elements/avios-purchase.js` one tag.
export { AviosPurchaseElement } from './avios-purchase/avios-purchase';
export { AviosGiftElement } from './avios-gift/avios-gift';
export { AviosTransferElement } from './avios-transfer/avios-transfer';
export { AviosBoosterElement } from './avios-booster/avios-booster';
export { AviosSubscribeElement } from './avios-subscribe/avios-subscribe';
export { AviosCheckoutElement } from './avios-checkout/avios-checkout';
export { AviosDiscoveryElement } from './avios-discovery/avios-discovery';
export type { AviosPurchaseProps } from './avios-purchase/AviosPurchase';
export type { AviosGiftProps } from './avios-gift/AviosGift';
export type { AviosTransferProps } from './avios-transfer/AviosTransfer';
export type { AviosBoosterProps } from './avios-booster/AviosBooster';
export type { AviosSubscribeProps } from './avios-subscribe/AviosSubscribe';
export type { AviosCheckoutProps } from './avios-checkout/AviosCheckout';
export type { AviosDiscoveryProps } from './avios-discovery/AviosDiscovery';
export type { ElementConfigProps } from './shared/config';
export { ENVIRONMENTS, SANDBOX_DEFAULTS } from './shared/config';
export type { EnvironmentName } from './shared/config';
export { configure, setAssetPath } from './shared/pageConfig';
export type { AviosConfiguration } from './shared/pageConfig';
export { AVIOS_EVENTS, ELEMENT_ERROR_CODES } from './shared/events';
export type {
  AviosCheckoutCreateDetail,
  AviosSessionDetail,
  ElementErrorCode,
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
export type { AviosReadiness } from './shared/readiness';
export type {
  AttributeName,
  AviosAttributes,
  AviosElementEvents,
  AviosElements,
  AviosProperties,
  AviosTagName,
} from './shared/hostTypes';
