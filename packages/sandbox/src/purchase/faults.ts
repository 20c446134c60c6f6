// Faults injected by tests (POST /__sandbox/faults) into matching purchase API, own-origin
// API and payments service calls, and the maintenance switch.
import { ServerResponse } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { HttpError, sendJson } from '../http/router';

interface FaultSpec {
  /** Regular expression tested against the path and query after `/purchase/v1`. */
  path: string;
  /** Answer with this HTTP status instead of the real answer. */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Take effect this many times, then go away. Defaults to every time. */
  times?: number;
  /** `'malformed'`: a JSON body of the wrong shape; an object: that body as JSON. */
  body?: 'malformed' | Record<string, unknown>;
  /** Close the connection without an answer (a dropped connection). */
  drop?: boolean;
  /**
   * Do the real work first, then answer with the fault (or drop): the answer is lost after
   * the effect, e.g. a card charged whose answer never arrives.
   */
  after?: boolean;
}

export interface Fault extends FaultSpec {
  id: number;
  pattern: RegExp;
}

function invalid(message: string): never {
  throw new HttpError(400, { error: 'invalid_fault', message });
}

function parseFault(input: unknown, id: number): Fault {
  if (typeof input !== 'object' || input === null) invalid('Send a JSON object.');
  const spec = input as Record<string, unknown>;
  if (typeof spec.path !== 'string' || !spec.path)
    invalid('"path" must be a regular expression string.');
  let pattern: RegExp;
  try {
    pattern = new RegExp(spec.path);
  } catch {
    invalid(`"path" is not a valid regular expression: ${spec.path}`);
  }
  const int = (name: string, min: number, max: number) => {
    const v = spec[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      invalid(`"${name}" must be an integer from ${min} to ${max}.`);
    }
    return v;
  };
  const body = spec.body;
  if (body !== undefined && body !== 'malformed' && (typeof body !== 'object' || body === null)) {
    invalid('"body" must be "malformed" or a JSON object.');
  }
  const flag = (name: string) => {
    const v = spec[name];
    if (v !== undefined && typeof v !== 'boolean') invalid(`"${name}" must be true or false.`);
    return v === true ? true : undefined;
  };
  const drop = flag('drop');
  const after = flag('after');
  const status = int('status', 100, 599);
  const delayMs = int('delayMs', 0, 120_000);
  const times = int('times', 1, 1_000_000);
  if (status === undefined && delayMs === undefined && body === undefined && !drop) {
    invalid('A fault needs at least one of "status", "delayMs", "body" or "drop".');
  }
  if (after && status === undefined && body === undefined && !drop) {
    invalid('"after" needs an answer to replace: "status", "body" or "drop".');
  }
  return {
    id,
    pattern,
    path: spec.path,
    status,
    delayMs,
    times,
    body: body as FaultSpec['body'],
    ...(drop ? { drop } : {}),
    ...(after ? { after } : {}),
  };
}

export function createFaults() {
  let faults: Fault[] = [];
  let nextId = 1;
  let maintenance = false;
  return {
    add(input: unknown): Fault {
      const fault = parseFault(input, nextId++);
      faults.push(fault);
      return fault;
    },
    list: () => faults.map(({ pattern: _p, ...rest }) => rest),
    clear() {
      faults = [];
    },
    /** The first fault matching a call, counted as used. */
    take(pathAndQuery: string): Fault | undefined {
      const fault = faults.find((f) => f.pattern.test(pathAndQuery));
      if (!fault) return undefined;
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
      }
      return fault;
    },
    get maintenance() {
      return maintenance;
    },
    set maintenance(on: boolean) {
      maintenance = on;
    },
    reset() {
      faults = [];
      maintenance = false;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;

const MALFORMED = { sandboxFault: 'malformed', hint: 'This body has the wrong shape on purpose.' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Serves a call under the fault that matched it (if any): waits `delayMs`; answers the fault
 * (status, body or a dropped connection) instead of `run`, or after it when `after` is set.
 * Without a fault, or with a delay only, `run` answers.
 */
export async function serveWithFault(
  fault: Fault | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  run: (res: ServerResponse) => Promise<void>,
): Promise<void> {
  if (fault?.delayMs) await sleep(fault.delayMs);
  const answers = fault && (fault.status !== undefined || fault.body !== undefined || fault.drop);
  if (!answers) return run(res);
  // a response on no socket: the real work happens, its answer goes nowhere
  if (fault.after) await run(new ServerResponse(req));
  if (fault.drop) {
    req.socket.destroy();
    return;
  }
  const body = fault.body === 'malformed' ? MALFORMED : (fault.body ?? { error: 'sandbox_fault' });
  sendJson(res, fault.status ?? 200, body);
}
