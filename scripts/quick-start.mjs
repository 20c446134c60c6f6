#!/usr/bin/env node
// `node scripts/quick-start.mjs` (a step of `npm test`, after the build): docs/quick-start.md
// followed as a partner who never clones this repository follows it, in an empty folder.
//
//   1. the packages are packed as `npm publish` would (`npm pack`), standing in for the
//      registry: the guide's `npm install @avios/elements @avios/sandbox` installs these
//      tarballs, `--no-package-lock`, into an empty project;
//   2. the rest of the guide's step 1 runs as written (bash), then its `npx avios-sandbox`
//      starts the installed sandbox (ports 4010-4014);
//   3. the guide's step 2 page is written as index.html and served on http://localhost:5175
//      (an origin the sandbox allows), and Chromium opens it: a priced `<avios-purchase>`.
//
// Prints the partner's install (packages, MB) and exits non-zero on any failure. The sandbox
// must be able to take its ports: when something already listens on 4010 (a developer's own
// sandbox), the step says so and is skipped, except under CI, where it fails.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, request } from 'node:http';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const guide = readFileSync(join(root, 'docs/quick-start.md'), 'utf8');
const PAGE_PORT = 5175;
const started = Date.now();

function block(lang, containing) {
  const found = [...guide.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```', 'g'))]
    .map((m) => m[1] ?? '')
    .find((code) => code.includes(containing));
  if (!found) throw new Error(`docs/quick-start.md has no ${lang} block with "${containing}"`);
  return found;
}

const answers = (url) =>
  new Promise((resolve) => {
    const req = request(url, { timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });

async function waitFor(url, what, child) {
  for (let i = 0; i < 120; i += 1) {
    if (child?.exitCode !== null && child?.exitCode !== undefined) {
      throw new Error(`${what} exited with ${child.exitCode} before answering`);
    }
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within 30 s`);
}

/** Installed packages (every folder under node_modules with a package.json) and bytes. */
function measure(dir) {
  let packages = 0;
  let bytes = 0;
  const walk = (d, inModules) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        if (inModules && !entry.name.startsWith('.') && !entry.name.startsWith('@')) {
          try {
            statSync(join(path, 'package.json'));
            packages += 1;
          } catch {
            /* not a package root */
          }
        }
        walk(path, entry.name === 'node_modules' || (inModules && entry.name.startsWith('@')));
      } else bytes += statSync(path).size;
    }
  };
  walk(join(dir, 'node_modules'), true);
  return { packages, mb: bytes / 1024 / 1024 };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };
function serve(dir) {
  return createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, pathname === '/' ? 'index.html' : pathname));
    try {
      if (!file.startsWith(dir)) throw new Error('outside');
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  }).listen(PAGE_PORT);
}

if (await answers('http://localhost:4010/__sandbox/health')) {
  const message =
    'quick start: something already listens on port 4010 (a sandbox of your own?): the ' +
    "installed sandbox needs ports 4010-4014, so this step cannot run here; stop it and run 'node scripts/quick-start.mjs'";
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.log(`SKIPPED ${message}`);
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'avios-quick-start-'));
let sandbox;
let server;
let browser;
let failed = false;
try {
  // 1. the tarballs the registry would serve
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const packed = spawnSync(
    'npm',
    [
      'pack',
      '-w',
      'packages/elements',
      '-w',
      'packages/sandbox',
      '--json',
      '--pack-destination',
      tarballs,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const files = Object.fromEntries(
    JSON.parse(packed.stdout).map((p) => [p.name, join(tarballs, p.filename)]),
  );

  // 2. the guide's step 1, as written, the package names standing for their tarballs
  const steps = block('sh', 'npx avios-sandbox').split('\n');
  const run = steps.findIndex((line) => /^\s*npx avios-sandbox\b/.test(line));
  const setup = steps
    .slice(0, run)
    .map((line) =>
      line.replace(
        /^(\s*npm install)\s+(@avios\/elements)\s+(@avios\/sandbox)/,
        (_, cmd, a, b) => `${cmd} ${files[a]} ${files[b]} --no-package-lock --no-audit --no-fund`,
      ),
    )
    .join('\n');
  if (!setup.includes(files['@avios/elements'])) {
    throw new Error('docs/quick-start.md step 1 no longer installs @avios/elements @avios/sandbox');
  }
  const shell = spawnSync('bash', ['-euo', 'pipefail', '-c', `${setup}\npwd`], {
    cwd: work,
    encoding: 'utf8',
  });
  if (shell.status !== 0) throw new Error(`step 1 failed:\n${shell.stdout}\n${shell.stderr}`);
  const project = shell.stdout.trim().split('\n').at(-1);
  const install = measure(project);

  // its own process group: npx runs the bin as a child, and stopping npx alone leaves it
  sandbox = spawn('npx', ['avios-sandbox'], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let sandboxLog = '';
  sandbox.stdout.on('data', (d) => (sandboxLog += d));
  sandbox.stderr.on('data', (d) => (sandboxLog += d));
  try {
    await waitFor('http://localhost:4010/__sandbox/health', 'npx avios-sandbox', sandbox);
  } catch (e) {
    throw new Error(`${e.message}\n${sandboxLog}`, { cause: e });
  }

  // 3. the guide's page, served from an allowed origin, in Chromium
  writeFileSync(join(project, 'index.html'), block('html', '<!doctype html>'));
  server = serve(project);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://localhost:${PAGE_PORT}/`);
  // the first package once it shows its amount (the skeleton's items stand in the same list
  // while the prices load)
  const first = page
    .locator('avios-purchase .avios-grid--packages > li', { hasText: /\d/ })
    .first();
  await first.waitFor({ timeout: 20_000 });
  const text = (await first.innerText()).replace(/\s+/g, ' ');
  if (!/£\s?\d|\d\s?£|GBP/.test(text))
    throw new Error(`the first package is not priced in pounds: "${text}"`);
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);

  console.log(
    `Quick start (no clone): the partner's install took ${install.packages} packages, ` +
      `${install.mb.toFixed(1)} MB; <avios-purchase> priced ("${text.slice(0, 40)}") ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s after the first step`,
  );
} catch (e) {
  failed = true;
  console.error(`quick start failed: ${e instanceof Error ? e.message : e}`);
} finally {
  await browser?.close();
  server?.close();
  if (sandbox?.pid !== undefined) {
    try {
      process.kill(-sandbox.pid, 'SIGTERM');
    } catch {
      /* the group is gone already */
    }
    // the ports are free again before the next step starts its own sandbox
    for (let i = 0; i < 40 && (await answers('http://localhost:4010/__sandbox/health')); i += 1) {
      await new Promise((r) => setTimeout(r, 250));
    }
    if (await answers('http://localhost:4010/__sandbox/health')) {
      console.error('quick start: the installed sandbox did not stop');
      failed = true;
    }
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
