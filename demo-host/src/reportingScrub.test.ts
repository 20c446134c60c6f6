import type { Breadcrumb, ErrorEvent, Event } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubDeep, scrubEnvelope, scrubEvent } from './reportingScrub';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJJQjEwMDAwMDEifQ.c2ln';
const SECRETS = ['IB1000001', 'lucia.fernandez@example.com', 'eyJ', 'Bearer', 'abc123', 'Lucía'];

/** An error event as the browser client builds it, with every leak it could carry. */
const hostileEvent: ErrorEvent = {
  type: undefined,
  event_id: '0123456789abcdef0123456789abcdef',
  message: `failed for IB1000001 with Bearer ${JWT}`,
  exception: {
    values: [
      {
        type: 'Error',
        value: 'boom for IB1000001 lucia.fernandez@example.com',
        stacktrace: { frames: [{ filename: 'http://localhost:4173/assets/index.js', lineno: 1 }] },
      },
    ],
  },
  request: {
    url: 'http://localhost:4173/?code=abc123&state=def',
    query_string: 'code=abc123&state=def',
    headers: { Authorization: `Bearer ${JWT}`, 'User-Agent': 'x', Referer: 'http://x/?code=1' },
    cookies: { session: 'abc123' },
    data: { email: 'lucia.fernandez@example.com' },
  },
  user: { id: 'IB1000001', email: 'lucia.fernandez@example.com', username: 'Lucía' },
  breadcrumbs: [
    {
      category: 'navigation',
      data: { from: '/?code=abc123&state=def', to: '/' },
    },
    { category: 'fetch', data: { url: `http://localhost:4010/x?access_token=${JWT}` } },
  ],
  extra: { __serialized__: { token: JWT, member: 'IB1000001' } },
  tags: { code: 'checkout_create_failed' },
  sdkProcessingMetadata: { internal: 'kept' },
};

describe('scrubEvent', () => {
  it('leaves no token, member number, email, OAuth code or user in the event', () => {
    const scrubbed = scrubEvent(hostileEvent);
    const { sdkProcessingMetadata: _internal, ...sent } = scrubbed;
    const text = JSON.stringify(sent);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.request).toEqual({
      url: 'http://localhost:4173/?code=[redacted]&state=[redacted]',
      query_string: 'code=[redacted]&state=[redacted]',
    });
  });

  it('keeps what a developer needs: the error, where it was thrown, the code tag', () => {
    const scrubbed = scrubEvent(hostileEvent);
    expect(scrubbed.exception?.values?.[0]).toMatchObject({
      type: 'Error',
      value: 'boom for [member] [email]',
      stacktrace: { frames: [{ filename: 'http://localhost:4173/assets/index.js', lineno: 1 }] },
    });
    expect(scrubbed.tags).toEqual({ code: 'checkout_create_failed' });
    expect(scrubbed.event_id).toBe(hostileEvent.event_id);
    expect(scrubbed.sdkProcessingMetadata).toEqual({ internal: 'kept' });
  });

  it('does not change the event it is given', () => {
    const copy = structuredClone(hostileEvent);
    scrubEvent(hostileEvent);
    expect(hostileEvent).toEqual(copy);
  });

  it('scrubs a replay event too (its URLs)', () => {
    const replayEvent: Event = {
      type: 'replay_event',
      urls: ['http://localhost:4173/?code=abc123&state=def'],
    } as Event;
    expect(JSON.stringify(scrubEvent(replayEvent))).not.toContain('abc123');
  });
});

describe('scrubBreadcrumb', () => {
  it.each<[string, Breadcrumb, Breadcrumb]>([
    [
      'a console line keeps its scrubbed text only',
      {
        category: 'console',
        level: 'warning',
        message: '[avios] failed IB1000001',
        data: { arguments: [{ token: JWT }], logger: 'console' },
      },
      { category: 'console', level: 'warning', message: '[avios] failed [member]' },
    ],
    [
      'a request keeps its address without secrets',
      {
        category: 'fetch',
        type: 'http',
        data: {
          method: 'GET',
          url: `/products/gift/prices?targetFfpNumber=BA2000003`,
          status_code: 200,
        },
      },
      {
        category: 'fetch',
        type: 'http',
        data: {
          method: 'GET',
          url: '/products/gift/prices?targetFfpNumber=[redacted]',
          status_code: 200,
        },
      },
    ],
  ])('%s', (_name, breadcrumb, expected) => {
    expect(scrubBreadcrumb(breadcrumb)).toEqual(expected);
  });
});

describe('scrubDeep', () => {
  it('turns anything that is not plain data into its type name', () => {
    const error = new Error(`secret ${JWT}`);
    expect(scrubDeep({ error, list: [new Map([['a', JWT]])] })).toEqual({
      error: '[Error]',
      list: ['[Map]'],
    });
  });

  it('cuts a branch deeper than a replay snapshot can be', () => {
    let deep: unknown = 'IB1000001';
    for (let i = 0; i < 300; i += 1) deep = [deep];
    expect(JSON.stringify(scrubDeep(deep))).not.toContain('IB1000001');
  });
});

describe('scrubEnvelope', () => {
  type Envelope = Parameters<typeof scrubEnvelope>[0];

  it('scrubs every item: events, sessions, replay events and recordings', () => {
    const recording = `{"segment_id":0}\n${JSON.stringify([
      { type: 4, data: { href: 'http://localhost:4173/?code=abc123&state=def' } },
      { type: 2, data: { node: { attributes: { href: '/x?email=lucia.fernandez@example.com' } } } },
    ])}`;
    const envelope = [
      { event_id: 'e1', dsn: 'https://key@o1.ingest.sentry.io/2' },
      [
        [{ type: 'event' }, hostileEvent],
        [{ type: 'session' }, { sid: 's1', attrs: { release: 'IB1000001' } }],
        [
          { type: 'replay_event' },
          { type: 'replay_event', urls: ['/?code=abc123'], user: { id: 'x' } },
        ],
        [{ type: 'replay_recording', length: recording.length }, recording],
      ],
    ] as unknown as Envelope;
    const [header, items] = scrubEnvelope(envelope);
    expect(header).toEqual({ event_id: 'e1', dsn: 'https://key@o1.ingest.sentry.io/2' });
    expect(items.map(([item]) => item.type)).toEqual([
      'event',
      'session',
      'replay_event',
      'replay_recording',
    ]);
    const text = JSON.stringify(items);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(items[2]?.[1]).toEqual({ type: 'replay_event', urls: ['/?code=[redacted]'] });
    const [recordingHeader, scrubbed] = items[3] ?? [];
    expect(scrubbed).toMatch(/^\{"segment_id":0\}\n\[/);
    expect(recordingHeader).toEqual({
      type: 'replay_recording',
      length: new TextEncoder().encode(scrubbed as string).length,
    });
  });

  it('drops what it cannot read: bytes, and a recording that is not JSON', () => {
    const envelope = [
      {},
      [
        [{ type: 'replay_recording' }, new Uint8Array([1, 2, 3])],
        [{ type: 'replay_recording' }, '{"segment_id":0}\nnot json IB1000001'],
        [{ type: 'attachment' }, 'note for IB1000001'],
      ],
    ] as unknown as Envelope;
    expect(scrubEnvelope(envelope)[1]).toEqual([[{ type: 'attachment' }, 'note for [member]']]);
  });
});
