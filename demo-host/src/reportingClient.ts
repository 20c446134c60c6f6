// The error-reporting client (spec §9: every error reported, 10 % of sessions replayed), in
// its own chunk that only loads when a DSN is configured (./reporting.ts). Every event,
// breadcrumb and envelope passes through ./reportingScrub.ts before it leaves
// (docs/security.md "Error reports").
import {
  addIntegration,
  captureException,
  captureMessage,
  init,
  makeFetchTransport,
} from '@sentry/browser';
import type { BrowserOptions, SeverityLevel } from '@sentry/browser';
import { ERROR_SAMPLE_RATE, SESSION_REPLAY_RATE } from '@avios/sdk/rules';
import type { ErrorReport, ErrorSeverity } from '@avios/sdk';
import type { EarlyFailure } from './reporting';
import { scrubBreadcrumb, scrubEnvelope, scrubEvent } from './reportingScrub';

const LEVELS: Record<ErrorSeverity, SeverityLevel> = {
  error: 'error',
  warning: 'warning',
  info: 'info',
};

/** An SDK report as a Sentry event: its scrubbed message, the level, the code as a tag. */
export function captureReport(report: ErrorReport): void {
  captureMessage(report.message, {
    level: LEVELS[report.severity],
    tags: {
      code: report.code,
      ...(report.scope ? { scope: report.scope } : {}),
      ...(report.status !== undefined ? { status: String(report.status) } : {}),
    },
    // one issue per catalogue code, whatever the message
    fingerprint: ['avios-sdk', report.code],
  });
}

/** The client's options: spec §9 rates, no personal data, everything scrubbed. */
export function reportingOptions(dsn: string): BrowserOptions {
  return {
    dsn,
    // spec §9: error reporting sample rate 100 %, session replay 10 %
    sampleRate: ERROR_SAMPLE_RATE / 100,
    replaysSessionSampleRate: SESSION_REPLAY_RATE / 100,
    // no replay kept for errors outside those 10 %: buffering for it would record every
    // session on every member's phone, for replays the spec does not ask for
    replaysOnErrorSampleRate: 0,
    // Sentry 11's `sendDefaultPii: false`: no user fields, and the ingest may not infer the
    // IP address; no cookies, headers, bodies, query strings or local variables collected
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    // the one way out: replay events and recordings skip beforeSend, so every envelope is
    // scrubbed here as well
    transport: (transportOptions) => {
      const transport = makeFetchTransport(transportOptions);
      return { ...transport, send: (envelope) => transport.send(scrubEnvelope(envelope)) };
    },
  };
}

export interface ReportingClientOptions {
  dsn: string;
  /** What failed before the client loaded (./reporting.ts), sent first. */
  early: EarlyFailure[];
}

/**
 * Starts the Sentry client; sends what failed before it loaded, and answers the function
 * that sends each later SDK report. Its default integrations report uncaught errors and
 * unhandled rejections from here on. Session replay loads in a chunk of its own.
 */
export function startReportingClient(options: ReportingClientOptions): (r: ErrorReport) => void {
  init(reportingOptions(options.dsn));
  for (const failure of options.early) {
    if (failure.type === 'report') captureReport(failure.report);
    else
      captureException(failure.error, { mechanism: { handled: false, type: failure.mechanism } });
  }
  void import('./reportingReplay')
    .then(({ replay }) => addIntegration(replay()))
    .catch(() => {
      // without replay the reports still go
    });
  return captureReport;
}
