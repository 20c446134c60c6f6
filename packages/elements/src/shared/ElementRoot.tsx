// What every element renders into its shadow root: the shared SDK instance, an in-element
// router, the stylesheet, and the screen for the current route. It also turns SDK state into
// the element's DOM events. No business rule lives here (house style: elements are wrappers).
import { Fragment, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { AviosErrorBoundary, AviosProvider, AviosRoute } from '@avios/react';
import { laterCss, onLaterCss } from '@avios/react/components';
import type { AviosInstance, AviosNavigation, AviosRouteProps, ScreenEntry } from '@avios/react';
import type { ScreenName } from '@avios/sdk/rules';
import { isErrorCode } from '@avios/sdk/errors';
import { aviosFor, onPageAddressChange } from './aviosRegistry';
import { contextWanted, definedOf, resolveConfig, serviceKey } from './config';
import type { ConfigProblem, ElementConfigProps, ServiceConfig } from './config';
import {
  externalHref,
  pageHrefFor,
  pageLocation,
  parsePath,
  routeFromPage,
  screenFor,
} from './elementRoutes';
import type { ElementKind, ElementRoute } from './elementRoutes';
import { useContextAttributes } from './contextAttributes';
import { openingRoute, startFirstScreen } from './firstScreen';
import { emit } from './events';
import { useHostedCheckout } from './useHostedCheckout';
import { instrumentForElement } from './instrument';
import { markReady } from './readiness';
import type { AviosReadiness } from './readiness';
import { adoptStyles, elementCss, styleNonce } from './styles';
import { onPageConfigChange, pageConfig, pageConfigVersion } from './pageConfig';

/**
 * The registry entries of the screens an element shows (its row's `screens` in
 * src/elements.ts), imported one by one so its bundle carries only those; entries that load
 * `later` arrive from the registry's on-demand chunk.
 */
export type ElementScreens = Partial<Record<ScreenName, ScreenEntry>>;

export interface ElementRootProps extends ElementConfigProps {
  /** The shadow root (or the element itself without shadow DOM), passed in by the element class (renderer.ts). */
  container?: ShadowRoot | HTMLElement;
  kind: ElementKind;
  /** The route the element opens on, e.g. `/purchase?currency=EUR`. */
  startPath: string;
  /** The screens of the routes this element shows, rendered by `<AviosRoute>`. */
  screens: ElementScreens;
  /** Props for every screen (the purchase element's selection callback). */
  screenProps?: AviosRouteProps['screenProps'];
}

function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | undefined {
  if (!container) return undefined;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/**
 * `avios-ready` once the context is ready and the session is known, once per element: the
 * element's `ready` promise resolves and `isReady` turns true just before (readiness.ts).
 */
function useReadyEvent(avios: AviosInstance, host: HTMLElement | undefined): void {
  useEffect(() => {
    if (!host) return;
    const check = () => {
      const context = avios.context.getSnapshot();
      const session = avios.session.getSnapshot();
      if (context.status !== 'ready' || session.status === 'loading') return;
      const detail = {
        partner: context.partner,
        language: context.language,
        market: context.market,
        signedIn: session.status === 'authenticated',
      };
      if (markReady(host, detail)) emit(host, 'avios-ready', detail);
    };
    const stopContext = avios.context.subscribe(check);
    const stopSession = avios.session.subscribe(check);
    check();
    return () => {
      stopContext();
      stopSession();
    };
  }, [avios, host]);
}

/**
 * `avios-session` when the member signs in or out after this element's `avios-ready`, which
 * carries the state at readiness: the state is compared with the last one the element told
 * (the `avios-ready` detail, then each `avios-session`), so neither repeats the other.
 */
function useSessionEvent(avios: AviosInstance, host: HTMLElement | undefined): void {
  useEffect(() => {
    if (!host) return;
    // readiness is per element and outlives this effect (a moved element, new addresses)
    let ready = (host as Partial<AviosReadiness>).isReady === true;
    let last: boolean | undefined;
    const onReady = (event: CustomEvent<{ signedIn: boolean }>) => {
      if (event.target !== host) return;
      ready = true;
      last = event.detail.signedIn;
    };
    const check = () => {
      const session = avios.session.getSnapshot();
      if (!ready || session.status === 'loading') return;
      const signedIn = session.status === 'authenticated';
      if (last !== undefined && signedIn !== last) {
        emit(host, 'avios-session', { signedIn, partner: avios.context.current().partner });
      }
      last = signedIn;
    };
    host.addEventListener('avios-ready', onReady);
    const stop = avios.session.subscribe(check);
    check();
    return () => {
      stop();
      host.removeEventListener('avios-ready', onReady);
    };
  }, [avios, host]);
}

/** `avios-error` for every error the error store starts showing. */
function useErrorEvents(avios: AviosInstance, host: HTMLElement | undefined): void {
  useEffect(() => {
    if (!host) return;
    const seen = new Set<number>();
    const check = () => {
      const snapshot = avios.errors.getSnapshot();
      for (const active of [snapshot.global, snapshot.page]) {
        if (!active || seen.has(active.id)) continue;
        seen.add(active.id);
        const message = active.error instanceof Error ? active.error.message : undefined;
        emit(host, 'avios-error', {
          // a code outside ErrorCode (a stray string dispatched) is what its entry says
          code: isErrorCode(active.code) ? active.code : active.entry.code,
          severity: active.entry.severity,
          scope: active.scope,
          ...(message ? { message } : {}),
        });
      }
    };
    check();
    return avios.errors.subscribe(check);
  }, [avios, host]);
}

/** `avios-checkout-create` and `avios-transaction-finish` from the SDK checkout's state. */
function useCheckoutEvents(
  avios: AviosInstance,
  host: HTMLElement | undefined,
  active: boolean,
): void {
  useEffect(() => {
    if (!host || !active) return;
    let previous = avios.checkout.getSnapshot();
    return avios.checkout.subscribe(() => {
      const next = avios.checkout.getSnapshot();
      const before = previous;
      previous = next;
      if (before.status === 'submitting' && 'productType' in next && next.productType) {
        const { transactionId, productType } = next;
        emit(host, 'avios-checkout-create', { transactionId, product: productType });
      }
      if (next.status === 'finished' && before.status !== 'finished') {
        const { status, errorCode } = next.outcome;
        emit(host, 'avios-transaction-finish', {
          transactionId: next.transactionId,
          status,
          ...(errorCode !== undefined ? { errorCode } : {}),
        });
      }
    });
  }, [avios, host, active]);
}

/**
 * The element's addresses from its attributes, the page's configuration and the named
 * environment (config.ts); without them it renders what is missing instead of a screen.
 */
export function ElementRoot(props: ElementRootProps) {
  // re-read when configure() is called or an <avios-config> changes
  useSyncExternalStore(onPageConfigChange, pageConfigVersion, pageConfigVersion);
  const page = pageConfig();
  const resolved = resolveConfig(props, page);
  if (!resolved.ok) return <ConfigMissing problem={resolved} host={hostOf(props.container)} />;
  return <ConfiguredRoot {...props} service={resolved.config} page={page} />;
}

/**
 * Said to the page's developer, not the member (there is no content service to word it):
 * in the element, on the console and as `avios-error` with code `configuration_missing`.
 */
function ConfigMissing({ problem, host }: { problem: ConfigProblem; host?: HTMLElement }) {
  useEffect(() => {
    console.error(problem.message);
    if (host) {
      emit(host, 'avios-error', {
        code: 'configuration_missing',
        severity: 'error',
        scope: 'global',
        message: problem.message,
      });
    }
  }, [problem.message, host]);
  return (
    <div part="base config-error" className="avios-element" role="alert">
      {problem.message}
    </div>
  );
}

function ConfiguredRoot(
  props: ElementRootProps & { service: ServiceConfig; page: ElementConfigProps },
) {
  const { container, kind, startPath, screens, screenProps, service } = props;
  const host = hostOf(container);
  const key = serviceKey(service);
  // one instance per set of addresses; `key` stands for `service`
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shared = useMemo(() => aviosFor(service), [key]);
  // the element's partner, language and market win over the page's
  const wanted = contextWanted({ ...props.page, ...definedOf(props) });

  const [route, setRoute] = useState<ElementRoute>(() => openingRoute(props));
  // On the first render of an instance the context is applied at once, the SDK's init
  // (session check) started and the first screen's content and visitor prices asked for
  // (@avios/react prefetchFirstScreen): they travel while this render runs, and the screen's
  // own reads join them (docs/react.md "Starting early"). All three are
  // idempotent; later changes of the attributes go through the effect.
  const started = useRef<AviosInstance | undefined>(undefined);
  if (started.current !== shared) {
    started.current = shared;
    void startFirstScreen(shared, wanted, props, route);
  }
  const routeRef = useRef(route);
  routeRef.current = route;
  const startRef = useRef(startPath);
  // a new start path reopens the start screen fresh: its own state (a filter it kept) goes too
  const [opening, setOpening] = useState(0);
  const reopen = () => {
    setOpening((n) => n + 1);
    setRoute(parsePath(startPath));
  };
  useEffect(() => {
    // a new start path (e.g. the `currency` attribute changed) reopens the start screen
    if (startRef.current === startPath) return;
    startRef.current = startPath;
    reopen();
    // `reopen` reads only `startPath`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startPath]);
  // spec §4: a partner the attributes changed reopens the start screen in its copy and prices
  useContextAttributes(shared, wanted, host, reopen);
  useEffect(
    // the sign-in return path (this page with `avios-path`) is restored after the callback
    () =>
      onPageAddressChange(() => {
        const next = routeFromPage(kind, pageLocation().search);
        if (next) setRoute(next);
      }),
    [kind],
  );

  // checkout="hosted": the shop's window pays; /checkout/{id} is handed off (hostedCheckout.ts)
  const hosted = useHostedCheckout(service.checkout, shared, kind, setRoute, startPath);
  const basePath = props.basePath?.trim() ?? '';
  const navigation = useMemo<AviosNavigation>(() => {
    const createHref = (to: string) =>
      screenFor(kind, to) ? pageHrefFor(to, pageLocation()) : externalHref(to, basePath);
    return {
      location: route,
      createHref,
      navigate(to, opts) {
        if (to.startsWith('?'))
          return setRoute({ pathname: routeRef.current.pathname, search: to });
        if (to.startsWith('#')) return;
        if (screenFor(kind, to)) {
          if (hosted?.intercept(to)) return;
          setRoute(parsePath(to));
          return;
        }
        const href = createHref(to);
        if (!host || !emit(host, 'avios-navigate', { path: to, href })) return;
        if (opts?.replace) window.location.replace(href);
        else window.location.assign(href);
      },
    };
  }, [route, kind, basePath, host, hosted]);

  const navigationRef = useRef(navigation);
  navigationRef.current = navigation;
  // stable per instance and host: the provider and every hook keyed on it must not restart
  // when the route changes
  const avios = useMemo(() => {
    if (!host) return shared;
    return instrumentForElement(shared, host, () => {
      const { pathname, search } = routeRef.current;
      return navigationRef.current.createHref?.(`${pathname}${search}`) ?? '/';
    });
  }, [shared, host]);

  const screen = screenFor(kind, route.pathname);
  useReadyEvent(shared, host);
  useSessionEvent(shared, host);
  useErrorEvents(shared, host);
  useCheckoutEvents(shared, host, kind !== 'discovery');
  // the one shared constructable stylesheet, adopted before the first paint (idempotent, so
  // safe in render); a <style> only where the browser cannot adopt one (styles.ts)
  // the first screens' rules in the partner's theme; the later rules join when they arrive
  useSyncExternalStore(onLaterCss, laterCss, laterCss);
  const { partner } = shared.context.current();
  const adopted = adoptStyles(container, partner);

  return (
    <AviosProvider avios={avios} navigation={navigation}>
      {adopted ? null : <style nonce={styleNonce(host)}>{elementCss(partner)}</style>}
      <div part="base" className="avios-element" data-element={kind}>
        <AviosErrorBoundary>
          {screen ? (
            <Fragment key={opening}>
              {/* the screen alone: no layout, scrolling or redirect; the page keeps its title */}
              <AviosRoute
                screens={screens}
                screenProps={screenProps}
                wrap={hosted ? (_, node) => hosted.wrap(screen, node) : undefined}
              />
            </Fragment>
          ) : null}
        </AviosErrorBoundary>
      </div>
    </AviosProvider>
  );
}
