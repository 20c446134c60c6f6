// Faults injected by tests (POST /__sandbox/faults) into matching purchase API calls, and
// the maintenance switch.
import { HttpError } from '../http/router';

export interface FaultSpec {
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
}

export interface Fault extends FaultSpec {
  id: number;
  pattern: RegExp;
}

function invalid(message: string): never {
  throw new HttpError(400, { error: 'invalid_fault', message });
}

export function parseFault(input: unknown, id: number): Fault {
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
  const status = int('status', 100, 599);
  const delayMs = int('delayMs', 0, 120_000);
  const times = int('times', 1, 1_000_000);
  if (status === undefined && delayMs === undefined && body === undefined) {
    invalid('A fault needs at least one of "status", "delayMs" or "body".');
  }
  return {
    id,
    pattern,
    path: spec.path,
    status,
    delayMs,
    times,
    body: body as FaultSpec['body'],
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
