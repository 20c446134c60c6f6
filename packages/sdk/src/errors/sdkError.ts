import { isErrorCode, normaliseCode } from './errorCode';
import type { ErrorCode } from './errorCode';

export type { ErrorCode } from './errorCode';

/** Input of `new SdkError(code, options)`. */
export interface SdkErrorOptions {
  /** Human-readable text for logs. Defaults to the code. */
  message?: string;
  /** The underlying error (a ZodError, a fetch failure, an Auth0 error). */
  cause?: unknown;
  /** HTTP status when the error came from an HTTP answer. */
  status?: number;
  /** Offending paths of a schema check, such as `availableProducts.0`. */
  paths?: string[];
}

/**
 * The SDK's one error class (spec §8). `code` is always a catalogue code or a numbered
 * network/API code; any other string given to the constructor is normalised (lower case,
 * spaces to underscores) and, when still unknown, becomes `unhandled_error` with the given
 * string kept in `message`.
 */
export class SdkError extends Error {
  readonly code: ErrorCode;
  readonly status?: number;
  readonly paths?: string[];

  constructor(code: ErrorCode | string, options: SdkErrorOptions = {}) {
    const normalised = normaliseCode(code);
    const known = isErrorCode(normalised);
    super(options.message ?? (known ? normalised : code), { cause: options.cause });
    this.name = 'SdkError';
    this.code = known ? normalised : 'unhandled_error';
    if (options.status !== undefined) this.status = options.status;
    if (options.paths !== undefined) this.paths = options.paths;
  }
}

/** True for errors raised by the SDK (also across bundle copies, by name and code). */
export function isSdkError(e: unknown): e is SdkError {
  if (e instanceof SdkError) return true;
  return (
    e instanceof Error &&
    e.name === 'SdkError' &&
    typeof (e as { code?: unknown }).code === 'string'
  );
}
