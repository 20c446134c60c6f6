// How an element starts its first screen, said once for its first render (ElementRoot) and for
// the render before it (the renderer's `prepare`): the context from its attributes, the SDK's
// init (the session check), and the first screen's reads in the query cache under the keys its
// hooks read (@avios/react prefetchFirstScreen). All of it is idempotent per instance.
//
// When the loader already holds every answer the first screen reads (earlyAnswers.ts), the
// element waits for them to be checked and cached before its first render, which then shows
// the priced packages at once: one render, no skeleton pass between. Answers the loader asked
// for and still awaits are given a moment (FIRST_READS_GRACE_MS): a skeleton drawn and replaced
// within it would only delay the priced render. Past it, the element renders and its skeleton
// shows until the answers arrive.
import { prefetchFirstScreen } from '@avios/react';
import { holdIdleWork } from '@avios/sdk';
import type { AviosInstance } from '@avios/react';
import { aviosFor } from './aviosRegistry';
import { contextWanted, definedOf, resolveConfig } from './config';
import type { ContextWanted } from './contextAttributes';
import { applyContext } from './contextAttributes';
import { firstReadsProgress } from './earlyStore';
import { pageLocation, parsePath, routeFromPage, screenFor } from './elementRoutes';
import type { ElementRoute } from './elementRoutes';
import type { ElementRootProps } from './ElementRoot';
import { pageConfig } from './pageConfig';

/**
 * Applies the element's context, starts the SDK's init and the first screen's reads of
 * `route`. The promise settles (never rejects) once every read has its answer or failure.
 */
export function startFirstScreen(
  avios: AviosInstance,
  wanted: ContextWanted,
  props: Pick<ElementRootProps, 'kind' | 'screens'>,
  route: ElementRoute,
): Promise<void> {
  const partnerChanged = applyContext(avios.context, wanted);
  avios.init().catch((error: unknown) => console.warn('[avios/elements] init failed', error));
  // an instance another element started checked the session for the partner it had
  if (partnerChanged) void avios.session.init();
  const first = screenFor(props.kind, route.pathname);
  const entry = first && props.screens[first.screen];
  if (!entry) return Promise.resolve();
  const reads = prefetchFirstScreen(avios, entry, 'alone');
  // what is fetched for later waits until the first screen has its answers
  holdIdleWork(reads);
  return reads;
}

/** The route an element opens on: the page address's `avios-path`, else its start path. */
export function openingRoute(props: Pick<ElementRootProps, 'kind' | 'startPath'>): ElementRoute {
  return routeFromPage(props.kind, pageLocation().search) ?? parsePath(props.startPath);
}

/** How long an element waits for first answers its loader asked for before it draws a skeleton. */
const FIRST_READS_GRACE_MS = 250;

/**
 * For the renderer, before an element's first render: when its loader asked for every read
 * of its first screen, starts the screen at once (its reads join the answers on their way)
 * and returns the promise of their being cached, given at most FIRST_READS_GRACE_MS when
 * some answers are still on their way; otherwise `undefined`, and the element renders now.
 */
export function prepareFirstRender(props: ElementRootProps): Promise<void> | undefined {
  const host = props.container instanceof ShadowRoot ? props.container.host : props.container;
  const reads = firstReadsProgress(host);
  if (reads === 'none') return undefined;
  const page = pageConfig();
  const resolved = resolveConfig(props, page);
  if (!resolved.ok) return undefined;
  const wanted = contextWanted({ ...page, ...definedOf(props) });
  const cached = startFirstScreen(aviosFor(resolved.config), wanted, props, openingRoute(props));
  if (reads === 'answered') return cached;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // too late: render now (the skeleton); the screen's reads go on joining the answers
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_READS_GRACE_MS);
  });
  return Promise.race([cached, late]).finally(() => clearTimeout(timer));
}
