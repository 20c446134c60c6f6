// spec §9 error reporting, with the report's code (reporting.ts: the scrubbing rules, the
// report's shape) fetched when the browser is first idle after `init()`, or by the first
// error dispatched, never with the first render. The store itself works at once: `dispatch`
// stores and returns the error as before; the report follows once the code is in. Reports
// of errors dispatched before then wait for it, in the order they were dispatched, and are
// never lost: a download that failed is tried again by the next dispatch.
import type { LaterModule } from '../later';
import type { ActiveError, ErrorStore } from './errorStore';
import type { ErrorReportHandler, reportError } from './reporting';

/** What the fetched module must give: the report of one dispatched error. */
interface ReportingModule {
  reportError: typeof reportError;
}

/** The store that reports, and the warm-up that fetches its code. */
export interface ErrorReporting {
  errors: ErrorStore;
  /**
   * Fetches the reporting code now (the browser is idle) and reports what waits for it. A
   * failed download keeps the waiting reports for the next dispatch.
   */
  warm(): void;
}

/**
 * The same store, whose `dispatch` also reports each reportable error once, through
 * `onErrorReport` (whatever it throws is ignored). Without a handler, the store itself, and
 * the reporting code is never fetched.
 */
export function withErrorReporting(
  store: ErrorStore,
  onErrorReport: ErrorReportHandler | undefined,
  reporting: LaterModule<ReportingModule>,
): ErrorReporting {
  if (!onErrorReport) return { errors: store, warm: () => undefined };
  /** Dispatched errors not reported yet, oldest first; one stays here while it is reported. */
  const queued: ActiveError[] = [];
  const flush = (module: ReportingModule) => {
    // an error dispatched by the handler itself joins the end of the queue, after this one
    while (queued.length > 0) {
      module.reportError(queued[0]!, onErrorReport);
      queued.shift();
    }
  };
  const load = () => void reporting.load().then(flush, () => undefined);
  return {
    errors: {
      ...store,
      dispatch(errorOrCode, options) {
        const active = store.dispatch(errorOrCode, options);
        if (!active) return active;
        const module = reporting.current();
        if (module && queued.length === 0) {
          module.reportError(active, onErrorReport);
          return active;
        }
        queued.push(active);
        load();
        return active;
      },
    },
    warm: load,
  };
}
