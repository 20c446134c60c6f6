import { useCallback, useEffect, useMemo } from 'react';
import {
  AviosErrorBoundary,
  AviosPage,
  AviosProvider,
  AviosRoute,
  AviosStyles,
  MAIN_ID,
  SCREENS,
} from '@avios/react';
import { ErrorScreen } from '@avios/react/screens';
import type { AviosInstance } from '@avios/react';
import type { DemoConfig } from './config';
import { createHostNavigation } from './hostNavigation';
import type { createPathNavigator } from './hostNavigation';
import { routerPathFor } from './routing/basePath';
import { ShopRouter, useLocation, useNavigate } from './routing/router';
import { LocaleSync } from './LocaleSync';
import { ExternalCheckoutHandOff } from './ExternalCheckoutHandOff';
import { useShopRoute } from './routing/useShopRoute';
import { useActivePartner } from './useActivePartner';

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
  // a redirect target is a full path under the base path; the router adds the base path again
  const redirect = useCallback(
    (target: string, opts: { replace: boolean }) => {
      const inApp = routerPathFor(target, config.basePath);
      if (inApp === null) window.location.replace(target);
      else navigate(inApp, opts);
    },
    [config.basePath, navigate],
  );

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
          <AviosRoute screens={SCREENS} page={AviosPage} match={match} redirect={redirect} />
        </ExternalCheckoutHandOff>
      </AviosErrorBoundary>
    </AviosProvider>
  );
}
