#!/usr/bin/env node
// A static file server for the example, nothing more: any server works (the page is one
// HTML file per element and the element bundles). `/` is index.html (with any query, such as the
// `avios-path` the element puts in the sign-in return address); `/elements/*` is
// packages/elements/dist. Port 5174 is one of the sandbox's allowed origins.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.PORT ?? 5174);
const here = fileURLToPath(new URL('.', import.meta.url));
const elements = fileURLToPath(new URL('../../packages/elements/dist/', import.meta.url));
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};

function resolve(pathname) {
  if (pathname === '/' || pathname === '/index.html') return join(here, 'index.html');
  // one page per element: <avios-gift>, <avios-transfer>, <avios-booster> and <avios-subscribe>
  if (['/gift.html', '/transfer.html', '/booster.html', '/subscribe.html'].includes(pathname)) {
    return join(here, pathname);
  }
  if (pathname.startsWith('/elements/')) {
    const file = normalize(join(elements, pathname.slice('/elements/'.length)));
    return file.startsWith(elements) ? file : undefined;
  }
  return undefined;
}

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = resolve(decodeURIComponent(pathname));
  try {
    if (!file) throw new Error('not found');
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }
}).listen(port, 'localhost', () => {
  console.log(`plain HTML example: http://localhost:${port}/ (sandbox: npm run sandbox)`);
});
