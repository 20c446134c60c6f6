// Every avios-* tag and the properties it observes (each one a kebab-case attribute, all
// strings), from the element table (src/elements.ts). The loader (src/loader.ts) registers
// every tag from this without loading any screen.
import { PROPS_BY_KIND } from '../elements';
import type { ELEMENTS } from '../elements';
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

/** Every avios-* tag, in the table's order. */
export type AviosTag = (typeof ELEMENTS)[number]['tag'];

/** The row of element `Tag`. */
export type ElementRowOf<Tag extends AviosTag> = Extract<(typeof ELEMENTS)[number], { tag: Tag }>;

/** What element `Tag` observes: the configuration, and its own properties. */
export type ObservedProperty<Tag extends AviosTag> =
  (typeof CONFIG_KEYS)[number] | ElementRowOf<Tag>['props'][number];

/** Tag -> its observed properties: the configuration's, then its own. */
export const ELEMENT_PROPS = Object.fromEntries(
  Object.entries(PROPS_BY_KIND).map(([kind, own]) => [`avios-${kind}`, [...CONFIG_KEYS, ...own]]),
) as unknown as { readonly [Tag in AviosTag]: readonly ObservedProperty<Tag>[] };
