// Lighthouse 12 on the built demo host's pages, in Debian's Chromium, with its defaults
// (mobile, simulated throttling). Each page's report is written to .artifacts/lighthouse/<page>.json;
// the scores, the metrics, the LCP element and the failing accessibility audits are printed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const MIN = 95;
const OUT = '.artifacts/lighthouse';
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
export const load = () => {
  const [one, five] = loadavg();
  return `load ${one.toFixed(2)} (1 min) ${five.toFixed(2)} (5 min)`;
};

/**
 * One Lighthouse run of `url`. A run whose trace Lighthouse could not read (NO_NAVSTART,
 * NO_FCP: "Please run Lighthouse again", seen about once in a hundred runs here) is run
 * again, twice at most, so a flake does not score the page 0.
 */
async function audit(chrome, url) {
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

/**
 * Audits each of `pages` (paths under `base`) `runs` times and prints the median run by
 * performance score. Resolves with true when a page's performance or accessibility is under MIN.
 */
export async function lighthousePages(base, pages, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  mkdirSync(OUT, { recursive: true });
  const notes = [];
  let failed = false;
  try {
    console.log(
      `\nLighthouse ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page; ${load()}` +
        '\npage'.padEnd(14) +
        'performance'.padStart(13) +
        'accessibility'.padStart(15) +
        'best-practices'.padStart(16) +
        'seo'.padStart(6) +
        (runs > 1 ? '   runs (performance)' : ''),
    );
    for (const path of pages) {
      const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
      const all = [];
      for (let k = 1; k <= runs; k++) {
        const result = await audit(chrome, base + path);
        const json = JSON.stringify(result.lhr, null, 1);
        if (runs > 1) writeFileSync(`${OUT}/${name}-${k}.json`, json);
        all.push({ lhr: result.lhr, json, load: loadavg()[0] });
      }
      const perf = (run) => run.lhr.categories.performance?.score ?? 0;
      // the median run by performance score (the lower middle one for an even count)
      const middle = [...all].sort((a, b) => perf(a) - perf(b))[Math.floor((all.length - 1) / 2)];
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
          (runs > 1
            ? `   ${all.map((r) => `${Math.round(perf(r) * 100)} (load ${r.load.toFixed(2)})`).join(', ')}`
            : ''),
      );
      if (score('performance') < MIN || score('accessibility') < MIN) failed = true;
      const metrics = METRICS.map(
        ([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`,
      );
      const lcpNode =
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      const a11y = (c.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id} (${audit.details?.items?.length ?? 0})`);
      notes.push(
        `${path}: ${metrics.join(', ')}\n  LCP element: ${lcpNode?.snippet ?? 'none'}` +
          (a11y.length ? `\n  failing accessibility audits: ${a11y.join(', ')}` : '') +
          `\n  report: ${file}${runs > 1 ? ` (the median run; every run: ${OUT}/${name}-<k>.json)` : ''}`,
      );
    }
    console.log(`\n${notes.join('\n')}`);
  } finally {
    await chrome.kill();
  }
  return failed;
}
