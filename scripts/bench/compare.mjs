// `<avios-purchase>` beside the peer a partner would pick, in the same run: the plain HTML page
// of the element and Adyen Web's Drop-in with the card (scripts/bench/adyen/), loaded
// alternately (avios then Adyen, then Adyen then avios, ...) under 4x CPU throttling, first
// with no emulated network and then with 150 ms of round-trip latency. Prints both medians,
// the JS each fetched until ready, the ratio avios/adyen and the budgets.
import { loadavg } from 'node:os';
import { loadOnce, PAGES } from './loads.mjs';

/** The budgets: the element in at most 3/4 of Adyen's time, and in 700 ms with no latency. */
export const RATIO_BUDGET = 0.75;
export const IDLE_BUDGET_MS = 700;
const CONDITIONS = [
  { latency: 0, name: 'no emulated network' },
  { latency: 150, name: '150 ms round trip (no bandwidth cap)' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n) => (n / 1024).toFixed(1);
const ms = (n) => `${Math.round(n)} ms`;
const load = () => `load ${loadavg()[0].toFixed(2)}`;

function summary(runs) {
  return {
    ms: median(runs.map((r) => r.ms)),
    noticed: median(runs.map((r) => r.noticed)),
    bytes: median(runs.map((r) => r.bytes)),
    br: median(runs.map((r) => r.br)),
    files: median(runs.map((r) => r.files)),
    css: median(runs.map((r) => r.css.bytes)),
    cssBr: median(runs.map((r) => r.css.br)),
  };
}

function describe(kind, runs, s) {
  const parts =
    kind === 'adyen'
      ? ` (onReady ${ms(median(runs.map((r) => r.parts.onReady)))}, card field ${ms(median(runs.map((r) => r.parts.cardField)))}, medians)`
      : '';
  return (
    `\n  ${PAGES[kind].label}: ${ms(s.ms)} to ready (${PAGES[kind].readyIs})${parts}` +
    `\n    JS fetched until then: ${kb(s.bytes)} KB in ${s.files} files (uncompressed, as served; ${kb(s.br)} KB brotli)` +
    (s.css ? `; stylesheets ${kb(s.css)} KB (${kb(s.cssBr)} KB brotli)` : '') +
    `\n    runs: ${runs.map((r) => ms(r.ms)).join(', ')} (the harness noticed at ${ms(s.noticed)}, median)`
  );
}

/**
 * Runs the comparison in `browser`: `runs` loads of each page per condition, interleaved.
 * Resolves with true when a budget is not met.
 */
export async function compare(browser, { aviosUrl, adyenUrl, adyenVersion, runs }) {
  const urls = { avios: aviosUrl, adyen: adyenUrl };
  // a browser's first load pays its processes' start: one unrecorded load of each page first
  for (const kind of ['avios', 'adyen']) await loadOnce(browser, kind, urls[kind], 0);
  let over = false;
  const blocked = new Set();
  const other = new Set();
  for (const { latency, name } of CONDITIONS) {
    const results = { avios: [], adyen: [] };
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? ['avios', 'adyen'] : ['adyen', 'avios'];
      for (const kind of order) {
        const run = await loadOnce(browser, kind, urls[kind], latency);
        results[kind].push(run);
        run.blocked.forEach((url) => blocked.add(url));
        run.other.forEach((url) => other.add(url));
      }
    }
    const avios = summary(results.avios);
    const adyen = summary(results.adyen);
    const ratio = avios.ms / adyen.ms;
    const ratioOk = ratio <= RATIO_BUDGET;
    over ||= !ratioOk;
    let text =
      `\n${name}, 4x CPU throttling, median of ${runs} each, interleaved (${load()} after):` +
      describe('avios', results.avios, avios) +
      describe('adyen', results.adyen, adyen) +
      `\n  ratio avios/adyen: ${ratio.toFixed(2)} (budget ≤ ${RATIO_BUDGET}: ${ratioOk ? 'ok' : 'over'})`;
    if (!latency) {
      const idleOk = avios.ms <= IDLE_BUDGET_MS;
      over ||= !idleOk;
      text += `\n  avios time: ${ms(avios.ms)} (budget ≤ ${IDLE_BUDGET_MS} ms: ${idleOk ? 'ok' : 'over'})`;
    }
    console.log(text);
  }
  console.log(
    `\nAdyen Web ${adyenVersion} (Vite build of scripts/bench/adyen/, Drop-in + Card, advanced flow, local payment methods).` +
      `\nRequests to Adyen refused by the bench (${blocked.size}):` +
      (blocked.size ? [...blocked].map((url) => `\n  ${url}`).join('') : ' none') +
      `\nRequests to other outside hosts (let through): ${other.size ? [...other].join(', ') : 'none'}`,
  );
  return over;
}
