// Public API of @avios/elements: the element classes (each registered by its define.ts, so
// importing this registers every tag), event detail types and constants. The package root
// (src/all.ts, dist/avios-elements.js) is this module; `@avios/elements/avios-purchase.js` one
// tag. Each element of src/elements.ts has its class and props type here (elements.test.ts).
export { AviosPurchaseElement } from './avios-purchase/define';
export { AviosGiftElement } from './avios-gift/define';
export { AviosTransferElement } from './avios-transfer/define';
export { AviosBoosterElement } from './avios-booster/define';
export { AviosSubscribeElement } from './avios-subscribe/define';
export { AviosCheckoutElement } from './avios-checkout/define';
export { AviosDiscoveryElement } from './avios-discovery/define';
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
