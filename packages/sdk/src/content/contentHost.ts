// Content host checks shared by both content clients (content.ts, deliveryClient.ts).
import { SdkError } from '../errors/sdkError';

export { LOOPBACK } from './entriesRequest';

function configError(message: string): SdkError {
  return new SdkError('unhandled_error', { message });
}

/** Rejects a host the Contentful client would misread (spec: a scheme falls back to the CDN). */
export function checkContentHost(host: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(host) || host.includes('/')) {
    throw configError(
      `Content host must be a host name with an optional port and no scheme or path, such as 'localhost:4012'; got '${host}'. Use \`insecure: true\` for http.`,
    );
  }
  if (host.trim() === '') throw configError('Content host is empty; leave it out to use the CDN.');
  return host;
}
