// The page's one configuration of every avios-* element: `configure({...})` from script, or
// one `<avios-config>` element in the markup (a host that renders markup, such as a React or
// Vue app, can render it too). An element's own attributes still win (config.ts
// `resolveConfig`). The store lives on `globalThis` under a registered symbol, so every
// bundle on the page (avios-purchase.js beside avios-gift.js) reads the same configuration.
import type { PaymentProvider } from '@avios/sdk';
import type { ElementConfigProps, PageConfiguration } from './config';
import { CONFIG_KEYS, attributeName } from './tags';

type ConfigKey = (typeof CONFIG_KEYS)[number];

interface PageConfigStore {
  configured: ElementConfigProps;
  /** `configure({ payments: provider })`. */
  provider?: PaymentProvider;
  /** `setAssetPath(url)`: kept apart from `configure()`, which replaces the rest. */
  assetPath?: string;
  version: number;
  listeners: Set<() => void>;
}

const STORE = Symbol.for('avios.elements.pageConfig');
const KEYS: readonly ConfigKey[] = CONFIG_KEYS;

function store(): PageConfigStore {
  const holder = globalThis as unknown as Record<symbol, PageConfigStore | undefined>;
  holder[STORE] ??= { configured: {}, version: 0, listeners: new Set() };
  return holder[STORE];
}

function changed(): void {
  const current = store();
  current.version += 1;
  for (const listener of [...current.listeners]) listener();
}

/** What `configure()` takes: the attributes' property names, and a payment provider. */
export type AviosConfiguration = Omit<ElementConfigProps, 'payments'> & {
  /**
   * `'adyen'` or `'sandbox'` (as the `payments` attribute), or a payment provider of your own
   * building: `createAdyenPayments({ clientKey, environment })` from `@avios/sdk`, Adyen Web
   * then coming from your own install (docs/payments.md "In an element").
   */
  payments?: string | PaymentProvider;
};

const isProvider = (value: unknown): value is PaymentProvider =>
  typeof value === 'object' &&
  value !== null &&
  ((value as PaymentProvider).kind === 'drop-in' ||
    (value as PaymentProvider).kind === 'card-form');

/**
 * Configures every avios-* element on the page, those already there and those to come:
 * `configure({ environment: 'sandbox' })`, or the addresses of your services. Values are
 * the element attributes' property names (`apiUrl` for `api-url`); an element's own
 * attributes win. Calling it again replaces the configuration.
 */
export function configure(config: AviosConfiguration): void {
  const next: ElementConfigProps = {};
  for (const key of KEYS) {
    const value = config[key];
    if (typeof value === 'string' && value.trim()) next[key] = value.trim();
  }
  const { payments } = config;
  if (payments !== undefined && typeof payments !== 'string' && !isProvider(payments)) {
    throw new TypeError(
      "configure({ payments }): expected 'adyen', 'sandbox' or a payment provider such as createAdyenPayments({...})",
    );
  }
  const current = store();
  current.configured = next;
  current.provider = isProvider(payments) ? payments : undefined;
  changed();
}

/**
 * Where the package's own files are served (`auth0-worker.js`), for a host that copies
 * `@avios/elements/dist` to its own server instead of letting its bundler emit them; the
 * same as `<avios-config asset-path="…">`. `undefined` goes back to the bundle's own address.
 */
export function setAssetPath(url: string | undefined): void {
  const trimmed = url?.trim();
  store().assetPath = trimmed ? trimmed : undefined;
  changed();
}

/** The attributes of the page's first `<avios-config>`, as properties. */
function configElementValues(): ElementConfigProps {
  if (typeof document === 'undefined') return {};
  const element = document.querySelector('avios-config');
  if (!element) return {};
  const values: ElementConfigProps = {};
  for (const key of KEYS) {
    const value = element.getAttribute(attributeName(key))?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/** The page's configuration: `configure()` over `<avios-config>`, `setAssetPath()` over both. */
export function pageConfig(): PageConfiguration {
  const { configured, provider, assetPath } = store();
  return {
    ...configElementValues(),
    ...configured,
    ...(assetPath ? { assetPath } : {}),
    ...(provider ? { paymentProvider: provider } : {}),
  };
}

/** Calls `listener` when the page's configuration may have changed. */
export function onPageConfigChange(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes with every change of the page's configuration. */
export function pageConfigVersion(): number {
  return store().version;
}

/** `<avios-config>` as a page sees it: its attributes are the configuration. */
export type AviosConfigElement = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    'avios-config': AviosConfigElement;
  }
}

/**
 * `<avios-config>`: renders nothing; its attributes (`environment`, `api-url`, …, the same
 * names as on every element) configure every avios-* element on the page.
 */
export function defineConfigElement(): void {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return;
  if (customElements.get('avios-config')) return;
  class AviosConfigElement extends HTMLElement {
    static observedAttributes = KEYS.map(attributeName);
    connectedCallback() {
      this.hidden = true;
      changed();
    }
    disconnectedCallback() {
      changed();
    }
    attributeChangedCallback() {
      changed();
    }
  }
  customElements.define('avios-config', AviosConfigElement);
}
