// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config';
import { startErrorReporting } from './reporting';
import type { EarlyFailure } from './reporting';

const client = vi.hoisted(() => ({
  loaded: 0,
  send: vi.fn(),
  startReportingClient: vi.fn(),
}));
vi.mock('./reportingClient', () => {
  client.loaded += 1;
  return { startReportingClient: client.startReportingClient };
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const report = { code: 'missing_transaction', severity: 'error', message: 'm' } as const;

describe('startErrorReporting', () => {
  it('without a DSN does nothing and loads nothing', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    expect(startErrorReporting(undefined)).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listen).not.toHaveBeenCalled();
    expect(client.loaded).toBe(0);
  });

  it('keeps reports and uncaught errors until the client loads after first paint', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idle = task;
      return 1;
    });
    client.startReportingClient.mockReturnValue(client.send);
    const remove = vi.spyOn(window, 'removeEventListener');
    const reporting = startErrorReporting('http://public@localhost:4014/1');
    reporting?.onErrorReport(report);
    const uncaught = new Error('early boom');
    window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'early boom' }));
    expect(client.startReportingClient).not.toHaveBeenCalled();

    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(idle).toBeDefined());
    idle?.();
    await vi.waitFor(() => expect(client.startReportingClient).toHaveBeenCalledOnce());
    expect(client.startReportingClient).toHaveBeenCalledWith({
      dsn: 'http://public@localhost:4014/1',
      early: [
        { type: 'report', report },
        { type: 'uncaught', error: uncaught, mechanism: 'onerror' },
      ] satisfies EarlyFailure[],
    });

    // from now on reports go straight to the client, and its own handlers see errors
    reporting?.onErrorReport(report);
    expect(client.send).toHaveBeenCalledWith(report);
    expect(remove).toHaveBeenCalledWith('error', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('unhandledrejection', expect.any(Function));
  });
});

describe('VITE_ERROR_REPORTING_DSN', () => {
  it.each([
    [undefined, undefined],
    ['  ', undefined],
    ['http://public@localhost:4014/1', 'http://public@localhost:4014/1'],
    [' https://key@o1.ingest.sentry.io/22 ', 'https://key@o1.ingest.sentry.io/22'],
    ['https://o1.ingest.sentry.io/22', undefined], // no public key
    ['https://key@o1.ingest.sentry.io/', undefined], // no project
    ['javascript://key@x/1', undefined],
    ['not a dsn', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(readConfig({ VITE_ERROR_REPORTING_DSN: value }).errorReportingDsn).toBe(expected);
  });
});
