// How the repository's local servers answer with a file: the plain HTML example
// (plain-html/serve.mjs), the framework hosts (hosts-serve.mjs) and the bench's Adyen page
// (scripts/bench/adyenPage.mjs). Files go out as they are, uncompressed and never cached, so
// that every load a test or the bench makes is a cold one; anything else is a 404.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Answers `res` with `file` (`undefined`: not found), adding `headers`; a file that cannot be
 * read is a 404.
 */
export async function sendFile(res, file, headers = {}) {
  try {
    if (!file) throw new Error('not found');
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      ...headers,
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }
}
