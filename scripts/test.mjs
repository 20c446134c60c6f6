#!/usr/bin/env node
// `npm test`: type-check, lint, unused code (knip, knip.json), a changeset for every changed
// published package (scripts/changeset-check.mjs, docs/versioning.md), format, build, the
// packed packages (scripts/packages.mjs: publint, attw, contents), the code blocks of the docs
// (scripts/snippets.mjs), the quick start without a clone (scripts/quick-start.mjs: the
// packed packages installed into an empty folder, the partner's install size printed), unit
// tests (vitest) and browser
// tests (Playwright in Debian's Chromium, the tests tagged @firefox in Debian's Firefox ESR,
// and a WebKitGTK smoke test through its WebDriver: docs/browsers.md). Installs what is
// missing of them with apt when we are root on Debian; otherwise says what to install. Prints
// each browser's tests and time, and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';

const browsers = [
  {
    name: 'Chromium',
    path: process.env.CHROME_PATH || '/usr/bin/chromium',
    apt: 'chromium',
    env: 'CHROME_PATH',
  },
  {
    name: 'Firefox ESR',
    path: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    apt: 'firefox-esr',
    env: 'FIREFOX_PATH',
  },
  {
    name: 'WebKitGTK WebDriver',
    path: process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver',
    apt: 'webkit2gtk-driver',
    env: 'WEBKIT_DRIVER',
  },
  { name: 'Xvfb', path: '/usr/bin/xvfb-run', apt: 'xvfb', env: 'PATH' },
];
const run = (cmd, args, opts = {}) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', ...opts }).status ?? 1;
};

function ensureBrowsers() {
  const missing = browsers.filter((b) => !existsSync(b.path));
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  const packages = missing.map((b) => b.apt);
  if (isRoot && isDebian) {
    console.log(`Missing: ${packages.join(', ')}: installing Debian's packages with apt-get.`);
    if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', ...packages]) !== 0) {
      console.error(`apt-get could not install ${packages.join(', ')}.`);
      process.exit(1);
    }
    return;
  }
  for (const b of missing) {
    console.error(
      `${b.name} was not found at ${b.path}. Install it (Debian/Ubuntu: "sudo apt-get install -y ${b.apt}")` +
        ` or point ${b.env} at the browser's binary, then run npm test again.`,
    );
  }
  process.exit(1);
}

mkdirSync('.artifacts', { recursive: true });
ensureBrowsers();

const steps = [];
const step = (name, cmd, args, opts) => {
  const started = Date.now();
  const status = run(cmd, args, opts);
  steps.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
  return status;
};

step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('unused', 'npx', ['knip', '--no-progress']);
step('changesets', 'node', ['scripts/changeset-check.mjs']);
step('format', 'npx', ['prettier', '--check', '.']);
step('build', 'node', ['scripts/build.mjs']);
step('packages', 'node', ['scripts/packages.mjs']);
step('snippets', 'node', ['scripts/snippets.mjs']);
step('quick start', 'node', ['scripts/quick-start.mjs']);
step('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=.artifacts/vitest.json',
]);
// the element bundles were built by the build step above: the plain HTML server needs not
// build them again (playwright.config.ts)
step('browser', 'npx', ['playwright', 'test', '--pass-with-no-tests'], {
  env: { ...process.env, AVIOS_ELEMENTS_BUILT: '1' },
});

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const v = JSON.parse(readFileSync('.artifacts/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
} catch {
  /* the vitest step failed before writing its report; its status says so */
}
try {
  const p = JSON.parse(readFileSync('.artifacts/playwright.json', 'utf8'));
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
  // each browser's share of the run: how many tests, and their time
  const byProject = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const entry = byProject.get(t.projectName) ?? { tests: 0, ms: 0 };
        entry.tests += 1;
        entry.ms += (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        byProject.set(t.projectName, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of p.suites ?? []) visit(suite);
  console.log(
    '\nBrowsers: ' +
      [...byProject]
        .map(([name, e]) => `${name} ${e.tests} tests in ${(e.ms / 1000).toFixed(0)} s`)
        .join(', '),
  );
} catch {
  /* no browser tests ran */
}

console.log(
  '\nSteps: ' +
    steps.map((s) => `${s.name} ${s.status === 0 ? 'ok' : 'FAILED'} (${s.seconds} s)`).join(', '),
);
const ok = steps.every((s) => s.status === 0) && failed === 0;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
