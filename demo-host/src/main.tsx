import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAvios } from '@avios/sdk';
import auth0WorkerUrl from '@auth0/auth0-spa-js/dist/auth0-spa-js.worker.production.js?url';
import { App } from './App';
import './page.css';
import { readConfig, redirectUri } from './config';
import { createPathNavigator } from './hostNavigation';
import { startErrorReporting } from './reporting';
import { guardAddress } from './routing/addressGuard';
import { routerPathFor } from './routing/basePath';
import { localeOf } from './routing/locale';

const config = readConfig(import.meta.env);

// spec §2 address rules that may leave the router's base path run before it starts.
const guard = guardAddress(window.location, config);
if (guard.type === 'reload') {
  window.location.replace(guard.url);
} else {
  if (guard.type === 'replace') window.history.replaceState(window.history.state, '', guard.url);
  start();
}

function start() {
  const pathNavigator = createPathNavigator(config.basePath);
  // spec §9: only with a DSN; the client itself loads after first paint
  const reporting = startErrorReporting(config.errorReportingDsn);
  const avios = createAvios({
    api: { baseUrl: config.apiUrl, path: config.apiPath, timeoutMs: config.httpTimeoutMs },
    // the own-origin backend-for-frontend under the shop's base path (vite.config.ts proxy)
    ownApi: { path: `${config.basePath}/api` },
    auth: {
      domain: config.idpDomain,
      clientIds: config.clientIds,
      audience: config.audience,
      redirectUri: redirectUri(window.location.origin, config.basePath),
      cacheLocation: config.authCache,
      // the token worker as a file of the shop, not a blob: (a strict worker-src)
      workerUrl: auth0WorkerUrl,
      loginMode: config.loginMode,
      navigate: (path, opts) => pathNavigator.navigate(path, opts),
    },
    content: {
      host: config.contentHost,
      insecure: config.contentInsecure,
      space: config.contentSpace,
      environment: config.contentEnvironment,
      accessToken: config.contentToken,
    },
    payments: { baseUrl: config.paymentsUrl },
    pollIntervalMs: config.pollIntervalMs,
    onErrorReport: reporting?.onErrorReport,
  });

  // spec §2: a locale in the address (`/en-GB/purchase`) is the language of the very first
  // request; left to the router, the first content and price calls went out in the cookie's
  // language and again in the address's (20 requests instead of 13)
  const routerPath = routerPathFor(window.location.pathname, config.basePath);
  const locale = routerPath === null ? undefined : localeOf(routerPath);
  if (locale) {
    avios.context.init();
    avios.context.setLanguage(locale);
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('The demo host needs <div id="root"> in index.html.');
  // Evaluating the bundle and the first render are each a long task on a slow phone; a task
  // boundary between them lets the browser handle input in between (Lighthouse's total
  // blocking time counts each task's part over 50 ms, so one long task costs more than two).
  setTimeout(() => {
    createRoot(root).render(
      <StrictMode>
        <App avios={avios} config={config} pathNavigator={pathNavigator} />
      </StrictMode>,
    );
  }, 0);
}
