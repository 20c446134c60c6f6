import type * as Sentry from '@sentry/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureReport, reportingOptions, startReportingClient } from './reportingClient';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  addIntegration: vi.fn(),
  makeFetchTransport: vi.fn(),
  captureMessage: vi.fn(),
  captureException: vi.fn(),
}));
vi.mock('@sentry/browser', async (original) => ({
  ...(await original<typeof Sentry>()),
  ...sentry,
}));
// the replay chunk needs a browser; here it only has to be asked for
vi.mock('./reportingReplay', () => ({ replay: () => ({ name: 'Replay' }) }));

beforeEach(() => vi.clearAllMocks());

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJJQjEwMDAwMDEifQ.c2ln';

describe('reportingOptions', () => {
  it('follows spec §9: every error, 10 % of sessions replayed, no personal data', () => {
    expect(reportingOptions('http://public@localhost:4014/1')).toMatchObject({
      dsn: 'http://public@localhost:4014/1',
      sampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
        stackFrameVariables: false,
      },
    });
  });

  it('scrubs in beforeSend, beforeBreadcrumb and every envelope the transport sends', async () => {
    const options = reportingOptions('http://public@localhost:4014/1');
    const event = { message: 'boom IB1000001', user: { id: 'IB1000001' } };
    expect(options.beforeSend?.({ ...event, type: undefined }, {})).toEqual({
      message: 'boom [member]',
      type: undefined,
    });
    expect(options.beforeBreadcrumb?.({ message: `Bearer ${JWT}` })).toEqual({
      message: '[token]',
    });

    const send = vi.fn(async () => ({}));
    sentry.makeFetchTransport.mockReturnValue({ send, flush: vi.fn() });
    const transport = options.transport?.({
      url: 'http://localhost:4014/api/1/envelope/',
    } as never);
    const envelope = [{}, [[{ type: 'replay_event' }, { urls: ['/?code=abc123'] }]]];
    await transport?.send(envelope as never);
    expect(send).toHaveBeenCalledWith([
      {},
      [[{ type: 'replay_event' }, { urls: ['/?code=[redacted]'] }]],
    ]);
  });
});

describe('captureReport', () => {
  it('sends an SDK report as a message with its level and the code as a tag', () => {
    captureReport({
      code: 'checkout_create_failed',
      severity: 'error',
      scope: 'page',
      status: 500,
      message: 'The transaction could not be created',
    });
    expect(sentry.captureMessage).toHaveBeenCalledWith('The transaction could not be created', {
      level: 'error',
      tags: { code: 'checkout_create_failed', scope: 'page', status: '500' },
      fingerprint: ['avios-sdk', 'checkout_create_failed'],
    });
  });
});

describe('startReportingClient', () => {
  it('starts the client, then sends what failed before it, then asks for replay', async () => {
    const boom = new Error('boom');
    const send = startReportingClient({
      dsn: 'http://public@localhost:4014/1',
      early: [
        {
          type: 'report',
          report: { code: 'missing_transaction', severity: 'error', message: 'm' },
        },
        { type: 'uncaught', error: boom, mechanism: 'onunhandledrejection' },
      ],
    });
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'http://public@localhost:4014/1' }),
    );
    expect(sentry.captureMessage).toHaveBeenCalledWith(
      'm',
      expect.objectContaining({ level: 'error' }),
    );
    expect(sentry.captureException).toHaveBeenCalledWith(boom, {
      mechanism: { handled: false, type: 'onunhandledrejection' },
    });
    expect(send).toBe(captureReport);
    await vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledWith({ name: 'Replay' }));
  });
});
