import { Fragment, useEffect, useMemo } from 'react';
import {
  AviosErrorBoundary,
  AviosProvider,
  AviosStyles,
  ErrorScreen,
  Layout,
  MAIN_ID,
  SCREENS,
} from '@avios/react';
import type { AviosInstance } from '@avios/react';
import type { DemoConfig } from './config';
import { createHostNavigation } from './hostNavigation';
import type { createPathNavigator } from './hostNavigation';
import { routerPathFor } from './routing/basePath';
import { Navigate, ShopRouter, useLocation, useNavigate } from './routing/router';
import { LocaleSync } from './LocaleSync';
import { MaintenanceRedirect } from './MaintenanceRedirect';
import { ExternalCheckoutHandOff } from './ExternalCheckoutHandOff';
import { useShopRoute } from './routing/useShopRoute';
import { useActivePartner, useContextReady } from './useActivePartner';

export interface AppProps {
  avios: AviosInstance;
  config: DemoConfig;
  pathNavigator: ReturnType<typeof createPathNavigator>;
}

/** The whole shop: its router under the configured base path, one catch-all route. */
export function App(props: AppProps) {
  return (
    <ShopRouter basename={props.config.basePath}>
      <Shop {...props} />
    </ShopRouter>
  );
}

function Shop({ avios, config, pathNavigator }: AppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const partner = useActivePartner(avios);
  const match = useShopRoute(config.basePath, partner);
  const screen = match.type === 'screen' ? match : undefined;

  useEffect(() => pathNavigator.attach(navigate), [pathNavigator, navigate]);

  const navigation = useMemo(
    () =>
      createHostNavigation({
        basePath: config.basePath,
        location,
        screenPath: screen?.path ?? location.pathname,
        locale: screen?.locale,
        navigate,
      }),
    [config.basePath, location, screen?.path, screen?.locale, navigate],
  );

  return (
    <AviosProvider avios={avios} navigation={navigation}>
      {/* a constructable stylesheet: the shop's policy has style-src 'self' only */}
      <AviosStyles adopt />
      <LocaleSync locale={screen?.locale} />
      <MaintenanceRedirect />
      {/* spec §2 generic error screen: a page of its own (no layout), its one main landmark */}
      <AviosErrorBoundary
        // spec §9: what broke a screen reaches error reporting as an uncaught error would
        // (the standard reportError: the reporting client's own handlers see it)
        onError={(error) => globalThis.reportError?.(error)}
        fallback={(reset) => (
          <main id={MAIN_ID}>
            <ErrorScreen onReset={reset} />
          </main>
        )}
      >
        {/* spec §2 /external layout: a partner's hosted checkout hand-off (docs/payments.md) */}
        <ExternalCheckoutHandOff match={match} search={location.search}>
          {/* spec §2: every address goes through the SDK's route table */}
          <RouteScreen avios={avios} config={config} />
        </ExternalCheckoutHandOff>
      </AviosErrorBoundary>
    </AviosProvider>
  );
}

function RouteScreen({ avios, config }: { avios: AviosInstance; config: DemoConfig }) {
  const match = useShopRoute(config.basePath, useActivePartner(avios));
  const contextReady = useContextReady(avios);

  // spec §2: scroll to the top when the page changes.
  const key = match.type === 'screen' ? `${match.screen}:${match.path}` : '';
  useEffect(() => {
    if (key) window.scrollTo(0, 0);
  }, [key]);

  if (match.type === 'redirect') {
    const inApp = match.external ? null : routerPathFor(match.target, config.basePath);
    // the partner's site depends on the partner: decided only once the context is read
    // (before, the build's default partner would send a BA member to the IB site first)
    if (inApp === null) return contextReady ? <LeaveApp to={match.target} /> : null;
    return <Navigate to={inApp} replace={match.replace} />;
  }
  const { frame, render } = SCREENS[match.screen];
  const home = `${config.basePath}${match.locale ? `/${match.locale}` : ''}` || '/';
  const content = render({
    params: match.params,
    layout: match.layout,
    reloadHome: () => window.location.assign(home),
  });
  if (frame === 'alone') return content === null ? null : <main id={MAIN_ID}>{content}</main>;
  // One <Layout> element for every page, so the header and footer stay mounted; the screen
  // starts afresh on another path (another transaction id), not on another query.
  return (
    <Layout page={match.screen} variant={match.layout}>
      <Fragment key={match.path}>{content}</Fragment>
    </Layout>
  );
}

/** A redirect to another site (spec §2 resources on the partner's site). */
function LeaveApp({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}
