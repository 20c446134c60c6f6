// What may leave the browser in an error report (docs/security.md "Error reports"): every
// string through the SDK's `scrubText`, and the fields that exist only to carry personal
// data (user, request headers, cookies and bodies, console arguments) dropped. Pure.
import type { Breadcrumb, Event, makeFetchTransport } from '@sentry/browser';
import { scrubText } from '@avios/sdk/errors';

type Envelope = Parameters<ReturnType<typeof makeFetchTransport>['send']>[0];
type EnvelopeItem = Envelope[1][number];

/** Deep enough for a replay's DOM snapshot; a deeper branch is cut, not sent unscrubbed. */
const MAX_DEPTH = 200;

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with every string passed through `scrubText`. Anything that is not
 * plain data (an Error, an element) becomes its type name: it could hold anything.
 */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[cut]' as T;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1)) as T;
  if (!isPlainObject(value)) return `[${value.constructor?.name ?? 'object'}]` as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = scrubDeep(item, depth + 1);
  return copy as T;
}

/**
 * An event as it may leave: no user, no request headers, cookies or body, and every string
 * scrubbed. `sdkProcessingMetadata` is the client's own bookkeeping, never sent.
 */
export function scrubEvent<E extends Event>(event: E): E {
  const { user: _user, sdkProcessingMetadata, request, ...rest } = event;
  const scrubbed = scrubDeep(rest) as E;
  if (request) {
    scrubbed.request = scrubDeep({
      ...(request.url ? { url: request.url } : {}),
      ...(request.query_string ? { query_string: request.query_string } : {}),
    });
  }
  if (sdkProcessingMetadata) scrubbed.sdkProcessingMetadata = sdkProcessingMetadata;
  return scrubbed;
}

/**
 * A breadcrumb as it may be kept, scrubbed. A console line keeps only its scrubbed text: its
 * arguments are live objects (errors with causes, answers with bodies).
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  if (breadcrumb.category !== 'console') return scrubDeep(breadcrumb);
  const { data: _arguments, ...rest } = breadcrumb;
  return scrubDeep(rest);
}

/** A replay recording: `{"segment_id":n}` and a line of rrweb events (uncompressed). */
function scrubRecording(text: string): string | undefined {
  const newline = text.indexOf('\n');
  try {
    const events: unknown = JSON.parse(text.slice(newline + 1));
    return `${text.slice(0, newline + 1)}${JSON.stringify(scrubDeep(events))}`;
  } catch {
    return undefined;
  }
}

const EVENT_ITEMS = new Set(['event', 'transaction', 'replay_event', 'feedback']);

function scrubItem([header, payload]: EnvelopeItem): EnvelopeItem | undefined {
  if (typeof payload === 'string') {
    const text = header.type === 'replay_recording' ? scrubRecording(payload) : scrubText(payload);
    if (text === undefined) return undefined;
    const length =
      header.length === undefined ? {} : { length: new TextEncoder().encode(text).length };
    return [{ ...header, ...length }, text] as EnvelopeItem;
  }
  // bytes (a compressed recording, an attachment) cannot be read, so they do not leave
  if (typeof payload !== 'object' || payload === null || payload instanceof Uint8Array) {
    return undefined;
  }
  const scrubbed = EVENT_ITEMS.has(header.type) ? scrubEvent(payload as Event) : scrubDeep(payload);
  return [header, scrubbed] as EnvelopeItem;
}

/**
 * The last step before the network: every item of every envelope (events, sessions, replay
 * events and recordings) scrubbed, what cannot be read dropped. The envelope's own header
 * (DSN, SDK, ids) is the client's configuration and stays.
 */
export function scrubEnvelope(envelope: Envelope): Envelope {
  const items = envelope[1].map(scrubItem).filter((item) => item !== undefined);
  return [envelope[0], items] as Envelope;
}
