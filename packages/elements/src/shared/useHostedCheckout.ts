// The hook ElementRoot calls for `checkout="hosted"` (hostedCheckout.ts). Only this much is
// in every element's first script: the hand-off and its view are an on-demand chunk, fetched
// when an element with `checkout="hosted"` first renders (long before the member continues),
// so an inline checkout never downloads it.
import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { AviosInstance } from '@avios/react';
import { pageHrefFor, parsePath, screenFor } from './elementRoutes';
import type { ElementKind, ElementRoute, ElementScreen } from './elementRoutes';
import type * as HostedCheckoutView from './hostedCheckoutView';
import type { CheckoutConfig } from './paymentConfig';

type HostedModule = typeof HostedCheckoutView;

export interface HostedCheckoutHook {
  /** True when `to` was taken over and the page is leaving (see hostedCheckout.ts). */
  intercept(to: string): boolean;
  /** The screen of `screen`, with the hand-off in front of it where it applies. */
  wrap(screen: ElementScreen, node: ReactNode): ReactNode;
}

/** The hand-off of an element with `checkout="hosted"`; `undefined` for an inline checkout. */
export function useHostedCheckout(
  checkout: CheckoutConfig,
  avios: AviosInstance,
  kind: ElementKind,
  setRoute: (route: ElementRoute) => void,
  startPath: string,
): HostedCheckoutHook | undefined {
  const url = checkout.mode === 'hosted' ? checkout.url : undefined;
  const [loaded, setLoaded] = useState<HostedModule | undefined>(undefined);
  useEffect(() => {
    if (!url || loaded) return;
    let live = true;
    import('./hostedCheckoutView').then(
      (module) => live && setLoaded(module),
      (error: unknown) => console.warn('[avios/elements] the hosted checkout did not load', error),
    );
    return () => {
      live = false;
    };
  }, [url, loaded]);
  const startRef = useRef(startPath);
  startRef.current = startPath;
  const hosted = useMemo(
    () =>
      url && loaded && typeof window !== 'undefined'
        ? loaded.createElementHostedCheckout({
            checkoutUrl: url,
            avios,
            kind,
            setRoute,
            startPath: () => startRef.current,
            routes: { pageHrefFor, parsePath, screenFor },
          })
        : undefined,
    [url, loaded, avios, kind, setRoute],
  );
  useEffect(() => () => hosted?.dispose(), [hosted]);
  return useMemo(() => {
    if (!url) return undefined;
    return {
      intercept: (to) => hosted?.intercept(to) ?? false,
      wrap: (screen, node) => {
        // until the hand-off is in, the checkout route shows nothing: never a payment form
        if (!hosted || !loaded) return screen.screen === 'checkout' ? null : node;
        return createElement(loaded.HostedCheckoutFrame, { hosted, screen, children: node });
      },
    };
  }, [url, hosted, loaded]);
}
