// Adyen Web's Drop-in for `payments="adyen"` (an on-demand chunk: fetched when the payment
// step first needs it, never with the first render). Adyen Web itself is the page's: its
// browser build from `adyen-src` (Adyen's CDN copy, checked against `adyen-integrity`), else
// the module `@adyen/adyen-web` as the page's import map names it. The package does not
// bundle it (build.mjs aliases it away): a host with a bundler passes its own install
// through `configure({ payments: createAdyenPayments(...) })` instead.
import { createAdyenPayments } from '@avios/sdk';
import type { AdyenPayments } from '@avios/sdk/payments';
import type { AdyenPaymentsOptions } from '@avios/sdk';
import type { AdyenPaymentsConfig } from './paymentConfig';

/** The module `@adyen/adyen-web` (v6), as the adapter takes it. */
type AdyenWebModule = Awaited<ReturnType<NonNullable<AdyenPaymentsOptions['loadAdyen']>>>;

declare global {
  interface Window {
    /** What Adyen Web's browser build (`adyen.js`) defines. */
    AdyenWeb?: AdyenWebModule;
  }
}

/** A script or stylesheet added once per address, however many elements ask. */
const added = new Map<string, Promise<void>>();

/** A loading error with the name Adyen gives one, so the adapter reads it as a load failure. */
function scriptError(message: string): Error {
  const error = new Error(message);
  error.name = 'SCRIPT_ERROR';
  return error;
}

function addToHead(
  key: string,
  make: () => HTMLScriptElement | HTMLLinkElement,
  what: string,
): Promise<void> {
  let loading = added.get(key);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const node = make();
      node.crossOrigin = 'anonymous';
      node.addEventListener('load', () => resolve());
      node.addEventListener('error', () => {
        added.delete(key);
        node.remove();
        reject(scriptError(`${what} could not be loaded (or its integrity did not match)`));
      });
      document.head.append(node);
    });
    added.set(key, loading);
  }
  return loading;
}

function addScript(src: string, integrity: string | undefined): Promise<void> {
  return addToHead(
    `script ${src}`,
    () => {
      const script = document.createElement('script');
      script.src = src;
      if (integrity) script.integrity = integrity;
      return script;
    },
    `Adyen Web (${src})`,
  );
}

function addStylesheet(href: string, integrity: string | undefined): Promise<void> {
  return addToHead(
    `style ${href}`,
    () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      if (integrity) link.integrity = integrity;
      return link;
    },
    `Adyen Web's stylesheet (${href})`,
  );
}

/** Adyen Web as the page provides it. */
async function loadAdyenWeb(config: AdyenPaymentsConfig): Promise<AdyenWebModule> {
  // the stylesheet is not waited for: Drop-in works unstyled while it arrives
  if (config.css) addStylesheet(config.css, config.cssIntegrity).catch(() => undefined);
  if (config.src) {
    await addScript(config.src, config.integrity);
    if (!window.AdyenWeb) throw scriptError(`${config.src} did not define window.AdyenWeb`);
    return window.AdyenWeb;
  }
  // a name the browser resolves through the page's import map; a variable, so that no
  // bundler tries to resolve it
  const specifier = '@adyen/adyen-web';
  return (await import(/* @vite-ignore */ specifier)) as AdyenWebModule;
}

/** The SDK's Adyen adapter over the page's Adyen Web. */
export function adyenPayments(config: AdyenPaymentsConfig): AdyenPayments {
  return createAdyenPayments({
    clientKey: config.clientKey,
    environment: config.environment,
    loadAdyen: () => loadAdyenWeb(config),
  });
}
