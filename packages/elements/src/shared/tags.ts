// Every avios-* tag and the properties it observes (each one a kebab-case attribute, all
// strings). The loader (src/loader.ts) registers every tag from this table without loading
// any screen, so this module imports types only.
import type { AviosBoosterProps } from '../avios-booster/AviosBooster';
import type { AviosCheckoutProps } from '../avios-checkout/AviosCheckout';
import type { AviosDiscoveryProps } from '../avios-discovery/AviosDiscovery';
import type { AviosGiftProps } from '../avios-gift/AviosGift';
import type { AviosPurchaseProps } from '../avios-purchase/AviosPurchase';
import type { AviosSubscribeProps } from '../avios-subscribe/AviosSubscribe';
import type { AviosTransferProps } from '../avios-transfer/AviosTransfer';
import type { ElementConfigProps } from './config';

/** The configuration properties every element takes (config.ts `ElementConfigProps`). */
export const CONFIG_KEYS = [
  'environment',
  'partner',
  'language',
  'market',
  'apiUrl',
  'apiPath',
  'idpDomain',
  'clientId',
  'audience',
  'redirectUri',
  'contentHost',
  'contentSpace',
  'contentEnvironment',
  'contentToken',
  'payments',
  'paymentsUrl',
  'adyenClientKey',
  'adyenEnvironment',
  'adyenSrc',
  'adyenIntegrity',
  'adyenCss',
  'adyenCssIntegrity',
  'checkout',
  'checkoutUrl',
  'assetPath',
  'cookiePrefix',
  'persist',
  'basePath',
  'loginMode',
] as const satisfies readonly (keyof ElementConfigProps)[];

// every key of ElementConfigProps is listed (a missing one fails the type check here)
type Missing = Exclude<keyof ElementConfigProps, (typeof CONFIG_KEYS)[number]>;
const everyConfigKey: Missing extends never ? true : Missing = true;
void everyConfigKey;

/** `apiUrl` -> `api-url`. */
export const attributeName = (property: string): string =>
  property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Keys<Props> = readonly Exclude<keyof Props, 'container'>[];

/** Tag -> its observed properties. */
export const ELEMENT_PROPS = {
  'avios-purchase': [
    ...CONFIG_KEYS,
    'currency',
    'sizes',
    'order',
  ] satisfies Keys<AviosPurchaseProps>,
  'avios-gift': CONFIG_KEYS satisfies Keys<AviosGiftProps>,
  'avios-transfer': CONFIG_KEYS satisfies Keys<AviosTransferProps>,
  'avios-booster': CONFIG_KEYS satisfies Keys<AviosBoosterProps>,
  'avios-subscribe': CONFIG_KEYS satisfies Keys<AviosSubscribeProps>,
  'avios-checkout': [...CONFIG_KEYS, 'transactionId'] satisfies Keys<AviosCheckoutProps>,
  'avios-discovery': CONFIG_KEYS satisfies Keys<AviosDiscoveryProps>,
} as const;

export type AviosTag = keyof typeof ELEMENT_PROPS;
