// spec §9 error reporting, the part in the first bundle: with a DSN configured, it keeps
// what fails before the reporting client is there, and loads that client once the page has
// painted and gone idle, so reporting never slows the first screen. Without a DSN it does
// nothing and nothing else loads (docs/demo-host.md "Error reporting").
import type { ErrorReport } from '@avios/sdk';

/** What happened before the client loaded: SDK reports and uncaught errors, in order. */
export type EarlyFailure =
  | { type: 'report'; report: ErrorReport }
  | { type: 'uncaught'; error: unknown; mechanism: 'onerror' | 'onunhandledrejection' };

export interface ErrorReporting {
  /** For `createAvios({ onErrorReport })`. */
  onErrorReport(report: ErrorReport): void;
}

/** Enough to see what broke the start; a page failing in a loop must not grow memory. */
const MAX_EARLY = 20;

/** Runs `task` after the load event, when the main thread is idle (or 2 s later at most). */
function afterFirstPaint(task: () => void): void {
  // Safari has no requestIdleCallback
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : window.setTimeout(task, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts error reporting when `dsn` is set: returns the SDK hook, and loads the reporting
 * client (`./reportingClient`, its own chunk) after first paint. Returns `undefined` without
 * a DSN.
 */
export function startErrorReporting(dsn: string | undefined): ErrorReporting | undefined {
  if (!dsn) return undefined;
  const early: EarlyFailure[] = [];
  const keep = (failure: EarlyFailure) => {
    if (early.length < MAX_EARLY) early.push(failure);
  };
  let send: ((report: ErrorReport) => void) | undefined;

  // Uncaught errors before the client installs its own handlers are kept and sent by it.
  const onError = (event: ErrorEvent) =>
    keep({ type: 'uncaught', error: event.error ?? event.message, mechanism: 'onerror' });
  const onRejection = (event: PromiseRejectionEvent) =>
    keep({ type: 'uncaught', error: event.reason, mechanism: 'onunhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  const stopKeeping = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };

  afterFirstPaint(() => {
    import('./reportingClient')
      .then(({ startReportingClient }) => {
        // the client's own handlers take over in the same task: nothing is missed or doubled
        stopKeeping();
        send = startReportingClient({ dsn, early: early.splice(0) });
      })
      .catch((error: unknown) => {
        // a failed chunk load (offline, a new deployment) costs the reports, never the shop
        stopKeeping();
        early.length = 0;
        console.warn('[demo-host] error reporting did not start', error);
      });
  });

  return {
    onErrorReport(report) {
      if (send) send(report);
      else keep({ type: 'report', report });
    },
  };
}
