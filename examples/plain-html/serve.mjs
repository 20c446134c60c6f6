#!/usr/bin/env node
// A static file server for the example, nothing more: any server works (the page is one
// HTML file per element and the element bundles). `/` is index.html (with any query, such as the
// `avios-path` the element puts in the sign-in return address); `/elements/*` is
// packages/elements/dist. Port 5174 is one of the sandbox's allowed origins.
// strict-csp.html is served with a strict Content-Security-Policy (docs/elements.md
// "Content Security Policy"); every other file is served without one.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES, sendFile } from '../sendFile.mjs';

const port = Number(process.env.PORT ?? 5174);
const here = fileURLToPath(new URL('.', import.meta.url));
const elements = fileURLToPath(new URL('../../packages/elements/dist/', import.meta.url));
// What <avios-purchase> needs under a strict policy, with the sandbox addresses its attribute
// defaults point at (packages/elements/src/shared/config.ts): own scripts and styles only
// (the element's stylesheet is a constructable one, adopted by its shadow root), content
// images, calls to the purchase API, the identity provider, the content service and payments,
// and the identity provider's silent sign-in frame.
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "img-src 'self' http://localhost:4012",
  "connect-src 'self' http://localhost:4010 http://localhost:4011 http://localhost:4012 http://localhost:4013",
  'frame-src http://localhost:4011',
].join('; ');
// adyen.html pays through Adyen Web's Drop-in (a stand-in, adyen-stand-in/) under the same policy
const STRICT_PAGES = ['/strict-csp.html', '/adyen.html'];

function resolve(pathname) {
  if (pathname === '/' || pathname === '/index.html') return join(here, 'index.html');
  // one page per element: <avios-gift>, <avios-transfer>, <avios-booster> and <avios-subscribe>
  // (each from its own bundle), two elements sharing the loader's one SDK (shared.html), and
  // the other tags from the loader (more.html)
  const pages = [
    '/gift.html',
    '/transfer.html',
    '/booster.html',
    '/subscribe.html',
    '/shared.html',
    '/more.html',
    // checkout="hosted": the demo shop on :5173 pays in a popup (docs/payments.md)
    '/hosted.html',
  ];
  if ([...pages, ...STRICT_PAGES].includes(pathname)) {
    return join(here, pathname);
  }
  // the stand-in for Adyen Web's browser build and stylesheet (adyen.html)
  if (['/adyen-stand-in/adyen.js', '/adyen-stand-in/adyen.css'].includes(pathname)) {
    return join(here, pathname);
  }
  // the package's files again under a second folder, as a host that copies them to its own
  // server serves them (`asset-path`, demo-host/e2e/element-footprint.spec.ts)
  const folder = ['/elements/', '/vendor/avios/'].find((f) => pathname.startsWith(f));
  if (folder) {
    const file = normalize(join(elements, pathname.slice(folder.length)));
    return file.startsWith(elements) ? file : undefined;
  }
  return undefined;
}

/**
 * `/quick-start.html`: the page of docs/quick-start.md step 2, read from the document on each
 * request, so the page the guide tells a partner to paste is the page the browser test loads
 * (demo-host/e2e/quick-start.spec.ts).
 */
async function quickStartPage() {
  const guide = await readFile(new URL('../../docs/quick-start.md', import.meta.url), 'utf8');
  const page = guide.match(/```html\n(<!doctype html>[\s\S]*?)\n```/)?.[1];
  if (!page) throw new Error('docs/quick-start.md has no page');
  return page;
}

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(pathname);
  if (path === '/quick-start.html') {
    try {
      const page = await quickStartPage();
      res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'], 'cache-control': 'no-store' });
      res.end(page);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
    return;
  }
  await sendFile(
    res,
    resolve(path),
    STRICT_PAGES.includes(path) ? { 'content-security-policy': STRICT_CSP } : {},
  );
}).listen(port, 'localhost', () => {
  console.log(`plain HTML example: http://localhost:${port}/ (sandbox: npm run sandbox)`);
});
