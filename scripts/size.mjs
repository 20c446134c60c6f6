#!/usr/bin/env node
// `npm run size`: builds the element bundles and prints each one's brotli size against its
// budget; exits non-zero when a bundle is over. Budgets live here, next to the numbers.
//
// What counts: the entry file, every chunk it imports statically, and every chunk it loads
// on demand unless that chunk is listed in `onDemand` below as not needed to show priced
// packages. The browser test demo-host/e2e/plain-html.spec.ts checks that claim: the plain
// page shows priced packages without requesting any of those chunks.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { budgetsOf, firstRenderTags, loadTable } from '../packages/elements/table.mjs';
import { BUILD_TARGET } from './browserTargets.mjs';
import { firstRenderFloor } from './sizeFloor.mjs';

// Reference: Adyen Web measured here: Drop-in + Card 87 KB brotli, Core + Card 81 KB.
// Each element's budgets are in its row of the element table (packages/elements/src/elements.ts
// `budget`): 66 KB per element since the wallet buttons, the chatbot, responsive images, readiness
// (64 KB, purchase 63.3), then the one page configuration (environment presets,
// <avios-config>, configure(), the missing-address report) and constructable stylesheets
// (2026-11-25: purchase 64.9); the shared loader of the embedding issue is to bring the
// first priced render to 40 KB (`fromLoaderKb`), which these self-contained bundles are not.
const { elements } = await loadTable();
const budgets = budgetsOf(elements, [
  { name: 'avios-elements', limitKb: 90, what: 'all elements in one script' },
  // the loader (issue 12): registers every tag, fetches a tag's screens on first use
  { name: 'avios-loader', limitKb: 5, what: 'the loader alone: every tag registered' },
]);
// Chunks fetched only after the first priced render, matched on their file name.
const onDemand = [
  { pattern: /auth0/i, when: 'at sign-in or the login callback (the real Auth0 client)' },
  {
    pattern: /(^|\/)sandboxPayments-/,
    when: 'when the payment step opens (the sandbox card form provider)',
  },
  {
    pattern: /(^|\/)(adyenInElement|adyenNotBundled|lightDomPayments)-/,
    when: 'when Drop-in\'s payment step opens (payments="adyen": the adapter; Adyen Web is the page\'s own)',
  },
  {
    pattern: /(^|\/)hostedCheckoutView-/,
    when: 'with checkout="hosted" only (the hand-off to the shop\'s /external checkout, docs/payments.md)',
  },
  {
    pattern: /(^|\/)linking-/,
    when: 'when a member links an account, comes back from it, or exchanges a token',
  },
  {
    pattern: /(^|\/)(sessionActions|checkoutController)-/,
    when: 'when the browser is first idle or at the first interaction (sign-in actions, the checkout controller: @avios/sdk whenIdle)',
  },
  {
    pattern: /(^|\/)laterScreens-/,
    when: 'when the member continues (recipient step, checkout, result: the registry on-demand chunk)',
  },
  {
    pattern: /(^|\/)laterCss-/,
    when: "when the browser is first idle or at the member's first interaction, and before a later screen shows (the later screens' rules, every brand's theme)",
  },
  {
    pattern: /(^|\/)laterAnswers-/,
    when: "when the browser is first idle, at the member's first interaction, or with the first call that checks one (the schemas of the member's and the later steps' answers)",
  },
];

const dist = 'packages/elements/dist';
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@avios/elements'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(`${dist}/bundles.json`)) {
  console.error(`${dist}/bundles.json is missing: run "npm run build -w @avios/elements".`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(`${dist}/bundles.json`, 'utf8'));

const kb = (n) => (n / 1024).toFixed(1);
function measure(file) {
  const buf = readFileSync(`${dist}/${file}`);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * What a page fetches for `start`: each file's static imports, and the chunks they load on
 * demand unless `onDemand` names them (listed as not counted) or `skip` says so.
 */
function closure(chunks, start, skip = () => false) {
  const counted = new Set();
  const visit = (file) => {
    if (counted.has(file)) return;
    counted.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
  };
  for (const file of start) visit(file);
  const lazy = [];
  const seen = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const file of [...counted]) {
      for (const dyn of chunks.get(file)?.dynamicImports ?? []) {
        if (seen.has(dyn) || counted.has(dyn) || skip(file, dyn)) continue;
        seen.add(dyn);
        const rule = onDemand.find((r) => r.pattern.test(dyn));
        if (rule) lazy.push({ file: dyn, when: rule.when });
        else {
          visit(dyn);
          grew = true;
        }
      }
    }
  }
  return { counted, lazy };
}

// The loader's figures (src/loader.ts): the loader alone, and what a page with one
// `<avios-purchase>` (or `<avios-gift>`) fetches for its first priced render: the loader,
// the tag's screens chunk and what that imports; not the other tags' screens.
const scenarios = [];
const loaderChunks = report['avios-loader'];
if (loaderChunks) {
  const loaderEntry = loaderChunks.find((c) => c.isEntry);
  const screensOf = (tag) =>
    loaderChunks.find((c) => c.facade === `elements/src/${tag}/render.ts`)?.file;
  const tagScreens = (from) => from === loaderEntry.file;
  scenarios.push({ name: 'avios-loader', start: [loaderEntry.file], skip: tagScreens });
  for (const tag of firstRenderTags(elements)) {
    scenarios.push({
      name: `${tag} from the loader`,
      start: [loaderEntry.file, screensOf(tag)],
      skip: tagScreens,
    });
  }
}

let over = false;
// the floor is said once, under the first scenario from the loader
let floorShown = false;
const all = [
  ...Object.keys(report)
    .filter((name) => name !== 'avios-loader')
    .map((name) => ({ name, chunks: report[name] })),
  ...scenarios.map((s) => ({ ...s, chunks: loaderChunks })),
];
for (const scenario of all) {
  const { name } = scenario;
  const chunks = new Map(scenario.chunks.map((c) => [c.file, c]));
  const entry = scenario.chunks.find((c) => c.isEntry);
  const budget = budgets.find((b) => b.name === name);
  const { counted, lazy } = closure(chunks, scenario.start ?? [entry.file], scenario.skip);

  const total = { raw: 0, gzip: 0, brotli: 0 };
  // brotli bytes of the files other than the shared runtime (the loader, the early reads…)
  let besideRuntime = 0;
  console.log(`\n${name}${budget ? ` — ${budget.what}` : ''}`);
  console.log(
    '  file'.padEnd(60) + 'raw KB'.padStart(9) + 'gzip KB'.padStart(9) + 'brotli KB'.padStart(11),
  );
  for (const file of counted) {
    const m = measure(file);
    total.raw += m.raw;
    total.gzip += m.gzip;
    total.brotli += m.brotli;
    if (!/(^|\/)runtime-/.test(file)) besideRuntime += m.brotli;
    console.log(
      `  ${file}`.padEnd(60) +
        kb(m.raw).padStart(9) +
        kb(m.gzip).padStart(9) +
        kb(m.brotli).padStart(11),
    );
    const top = chunks.get(file).packages.slice(0, 8);
    console.log(
      `    contains (minified KB before compression): ${top.map((p) => `${p.name} ${kb(p.bytes)}`).join(', ')}`,
    );
  }
  for (const { file, when } of lazy) {
    const m = measure(file);
    console.log(`  not counted: ${file} (${kb(m.brotli)} KB brotli), loaded ${when}`);
  }
  const line = `  counted total: ${kb(total.brotli)} KB brotli (${kb(total.gzip)} KB gzip, ${kb(total.raw)} KB raw)`;
  if (budget) {
    const ok = total.brotli / 1024 <= budget.limitKb;
    over ||= !ok;
    console.log(`${line}, budget ${budget.limitKb} KB: ${ok ? 'ok' : 'OVER BUDGET'}`);
  } else {
    console.log(`${line} (no budget)`);
  }
  if (scenario.start && budget && !floorShown && name !== 'avios-loader') {
    floorShown = true;
    const floor = await firstRenderFloor(BUILD_TARGET);
    const fixed = floor + besideRuntime;
    console.log(
      `  of which the floor: ${kb(floor)} KB brotli is what the first priced render needs of ` +
        'Preact (compat), query-core (QueryClient, QueryObserver) and zod/mini (the first ' +
        `answers' schemas), built alone (scripts/sizeFloor.mjs); with the files beside the ` +
        `runtime, ${kb(fixed)} KB. The budget leaves ` +
        `${kb(budget.limitKb * 1024 - fixed)} KB for the SDK's and the screens' own code in ` +
        `the runtime, which has about ${kb(total.brotli - fixed)} KB of it now.`,
    );
  }
}
for (const b of budgets) {
  if (!all.some((s) => s.name === b.name)) {
    console.log(`${b.name}: missing from ${dist}/bundles.json (the build did not write it)`);
    over = true;
  }
}
process.exit(over ? 1 : 0);
