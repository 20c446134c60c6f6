// What a host framework's typings need to know of each element: its class, its properties
// (each one a kebab-case attribute, all strings) and the events it fires (the `@event` tags
// of its class). jsx.d.ts (React 18 and 19) and vue.d.ts (Vue 3) build on this one map, so
// every element is typed alike and a new property shows up in both.
import type { AviosBoosterElement } from '../avios-booster/avios-booster';
import type { AviosBoosterProps } from '../avios-booster/AviosBooster';
import type { AviosCheckoutElement } from '../avios-checkout/avios-checkout';
import type { AviosCheckoutProps } from '../avios-checkout/AviosCheckout';
import type { AviosDiscoveryElement } from '../avios-discovery/avios-discovery';
import type { AviosDiscoveryProps } from '../avios-discovery/AviosDiscovery';
import type { AviosGiftElement } from '../avios-gift/avios-gift';
import type { AviosGiftProps } from '../avios-gift/AviosGift';
import type { AviosPurchaseElement } from '../avios-purchase/avios-purchase';
import type { AviosPurchaseProps } from '../avios-purchase/AviosPurchase';
import type { AviosSubscribeElement } from '../avios-subscribe/avios-subscribe';
import type { AviosSubscribeProps } from '../avios-subscribe/AviosSubscribe';
import type { AviosTransferElement } from '../avios-transfer/avios-transfer';
import type { AviosTransferProps } from '../avios-transfer/AviosTransfer';
import type { ElementConfigProps } from './config';
import type { AviosEventMap } from './events';
import type { AviosConfigElement } from './pageConfig';

/** The events every element fires. */
type CommonEvents =
  'avios-ready' | 'avios-session' | 'avios-signin-required' | 'avios-error' | 'avios-navigate';
/** ...and those of an element that creates and pays transactions. */
type CheckoutEvents = CommonEvents | 'avios-checkout-create' | 'avios-transaction-finish';

/** Tag name -> the element's class, its properties and the events it fires. */
export interface AviosElements {
  'avios-purchase': {
    element: AviosPurchaseElement;
    props: AviosPurchaseProps;
    events: CheckoutEvents | 'avios-package-select';
  };
  'avios-gift': { element: AviosGiftElement; props: AviosGiftProps; events: CheckoutEvents };
  'avios-transfer': {
    element: AviosTransferElement;
    props: AviosTransferProps;
    events: CheckoutEvents;
  };
  'avios-booster': {
    element: AviosBoosterElement;
    props: AviosBoosterProps;
    events: CheckoutEvents;
  };
  'avios-subscribe': {
    element: AviosSubscribeElement;
    props: AviosSubscribeProps;
    events: CheckoutEvents;
  };
  'avios-checkout': {
    element: AviosCheckoutElement;
    props: AviosCheckoutProps;
    events: CheckoutEvents;
  };
  'avios-discovery': {
    element: AviosDiscoveryElement;
    props: AviosDiscoveryProps;
    events: CommonEvents;
  };
  /** Renders nothing; its attributes configure every element on the page (pageConfig.ts). */
  'avios-config': { element: AviosConfigElement; props: ElementConfigProps; events: never };
}

export type AviosTagName = keyof AviosElements;

/** `apiUrl` -> `api-url`: an attribute's name from its property's, as elementClass derives it. */
export type AttributeName<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${AttributeName<Tail>}`
  : S;

type ToAttributes<P> = {
  [
    K in keyof P as K extends 'container' ? never : K extends string ? AttributeName<K> : never
  ]: P[K];
};
type ToProperties<P> = { [K in keyof P as K extends 'container' ? never : K]: P[K] };

/** The attributes of element `Tag` (`api-url`, `transaction-id`, ...), all optional strings. */
export type AviosAttributes<Tag extends AviosTagName> = ToAttributes<AviosElements[Tag]['props']>;

/** The properties a host sets on element `Tag` (`apiUrl`, `transactionId`, ...). */
export type AviosProperties<Tag extends AviosTagName> = ToProperties<AviosElements[Tag]['props']>;

/** The events element `Tag` fires, by name. */
export type AviosElementEvents<Tag extends AviosTagName> = {
  [K in AviosElements[Tag]['events']]: AviosEventMap[K];
};
