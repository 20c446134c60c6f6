// The error reports stand-in as a browser's Sentry client sees it: envelopes at the ingest
// route (plain, gzip, with a compressed replay recording), CORS for the shop, and the
// control routes tests read and clear.
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReportsServer, parseEnvelope } from './server';
import type { ReportsServer, StoredEnvelope } from './server';

const SHOP = 'http://localhost:4173';
let server: ReportsServer;
beforeAll(async () => {
  server = await createReportsServer({ port: 0, origins: [SHOP], limit: 3 });
});
afterAll(() => server.close());
beforeEach(() => server.clear());

const event = {
  event_id: '0123456789abcdef0123456789abcdef',
  level: 'error',
  exception: { values: [{ type: 'Error', value: 'boom' }] },
};
/** What @sentry/browser sends for one error: envelope header, item header, event. */
const errorEnvelope = [
  JSON.stringify({ event_id: event.event_id, sent_at: '2025-01-01T00:00:00.000Z' }),
  JSON.stringify({ type: 'event' }),
  JSON.stringify(event),
].join('\n');

const post = (body: BodyInit, headers: Record<string, string> = {}, path = '/api/1/envelope/') =>
  fetch(`${server.url}${path}?sentry_key=public&sentry_version=7`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SHOP, ...headers },
    body,
  });

const reports = async () =>
  (await (await fetch(`${server.url}/__sandbox/reports`)).json()) as StoredEnvelope[];

describe('the ingest route', () => {
  it('takes an envelope as the browser client sends it and answers with the event id', async () => {
    const res = await post(errorEnvelope);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(await res.json()).toEqual({ id: event.event_id });
    const [stored] = await reports();
    expect(stored).toMatchObject({
      projectId: '1',
      publicKey: 'public',
      header: { event_id: event.event_id },
      items: [{ header: { type: 'event' }, payload: event }],
    });
    expect(stored?.text).toContain('"value":"boom"');
  });

  it('reads a gzip body, the auth header, and items with a length', async () => {
    const replay = Buffer.concat([
      Buffer.from('{"segment_id":0}\n'),
      deflateSync('[{"type":4,"data":{"href":"http://localhost:4173/"}}]'),
    ]);
    const body = Buffer.concat([
      Buffer.from('{"event_id":"r1"}\n'),
      Buffer.from(`{"type":"replay_event"}\n{"replay_id":"r1"}\n`),
      Buffer.from(`{"type":"replay_recording","length":${replay.length}}\n`),
      replay,
    ]);
    const res = await post(new Uint8Array(gzipSync(body)), {
      'Content-Encoding': 'gzip',
      'X-Sentry-Auth': 'Sentry sentry_version=7, sentry_key=other',
    });
    expect(res.status).toBe(200);
    const [stored] = await reports();
    expect(stored?.items.map((item) => item.header.type)).toEqual([
      'replay_event',
      'replay_recording',
    ]);
    expect(stored?.items[1]?.payload).toBe(
      '{"segment_id":0}\n[{"type":4,"data":{"href":"http://localhost:4173/"}}]',
    );
    expect(stored?.text).toContain('"href":"http://localhost:4173/"');
  });

  it('answers 400 to what is not an envelope, and stores nothing', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post('{"event_id":"x"}\n{"type":"event","length":99}\n{}')).status).toBe(400);
    expect(await reports()).toEqual([]);
  });

  it('keeps the newest envelopes up to its limit', async () => {
    for (const n of [1, 2, 3, 4]) await post(`{"event_id":"e${n}"}\n{"type":"event"}\n{}`);
    expect((await reports()).map((r) => r.header.event_id)).toEqual(['e2', 'e3', 'e4']);
  });

  it('allows only the configured origins', async () => {
    const res = await post(errorEnvelope, { Origin: 'http://evil.test' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the control routes', () => {
  it('DELETE /__sandbox/reports forgets every envelope', async () => {
    await post(errorEnvelope);
    const res = await fetch(`${server.url}/__sandbox/reports`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await reports()).toEqual([]);
  });
});

describe('parseEnvelope', () => {
  it('reads an item without a length up to the next newline, and blank lines between', () => {
    const parsed = parseEnvelope(Buffer.from('{}\n{"type":"event"}\n{"a":1}\n\n{"type":"x"}\n'));
    expect(parsed.items).toEqual([
      { header: { type: 'event' }, payload: { a: 1 } },
      { header: { type: 'x' }, payload: '' },
    ]);
  });
});
