// The error-reporting service's stand-in (docs/sandbox.md "Error reports"): it takes Sentry
// envelopes at the real ingest route, so the demo host's unmodified Sentry client reports
// here when its DSN is `http://public@localhost:4014/1`, and tests read what arrived.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { applyCors } from '../http/cors';
import { listen } from '../http/listen';
import type { Listening } from '../http/listen';
import { HttpError, createRouter, dispatch, sendEmpty, sendJson } from '../http/router';

export interface ReportsServerOptions {
  /** Port to listen on; `0` picks a free one. Defaults to `4014`. */
  port?: number;
  /** Browser origins allowed by CORS. */
  origins: string[];
  /** Envelopes kept, oldest dropped first. Defaults to `200`. */
  limit?: number;
}

interface EnvelopeItem {
  /** The item header, e.g. `{"type": "event"}` or `{"type": "replay_recording", "length": 90}`. */
  header: Record<string, unknown>;
  /** The payload: parsed JSON, or text (a replay recording, inflated when it was compressed). */
  payload: unknown;
}

export interface StoredEnvelope {
  projectId: string;
  /** The DSN's public key, from `?sentry_key=` or the `X-Sentry-Auth` header. */
  publicKey?: string;
  receivedAt: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole envelope as text, compressed parts inflated: what a test searches for secrets. */
  text: string;
}

export interface ReportsServer extends Listening {
  /** What arrived so far, oldest first. */
  envelopes(): StoredEnvelope[];
  clear(): void;
}

/** Sentry's ingest accepts envelopes of up to 20 MB (replay segments are the big ones). */
const MAX_BODY = 20 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, { detail: 'envelope exceeded size limits' });
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  const encoding = req.headers['content-encoding'];
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    throw new HttpError(400, { detail: 'invalid compression' });
  }
  return body;
}

function parseHeader(line: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line.toString('utf8'));
  } catch {
    throw new HttpError(400, { detail: 'invalid envelope header' });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, { detail: 'invalid envelope header' });
  }
  return value as Record<string, unknown>;
}

/** A replay recording is `{"segment_id":n}\n` and rrweb events, compressed or not. */
function recordingText(payload: Buffer): string {
  const newline = payload.indexOf(0x0a);
  if (newline < 0) return payload.toString('utf8');
  const head = payload.subarray(0, newline + 1).toString('utf8');
  const body = payload.subarray(newline + 1);
  for (const inflate of [inflateSync, gunzipSync]) {
    try {
      return head + inflate(body).toString('utf8');
    } catch {
      // not this compression; try the next, else it is plain text
    }
  }
  return head + body.toString('utf8');
}

function payloadOf(type: unknown, payload: Buffer): { payload: unknown; text: string } {
  const text = type === 'replay_recording' ? recordingText(payload) : payload.toString('utf8');
  try {
    return { payload: type === 'replay_recording' ? text : JSON.parse(text), text };
  } catch {
    return { payload: text, text };
  }
}

/**
 * Parses a Sentry envelope (https://develop.sentry.dev/sdk/envelopes/): a header line, then
 * items, each a header line and a payload of `length` bytes, or up to the next newline.
 */
export function parseEnvelope(body: Buffer): Pick<StoredEnvelope, 'header' | 'items' | 'text'> {
  const lineEnd = (from: number) => {
    const at = body.indexOf(0x0a, from);
    return at < 0 ? body.length : at;
  };
  let end = lineEnd(0);
  const header = parseHeader(body.subarray(0, end));
  const texts = [body.subarray(0, end).toString('utf8')];
  const items: EnvelopeItem[] = [];
  let at = end + 1;
  while (at < body.length) {
    end = lineEnd(at);
    if (end === at) {
      at += 1; // a blank line between items
      continue;
    }
    const itemHeader = parseHeader(body.subarray(at, end));
    at = end + 1;
    const length = itemHeader.length;
    const payloadEnd =
      typeof length === 'number' && Number.isInteger(length) && length >= 0
        ? at + length
        : lineEnd(at);
    if (payloadEnd > body.length) throw new HttpError(400, { detail: 'item exceeds envelope' });
    const { payload, text } = payloadOf(itemHeader.type, body.subarray(at, payloadEnd));
    items.push({ header: itemHeader, payload });
    texts.push(JSON.stringify(itemHeader), text);
    at = payloadEnd + 1;
  }
  return { header, items, text: texts.join('\n') };
}

/** The public key of the DSN the client used (query string or `X-Sentry-Auth`). */
function publicKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = req.headers['x-sentry-auth'];
  return (
    (typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth)?.[1] : undefined) ?? undefined
  );
}

function createReportsHandler(options: Omit<ReportsServerOptions, 'port'>) {
  const { origins, limit = 200 } = options;
  const stored: StoredEnvelope[] = [];
  const router = createRouter();

  router.post('/api/:projectId/envelope', async ({ req, res, url, params }) => {
    const envelope = parseEnvelope(await readBody(req));
    const publicKey = publicKeyOf(req, url);
    stored.push({
      projectId: params.projectId ?? '',
      ...(publicKey ? { publicKey } : {}),
      receivedAt: new Date().toISOString(),
      ...envelope,
    });
    if (stored.length > limit) stored.splice(0, stored.length - limit);
    const id = envelope.header.event_id;
    sendJson(res, 200, typeof id === 'string' ? { id } : {});
  });

  router.get('/__sandbox/reports', ({ res }) => sendJson(res, 200, stored));
  router.delete('/__sandbox/reports', ({ res }) => {
    stored.length = 0;
    sendEmpty(res);
  });
  router.get('/health', ({ res }) => sendJson(res, 200, { status: 'ok' }));

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (applyCors(req, res, origins)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    void dispatch(router, req, res, url);
  };
  return {
    handler,
    envelopes: () => [...stored],
    clear: () => void (stored.length = 0),
  };
}

export async function createReportsServer(options: ReportsServerOptions): Promise<ReportsServer> {
  const { handler, envelopes, clear } = createReportsHandler(options);
  const listening = await listen(handler, options.port ?? 4014, {
    name: 'The error reports service',
  });
  return { ...listening, envelopes, clear };
}
