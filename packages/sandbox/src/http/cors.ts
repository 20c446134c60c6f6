// CORS for the browser origins of SANDBOX_ORIGINS. Preflights answer 204 here.
import type { IncomingMessage, ServerResponse } from 'node:http';

// spec §7: the proof header (DPoP) is sent by the browser, and its answers' nonce demand
// (DPoP-Nonce, WWW-Authenticate) must be readable there for the client to retry once
const ALLOWED_HEADERS =
  'Authorization, Content-Type, DPoP, Idempotency-Key, X-Application-Name, X-Application-Language, X-Contentful-User-Agent';
const EXPOSED_HEADERS = 'DPoP-Nonce, WWW-Authenticate';

/** Sets CORS headers; answers the preflight and returns true when the request was one. */
export function applyCors(req: IncomingMessage, res: ServerResponse, origins: string[]): boolean {
  const origin = req.headers.origin;
  if (origin && origins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(origin && origins.includes(origin) ? 204 : 403);
    res.end();
    return true;
  }
  return false;
}
