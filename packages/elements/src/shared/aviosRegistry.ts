// One SDK instance per set of service addresses, shared by every element on the page: one
// sign-in, one query cache, one context. Nothing is created until an element connects.
import { createAvios } from '@avios/sdk';
import { createDocumentCookieJar, createMemoryCookieJar } from '@avios/sdk/context';
import type { CookieJar } from '@avios/sdk';
import type { AviosInstance } from '@avios/react';
import type { ServiceConfig } from './config';
import { serviceKey } from './config';
import { earlyFetch } from './earlyStore';
import { paymentsFor } from './elementPayments';

const instances = new Map<string, AviosInstance>();

/**
 * The Auth0 client's token worker, `auth0-worker.js` beside the bundles in dist/: a file, not
 * a `blob:` (which a partner's policy would have to allow as `worker-src blob:`). The build
 * writes this module's marker as `new URL("./auth0-worker.js", import.meta.url)` (or
 * `"../auth0-worker.js"` in a chunk of dist/chunks/), the form Vite, webpack and Rollup
 * follow, so a host that bundles the package has its bundler emit the file
 * (build.mjs `workerUrlPlugin`). A host serving the files itself names their folder
 * (`setAssetPath`, `asset-path`). Unbuilt (tests) there is no file: Auth0's own blob.
 */
const WORKER_FILE = 'auth0-worker.js';
function auth0WorkerUrl(assetPath: string | undefined): string | undefined {
  try {
    if (assetPath) return new URL(WORKER_FILE, new URL(assetPath, document.baseURI)).href;
    // written inline, and skipped by this package's own build (build.mjs rewrites it)
    const bundled = new URL(/* @vite-ignore */ '__avios_auth0_worker__', import.meta.url).href;
    // unbuilt, the marker is still there: no file to point at
    return bundled.endsWith('_worker__') ? undefined : bundled;
  } catch {
    return undefined;
  }
}

/** The context cookies: prefixed on the partner's domain, or none at all (`persist="none"`). */
function cookiesFor(config: ServiceConfig): CookieJar {
  return config.persist === 'none'
    ? createMemoryCookieJar()
    : createDocumentCookieJar({ prefix: config.cookiePrefix });
}

const pageListeners = new Set<() => void>();

/** Elements re-read their route from the page address when the SDK changed it. */
export function onPageAddressChange(listener: () => void): () => void {
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
}

/**
 * The session restores the sign-in return path with replace navigation (spec §4). On a
 * plain page that means rewriting the address (the return path is this page with
 * `avios-path`) and telling the elements; a path on another page is a real navigation.
 */
function navigatePage(path: string): void {
  if (typeof window === 'undefined') return;
  const target = new URL(path, window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname) {
    const href = `${target.pathname}${target.search}${target.hash}`;
    window.history.replaceState(window.history.state, '', href);
    for (const listener of [...pageListeners]) listener();
  } else {
    window.location.replace(target.href);
  }
}

/** The shared instance for `config`, created on first use. */
export function aviosFor(config: ServiceConfig): AviosInstance {
  const key = serviceKey(config);
  let avios = instances.get(key);
  if (!avios) {
    const workerUrl = auth0WorkerUrl(config.assetPath);
    avios = createAvios({
      // a request the loader already sent is answered from it (earlyAnswers.ts)
      api: { baseUrl: config.apiUrl, path: config.apiPath, fetch: earlyFetch },
      auth: {
        domain: config.idpDomain,
        clientIds: config.clientIds,
        audience: config.audience,
        redirectUri: config.redirectUri,
        // a widget signs in in a popup by default: the partner's page stays where it is
        loginMode: config.loginMode,
        ...(workerUrl ? { workerUrl } : {}),
        // Auth0's session marker once, without its pre-SameSite `_legacy_` copy
        legacySameSiteCookie: false,
        navigate: navigatePage,
      },
      cookies: cookiesFor(config),
      content: {
        host: config.contentHost,
        space: config.contentSpace,
        environment: config.contentEnvironment,
        accessToken: config.contentToken,
        fetch: earlyFetch,
      },
      payments: paymentsFor(config.payments),
    }) as AviosInstance;
    instances.set(key, avios);
  }
  return avios;
}
