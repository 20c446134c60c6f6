#!/usr/bin/env node
// `npm run bench`: builds the demo host, serves it (vite preview on :4173) beside the
// sandbox, runs Lighthouse in Debian's Chromium on `/`, `/purchase`, `/en-GB/purchase` and
// `/maintenance`, prints the scores and fails when performance or accessibility is under 95;
// then loads the plain HTML page of `<avios-purchase>` five times under 4x CPU throttling and
// prints the JS bytes fetched until its first priced package shows and the time to it
// (median; the embedding issue's target is 0.8 s). Lighthouse's defaults (mobile,
// simulated throttling) are kept. Each page's report is written to
// .artifacts/lighthouse/<page>.json; the metrics, the LCP element and the failing
// accessibility audits are printed below the scores.
//
// Options (after `npm run bench --`):
//   --runs N       Lighthouse runs per page (default 1); the median run by performance score
//                  is reported and kept as <page>.json, every run as <page>-<k>.json.
//                  Simulated throttling multiplies the main-thread time observed, so a busy
//                  machine lowers scores: the machine's load (`uptime`) is printed with them.
//   --page PATH    only this page (repeatable), e.g. --page / --page /maintenance
//   --shop-only    skip the element benchmark (and the element build and its page server)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const MIN = 95;
const ELEMENT_PAGE = 'http://localhost:5174';
const ELEMENT_TARGET_MS = 800;
const base = 'http://localhost:4173';
const ALL_PAGES = ['/', '/purchase', '/en-GB/purchase', '/maintenance'];
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    page: { type: 'string', multiple: true },
    'shop-only': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs wants a whole number, not ${args.runs}`);
const pages = args.page?.length ? args.page : ALL_PAGES;
const shopOnly = args['shop-only'];
const load = () => {
  const [one, five] = loadavg();
  return `load ${one.toFixed(2)} (1 min) ${five.toFixed(2)} (5 min)`;
};

for (const workspace of shopOnly ? ['@avios/demo-host'] : ['@avios/demo-host', '@avios/elements']) {
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const servers = [
  spawn('npm', ['run', 'sandbox'], { stdio: 'ignore', detached: true }),
  spawn('npm', ['run', 'preview', '-w', '@avios/demo-host'], { stdio: 'ignore', detached: true }),
  ...(shopOnly
    ? []
    : [spawn('node', ['examples/plain-html/serve.mjs'], { stdio: 'ignore', detached: true })]),
];
const stop = () =>
  servers.forEach((s) => {
    try {
      process.kill(-s.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  });
process.on('exit', stop);

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}
await waitFor('http://localhost:4010/__sandbox/health');
await waitFor(base + '/');
if (!shopOnly) await waitFor(`${ELEMENT_PAGE}/`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const OUT = '.artifacts/lighthouse';
mkdirSync(OUT, { recursive: true });
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const notes = [];
let failed = false;

/**
 * One Lighthouse run of `url`. A run whose trace Lighthouse could not read (NO_NAVSTART,
 * NO_FCP: "Please run Lighthouse again", seen about once in a hundred runs here) is run
 * again, twice at most, so a flake does not score the page 0.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.log(`(${url}: Lighthouse ${error.code}, run again)`);
  }
}
try {
  console.log(
    `\nLighthouse ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page; ${load()}` +
      '\npage'.padEnd(14) +
      'performance'.padStart(13) +
      'accessibility'.padStart(15) +
      'best-practices'.padStart(16) +
      'seo'.padStart(6) +
      (RUNS > 1 ? '   runs (performance)' : ''),
  );
  for (const path of pages) {
    const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
    const runs = [];
    for (let k = 1; k <= RUNS; k++) {
      const result = await audit(base + path);
      const json = JSON.stringify(result.lhr, null, 1);
      if (RUNS > 1) writeFileSync(`${OUT}/${name}-${k}.json`, json);
      runs.push({ lhr: result.lhr, json, load: loadavg()[0] });
    }
    const perf = (run) => run.lhr.categories.performance?.score ?? 0;
    // the median run by performance score (the lower middle one for an even count)
    const middle = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor((runs.length - 1) / 2)];
    const lhr = middle.lhr;
    const file = `${OUT}/${name}.json`;
    writeFileSync(file, middle.json);
    const c = lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    console.log(
      path.padEnd(13) +
        `${score('performance')}`.padStart(13) +
        `${score('accessibility')}`.padStart(15) +
        `${score('best-practices')}`.padStart(16) +
        `${score('seo')}`.padStart(6) +
        (RUNS > 1
          ? `   ${runs.map((r) => `${Math.round(perf(r) * 100)} (load ${r.load.toFixed(2)})`).join(', ')}`
          : ''),
    );
    if (score('performance') < MIN || score('accessibility') < MIN) failed = true;
    const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`);
    const lcpNode =
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    const a11y = (c.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id} (${audit.details?.items?.length ?? 0})`);
    notes.push(
      `${path}: ${metrics.join(', ')}\n  LCP element: ${lcpNode?.snippet ?? 'none'}` +
        (a11y.length ? `\n  failing accessibility audits: ${a11y.join(', ')}` : '') +
        `\n  report: ${file}${RUNS > 1 ? ` (the median run; every run: ${OUT}/${name}-<k>.json)` : ''}`,
    );
  }
  console.log(`\n${notes.join('\n')}`);
} finally {
  await chrome.kill();
}

/**
 * One cold load of the plain HTML page under 4x CPU throttling: the JS bytes the page fetched
 * (decoded, as served) until `<avios-purchase>` shows its first priced package, and the time
 * from navigation start to that moment. The moment is taken in the page, by a mutation
 * observer on the element's shadow root (it runs as the DOM changes): the harness noticing it
 * afterwards (Playwright's polling and an evaluate round trip, both on the throttled page)
 * came 40-90 ms later and is printed beside it.
 */
async function elementRun(browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      if (this.localName !== 'avios-purchase') return root;
      const observer = new MutationObserver(() => {
        const first = root.querySelector('.avios-grid--packages > li');
        if (first?.querySelector('button') && /\d/.test(first.textContent ?? '')) {
          window.__aviosPriced ??= performance.now();
          observer.disconnect();
        }
      });
      observer.observe(root, { childList: true, subtree: true, characterData: true });
      return root;
    };
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${ELEMENT_PAGE}/`);
  const firstPackage = page.locator('avios-purchase .avios-grid--packages > li').first();
  await firstPackage.filter({ hasText: /\d/ }).getByRole('button').waitFor({ timeout: 60_000 });
  const noticed = await page.evaluate(() => performance.now());
  const ms = await page.evaluate(() => window.__aviosPriced ?? performance.now());
  const loaded = [...scripts];
  let bytes = 0;
  for (const response of loaded)
    bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  await context.close();
  return { ms, noticed, bytes, files: loaded.length };
}

console.log(`\nafter the Lighthouse runs: ${load()}`);

async function elementBench() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  });
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await elementRun(browser));
  await browser.close();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = median(runs.map((r) => r.ms));
  const bytes = median(runs.map((r) => r.bytes));
  console.log(
    `\n<avios-purchase> on the plain HTML page, 4x CPU throttling, median of ${runs.length}:` +
      `\n  time to the first priced package: ${Math.round(ms)} ms (target ${ELEMENT_TARGET_MS} ms: ` +
      `${ms <= ELEMENT_TARGET_MS ? 'ok' : 'over'})` +
      `\n  JS fetched until then: ${(bytes / 1024).toFixed(1)} KB in ${median(runs.map((r) => r.files))} files (uncompressed; \`npm run size\` prints brotli)` +
      `\n  runs: ${runs.map((r) => `${Math.round(r.ms)} ms`).join(', ')}` +
      ` (the harness noticed at ${Math.round(median(runs.map((r) => r.noticed)))} ms, median)`,
  );
  if (ms > ELEMENT_TARGET_MS) failed = true;
}

try {
  if (!shopOnly) await elementBench();
} finally {
  stop();
}
if (failed) {
  console.log(
    `\nPerformance and accessibility must each be at least ${MIN}` +
      (shopOnly ? '.' : `, and the element's time at most ${ELEMENT_TARGET_MS} ms.`),
  );
}
process.exit(failed ? 1 : 0);
