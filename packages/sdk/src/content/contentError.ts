// spec §8 code derivation for content-service failures. The Contentful client throws an
// Error whose message is a JSON report with the HTTP `status`, or, when no answer came back,
// the underlying axios error with a `code` such as ECONNABORTED.
import { SdkError, isSdkError } from '../errors/sdkError';

const CANCEL_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED']);
const CANCEL_NAMES = new Set(['AbortError', 'TimeoutError', 'CanceledError']);

function statusOf(e: Error): number | undefined {
  const direct = (e as { status?: unknown; response?: { status?: unknown } }).response?.status;
  if (typeof direct === 'number') return direct;
  try {
    const report: unknown = JSON.parse(e.message);
    const status = (report as { status?: unknown } | null)?.status;
    return typeof status === 'number' ? status : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Maps a content-client failure to an SdkError: an HTTP status gives `network_error_{status}`,
 * a timeout or cancel `network_error_cancel`, anything else `network_error_unhandled`.
 */
export function toContentError(e: unknown, what: string): SdkError {
  if (isSdkError(e)) return e;
  if (!(e instanceof Error)) {
    return new SdkError('network_error_unhandled', { message: `Loading ${what} failed`, cause: e });
  }
  const status = statusOf(e);
  if (status !== undefined && status > 0) {
    return new SdkError(`network_error_${status}`, {
      message: `Loading ${what} failed with HTTP ${status} (${e.name})`,
      cause: e,
      status,
    });
  }
  const code = (e as { code?: unknown }).code;
  if ((typeof code === 'string' && CANCEL_CODES.has(code)) || CANCEL_NAMES.has(e.name)) {
    return new SdkError('network_error_cancel', {
      message: `Loading ${what} timed out or was cancelled`,
      cause: e,
    });
  }
  return new SdkError('network_error_unhandled', {
    message: `Loading ${what} failed: ${e.message}`,
    cause: e,
  });
}
