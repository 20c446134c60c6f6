// The early reads' state, in the loader itself: the requests the loader's early chunk
// (earlyAnswers.ts) sent for the elements' first screens, and what the runtime reads of them:
// `earlyFetch`, the SDK's fetch in the elements, which hands a request the answer already on
// its way instead of sending it again (once), and `firstReadsProgress`, which the renderer asks
// before an element's first render. Kept apart from the code that addresses the reads, so
// that the runtime never imports the early chunk: arriving together, the two would evaluate
// in one turn, and the reads would leave only after the runtime's long evaluation.
import type { ElementKind } from '../elements';
import type { ElementConfigProps } from './config';

type Start = (kind: ElementKind, host: Element, values: ElementConfigProps) => void;

const waiting: Parameters<Start>[] = [];
let starter: Start | undefined;

/**
 * Starts the first reads of an element now if the early chunk is in, else as it evaluates
 * (the loader asks for the chunk when the first element connects).
 */
export function requestFirstReads(...request: Parameters<Start>): void {
  warmNumberFormat();
  if (starter) starter(...request);
  else waiting.push(request);
}

let warming: ReturnType<typeof setTimeout> | undefined;

/**
 * The page's first `Intl.NumberFormat` loads ICU's number data, tens of milliseconds of main
 * thread on a phone (any locale: the next ones cost next to nothing). The first priced render
 * formats every price, so one is built now, in the next task, while the screens and the
 * answers are on their way, instead of inside that render. Once per page.
 */
function warmNumberFormat(): void {
  if (warming !== undefined || typeof Intl === 'undefined') return;
  warming = setTimeout(() => new Intl.NumberFormat().format(0));
}

/** Called by the early chunk as it evaluates: it starts what waits, and what comes. */
export function provideStarter(start: Start): void {
  starter = start;
  for (const request of waiting.splice(0)) start(...request);
}

export interface EarlyRead {
  answer: Promise<Response>;
  settled: boolean;
  taken: boolean;
}

/** The reads in flight or answered, by address and language (one request per page). */
const reads = new Map<string, EarlyRead>();
/** Each element's reads, when they are all its first screen reads. */
const complete = new WeakMap<Element, EarlyRead[]>();

const LANGUAGE_HEADER = 'X-Application-Language';
const keyOf = (url: string, language: string | null | undefined) => `${language ?? ''} ${url}`;

/** Sends one read, or returns the one already sent for the same address and language. */
export function send(url: string, headers?: Record<string, string>): EarlyRead {
  const key = keyOf(url, headers?.[LANGUAGE_HEADER]);
  const known = reads.get(key);
  if (known) return known;
  const read: EarlyRead = {
    answer: fetch(url, headers ? { headers } : {}),
    settled: false,
    taken: false,
  };
  const settle = () => void (read.settled = true);
  read.answer.then(settle, settle);
  reads.set(key, read);
  return read;
}

/** Records that `host`'s loader started every read of its first screen. */
export function markComplete(host: Element, started: EarlyRead[]): void {
  complete.set(host, started);
}

/**
 * How far `host`'s first screen reads are: `none` when its loader did not start all of them,
 * `answered` when every one has its answer, else the promise of their answers.
 */
export function firstReadsProgress(host: Element | undefined): 'none' | 'answered' | Promise<void> {
  const started = host && complete.get(host);
  if (!started) return 'none';
  if (started.every((read) => read.settled)) return 'answered';
  return Promise.all(started.map((read) => read.answer.catch(() => undefined))).then(
    () => undefined,
  );
}

/** The answer to a request the loader already sent, handed out once; else `undefined`. */
function takeEarly(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const headers = new Headers(init?.headers);
  // an answer for a visitor is never a signed-in member's
  if (headers.has('Authorization')) return undefined;
  const read = reads.get(keyOf(url, headers.get(LANGUAGE_HEADER)));
  if (!read || read.taken) return undefined;
  read.taken = true;
  return read.answer;
}

/**
 * The SDK's `fetch` in the elements: a request the loader already sent gets that request's
 * answer (the caller's timeout and cancellation still apply); any other goes out as usual.
 */
export const earlyFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const early = takeEarly(url, init);
  if (!early) return fetch(input, init);
  const signal = init?.signal;
  if (!signal) return early;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};
