#!/usr/bin/env node
// `npm test`: type-check, lint, unused code (knip, knip.json), format, build, the packed
// packages (scripts/packages.mjs: publint, attw, contents), unit tests (vitest) and browser
// tests (Playwright in Debian's Chromium).
// Installs Chromium with apt when it is missing and we are root on Debian; otherwise says
// what to install. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const run = (cmd, args, opts = {}) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', ...opts }).status ?? 1;
};

function ensureChromium() {
  if (existsSync(chrome)) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get.");
    if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', 'chromium']) !== 0) {
      console.error('apt-get could not install chromium.');
      process.exit(1);
    }
    return;
  }
  console.error(
    `Chromium was not found at ${chrome}. Install it (Debian/Ubuntu: "sudo apt-get install -y chromium")` +
      ' or point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.',
  );
  process.exit(1);
}

mkdirSync('.artifacts', { recursive: true });
ensureChromium();

const steps = [];
const step = (name, cmd, args) => {
  const status = run(cmd, args);
  steps.push({ name, status });
  return status;
};

step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('unused', 'npx', ['knip', '--no-progress']);
step('format', 'npx', ['prettier', '--check', '.']);
step('build', 'node', ['scripts/build.mjs']);
step('packages', 'node', ['scripts/packages.mjs']);
step('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=.artifacts/vitest.json',
]);
step('browser', 'npx', ['playwright', 'test', '--pass-with-no-tests']);

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
} catch {
  /* no browser tests ran */
}

console.log(
  '\nSteps: ' + steps.map((s) => `${s.name} ${s.status === 0 ? 'ok' : 'FAILED'}`).join(', '),
);
const ok = steps.every((s) => s.status === 0) && failed === 0;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
