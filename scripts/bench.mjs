#!/usr/bin/env node
// `npm run bench`: builds the demo host, serves it (vite preview on :4173) beside the
// sandbox, runs Lighthouse in Debian's Chromium on `/`, `/purchase`, `/en-GB/purchase` and
// `/maintenance`, prints the scores and fails when performance or accessibility is under 95
// (scripts/bench/lighthouse.mjs; Lighthouse's defaults, mobile and simulated throttling, are
// kept; each page's report is written to .artifacts/lighthouse/<page>.json).
//
// Then it measures `<avios-purchase>` beside the peer a partner would pick, in the same run
// (scripts/bench/compare.mjs): the plain HTML page of the element (examples/plain-html, :5174)
// and a page with Adyen Web's Drop-in and card (scripts/bench/adyen/, built with Vite, served
// by this process, Adyen's hosts refused), loaded alternately under 4x CPU throttling, with
// no emulated network and then with 150 ms of round-trip latency. It prints each page's median
// time from navigation start to ready (the element: its first priced package; Adyen: Drop-in's
// onReady and the card number field's container laid out), the JS each fetched until then and
// the ratio avios/adyen, and fails when the element's time is over 0.75 x Adyen's in either
// condition or over 700 ms with no emulated network.
//
// Options (after `npm run bench --`):
//   --runs N          Lighthouse runs per page (default 1); the median run by performance score
//                     is reported and kept as <page>.json, every run as <page>-<k>.json.
//                     Simulated throttling multiplies the main-thread time observed, so a busy
//                     machine lowers scores: the machine's load (`uptime`) is printed with them.
//   --page PATH       only this page (repeatable), e.g. --page / --page /maintenance
//   --shop-only       skip the element and Adyen comparison (and the element build and its page)
//   --element-only    skip Lighthouse (and the demo host's build and preview)
//   --element-runs N  loads of each page per network condition in the comparison (default 9)
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { adyenVersion, buildAdyenPage, serveAdyenPage } from './bench/adyenPage.mjs';
import { compare, IDLE_BUDGET_MS, RATIO_BUDGET } from './bench/compare.mjs';
import { lighthousePages, load, MIN } from './bench/lighthouse.mjs';
import { startServers, waitFor } from './bench/servers.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

const ELEMENT_PAGE = 'http://localhost:5174/';
const base = 'http://localhost:4173';
const ALL_PAGES = ['/', '/purchase', '/en-GB/purchase', '/maintenance'];
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    page: { type: 'string', multiple: true },
    'shop-only': { type: 'boolean', default: false },
    'element-only': { type: 'boolean', default: false },
    'element-runs': { type: 'string', default: '9' },
  },
});
const whole = (name) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} wants a whole number, not ${args[name]}`);
  return n;
};
const RUNS = whole('runs');
const ELEMENT_RUNS = whole('element-runs');
const pages = args.page?.length ? args.page : ALL_PAGES;
const shop = !args['element-only'];
const element = !args['shop-only'];
if (!shop && !element) throw new Error('--shop-only and --element-only leave nothing to run');

const workspaces = [...(shop ? ['@avios/demo-host'] : []), ...(element ? ['@avios/elements'] : [])];
for (const workspace of workspaces) {
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (element) await buildAdyenPage();

const stop = startServers(['sandbox', ...(shop ? ['shop'] : []), ...(element ? ['plain'] : [])]);
let failed = false;
let adyen;
try {
  await waitFor('http://localhost:4010/__sandbox/health');
  if (shop) await waitFor(base + '/');
  if (element) {
    await waitFor(ELEMENT_PAGE);
    adyen = await serveAdyenPage();
  }
  if (shop) failed = await lighthousePages(base, pages, RUNS);
  if (element) {
    if (shop) console.log(`\nafter the Lighthouse runs: ${load()}`);
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
    });
    try {
      const over = await compare(browser, {
        aviosUrl: ELEMENT_PAGE,
        adyenUrl: adyen.url,
        adyenVersion: adyenVersion(),
        runs: ELEMENT_RUNS,
      });
      failed ||= over;
    } finally {
      await browser.close();
    }
  }
} finally {
  await adyen?.close();
  stop();
}
if (failed) {
  const budgets = [
    ...(shop ? [`performance and accessibility each at least ${MIN}`] : []),
    ...(element
      ? [
          `the element's time at most ${RATIO_BUDGET} x Adyen Drop-in's in each condition`,
          `and at most ${IDLE_BUDGET_MS} ms with no emulated network`,
        ]
      : []),
  ];
  console.log(`\nOver budget. Budgets: ${budgets.join('; ')}.`);
}
process.exit(failed ? 1 : 0);
