// One SDK instance per set of service addresses, shared by every element on the page: one
// sign-in, one query cache, one context. Nothing is created until an element connects.
import { createAvios } from '@avios/sdk';
import type { AviosInstance } from '@avios/react';
import type { ServiceConfig } from './config';
import { serviceKey } from './config';

const instances = new Map<string, AviosInstance>();

/**
 * The Auth0 client's token worker, a file beside the element bundles (build.mjs copies it to
 * dist/auth0-worker.js): built from a blob, it would need `worker-src blob:` in a partner's
 * policy (docs/elements.md "Content Security Policy"). The name is a variable so the bundler
 * leaves the address to the page (a literal would be inlined as a data: URL).
 */
const WORKER_FILE = 'auth0-worker.js';
function auth0WorkerUrl(): string | undefined {
  try {
    // this module is in a bundle in dist/ (avios-purchase.js) or in a chunk of the loader's
    // in dist/chunks/; the worker is one file in dist/
    const here = new URL(import.meta.url);
    const inChunks = /\/chunks\/[^/]*$/.test(here.pathname);
    return new URL(`${inChunks ? '../' : ''}${WORKER_FILE}`, here).href;
  } catch {
    return undefined;
  }
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
    avios = createAvios({
      api: { baseUrl: config.apiUrl, path: config.apiPath },
      auth: {
        domain: config.idpDomain,
        clientIds: config.clientIds,
        audience: config.audience,
        redirectUri: config.redirectUri,
        // a widget signs in in a popup by default: the partner's page stays where it is
        loginMode: config.loginMode,
        ...(auth0WorkerUrl() ? { workerUrl: auth0WorkerUrl() } : {}),
        navigate: navigatePage,
      },
      content: {
        host: config.contentHost,
        space: config.contentSpace,
        environment: config.contentEnvironment,
        accessToken: config.contentToken,
      },
      payments: { baseUrl: config.paymentsUrl },
    }) as AviosInstance;
    instances.set(key, avios);
  }
  return avios;
}
