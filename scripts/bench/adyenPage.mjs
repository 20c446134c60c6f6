// The bench's reference page: Adyen Web's Drop-in and card (scripts/bench/adyen/), built with
// Vite as a partner's app bundles it, and served from this process on a free port with what
// the page asks its own server for: the payment methods (a static answer, no call to Adyen).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendFile } from '../../examples/sendFile.mjs';

const source = fileURLToPath(new URL('./adyen/', import.meta.url));
const out = fileURLToPath(new URL('../../.artifacts/bench/adyen/', import.meta.url));

/** Adyen Web's version, as installed (the page is built from node_modules). */
export function adyenVersion() {
  // the package's exports do not include its package.json: read it beside its entry
  const entry = createRequire(import.meta.url).resolve('@adyen/adyen-web');
  const root = entry.slice(0, entry.lastIndexOf('/dist/'));
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
}

/** Builds the page (Vite's production defaults: minified, hashed files) into .artifacts/bench/adyen. */
export async function buildAdyenPage() {
  const { build } = await import('vite');
  await build({
    root: source,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
}

/**
 * Serves the built page like the plain HTML page's server (examples/plain-html/serve.mjs):
 * files as they are, uncompressed, not cached. `/api/paymentMethods` answers what the
 * partner's server would pass on from Adyen's /paymentMethods. Resolves with the page's
 * address and a function that stops the server.
 */
export async function serveAdyenPage() {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file =
      pathname === '/api/paymentMethods'
        ? join(source, 'paymentMethods.json')
        : normalize(join(out, pathname === '/' ? 'index.html' : decodeURIComponent(pathname)));
    await sendFile(res, file.startsWith(source) || file.startsWith(out) ? file : undefined);
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address();
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
