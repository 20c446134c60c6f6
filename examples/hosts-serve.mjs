#!/usr/bin/env node
// Serves the built host examples (docs/examples.md), each on its own port, as static files:
//   http://localhost:5176/  examples/host-react19/dist
//   http://localhost:5177/  examples/host-react18/dist
//   http://localhost:5178/  examples/host-vue/dist
// All three ports are among the sandbox's allowed origins. With `--build` it first builds the
// three apps (`npm run build -w …`: each app's type check against the built @avios/elements,
// then `vite build`), in parallel, printing a build's output only when it fails: this is the
// one command playwright.config.ts starts for demo-host/e2e/hosts.spec.ts. The apps import the
// built element package, so packages/elements/dist must exist (`npm run build -w
// @avios/elements`). Any static server does the same; this one knows nothing of the apps.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendFile } from './sendFile.mjs';

const HOSTS = [
  // built from the packed tarball of @avios/elements, as a partner installs it (packPackage)
  { workspace: '@avios/example-host-react19', dir: 'host-react19', port: 5176, packed: true },
  { workspace: '@avios/example-host-react18', dir: 'host-react18', port: 5177 },
  { workspace: '@avios/example-host-vue', dir: 'host-vue', port: 5178 },
];

/**
 * Puts the packed tarball of @avios/elements (`npm pack`: only what the package's `files`
 * ship) into the host's own node_modules, where it wins over the workspace's link: the
 * host's bundler then sees exactly what a partner installs, so a file the package needs but
 * does not ship, or that the bundler does not emit (the Auth0 token worker), fails there.
 */
function installPacked({ dir }) {
  const scratch = mkdtempSync(join(tmpdir(), 'avios-pack-'));
  try {
    const elements = fileURLToPath(new URL('../packages/elements', import.meta.url));
    const [{ filename }] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], {
        cwd: elements,
        encoding: 'utf8',
      }),
    );
    const target = fileURLToPath(new URL(`./${dir}/node_modules/@avios/elements`, import.meta.url));
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(scratch, filename), '-C', target, '--strip-components=1']);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function build({ workspace, packed, dir }) {
  if (packed) installPacked({ dir });
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${workspace}: build failed\n${output}`)),
    );
  });
}

function serve({ dir, port }) {
  const root = fileURLToPath(new URL(`./${dir}/dist/`, import.meta.url));
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    // `/` (with any query, such as the element's sign-in return address) is the app's page
    const path = pathname === '/' ? 'index.html' : decodeURIComponent(pathname).slice(1);
    const file = normalize(join(root, path));
    await sendFile(res, file.startsWith(root) && !file.endsWith(sep) ? file : undefined);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

if (process.argv.includes('--build')) {
  try {
    await Promise.all(HOSTS.map(build));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
// 5176 last: playwright.config.ts waits for it, so all three answer once it does
for (const host of [...HOSTS].reverse()) {
  await serve(host);
  console.log(`${host.dir}: http://localhost:${host.port}/ (sandbox: npm run sandbox)`);
}
