import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAvios } from '@avios/sdk';
import { formatPoints, resolveRoute } from '@avios/sdk/rules';
import type { RouteMatch } from '@avios/sdk/rules';
import {
  AviosStyles,
  SCREENS,
  firstScreenContent,
  prefetchContent,
  prefetchFirstScreenAnswers,
} from '@avios/react';
// the token worker is a file the shop serves (its URL), not the sign-in library's code
// eslint-disable-next-line no-restricted-imports
import auth0WorkerUrl from '@auth0/auth0-spa-js/dist/auth0-spa-js.worker.production.js?url';
import { App } from './App';
import './page.css';
import { readConfig, redirectUri } from './config';
import { applyExternalContext } from './externalCheckout';
import { createPathNavigator } from './hostNavigation';
import { startErrorReporting } from './reporting';
import { guardAddress } from './routing/addressGuard';
import { addressForRouteTable, routerPathFor } from './routing/basePath';
import { localeOf } from './routing/locale';
import { runInTasks } from './tasks';
import type { Step } from './tasks';

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

  const root = document.getElementById('root');
  if (!root) throw new Error('The demo host needs <div id="root"> in index.html.');
  const reactRoot = createRoot(root);
  // One task each (src/tasks.ts): reading the context and the session, each content request
  // of the first screen, parsing the screens' stylesheet, the first render.
  runInTasks([
    () => startContext(avios),
    () => firstContent(avios),
    // <AviosStyles adopt /> alone: the document adopts the screens' one stylesheet (~30 KB of
    // CSS to parse), which the shop's <AviosStyles adopt /> then finds adopted
    () => reactRoot.render(<AviosStyles adopt />),
    () => {
      reactRoot.render(
        <StrictMode>
          <App avios={avios} config={config} pathNavigator={pathNavigator} />
        </StrictMode>,
      );
      // after the first paint and the screens' first effects (which send their API calls)
      requestAnimationFrame(() => setTimeout(() => warmNumberFormat(avios), 0));
    },
  ]);
}

/**
 * The first number formatter of a page sets up the browser's number formatting (~20 ms on a
 * fast machine, 4x that on a slow phone, whatever the locale and currency; the next ones take
 * under 1 ms). The package pages paid it in the render of their prices; built here, while
 * the page waits for the prices, that render is shorter (docs/demo-host.md "Performance").
 */
function warmNumberFormat(avios: ReturnType<typeof createAvios>) {
  const match = firstMatch(avios);
  // the screens whose first render shows prices (the package pages: their entry's `prices`)
  if (match?.type === 'screen' && SCREENS[match.screen].prices) {
    formatPoints(0, avios.context.current().language);
  }
}

/**
 * Before the first render rather than in <AviosProvider>'s effect (which joins what started
 * here): the context (cookies, read synchronously) and the session check. The first render
 * then already has the partner, the language and, for a visitor with no session, the
 * anonymous state.
 */
function startContext(avios: ReturnType<typeof createAvios>) {
  avios.context.init();
  const routerPath = routerPathFor(window.location.pathname, config.basePath);
  // a partner's hosted checkout hand-off names the member's partner and market
  applyExternalContext(avios.context, routerPath, window.location.search);
  // spec §2: a locale in the address (`/en-GB/purchase`) is the language of the very first
  // request; left to the router, the first content and price calls went out in the cookie's
  // language and again in the address's (20 requests instead of 13)
  const locale = routerPath === null ? undefined : localeOf(routerPath);
  if (locale) avios.context.setLanguage(locale);
  avios.init().catch((error: unknown) => console.warn('[demo-host] init failed', error));
}

/** What the route table says the page's address is; `undefined` outside the base path. */
function firstMatch(avios: ReturnType<typeof createAvios>): RouteMatch | undefined {
  const routerPath = routerPathFor(window.location.pathname, config.basePath);
  if (routerPath === null) return undefined;
  const { search, hash } = window.location;
  return resolveRoute(
    addressForRouteTable({ pathname: routerPath, search, hash }, config.basePath),
    { basePath: config.basePath, partner: avios.context.current().partner },
  );
}

/**
 * The first screen's requests, one task each, on their way while the first render runs
 * (@avios/react prefetchFirstScreen, shared with the elements): its content, then the
 * products and prices a package page shows a visitor once the session check has answered.
 */
function firstContent(avios: ReturnType<typeof createAvios>): Step[] {
  const match = firstMatch(avios);
  if (match?.type !== 'screen') return [];
  const entry = SCREENS[match.screen];
  const reads = firstScreenContent(entry, avios.context.current().partner);
  return [
    ...reads.map((read) => () => void prefetchContent(avios, read)),
    () => void prefetchFirstScreenAnswers(avios, entry),
  ];
}
