#!/usr/bin/env node
// Builds the standalone element bundles: one self-contained ES module per entry, so that a
// plain page loads one <script type="module"> and nothing else up front. Each entry is built
// on its own (no chunks shared between entries); only code needed later (the real Auth0
// client at sign-in, the checkout screens) is split into chunks that load on demand.
// React is replaced by preact/compat; the Auth0 client needs no stand-in, the SDK's session
// loading it on demand (sdk/src/session/lazyAuth0.ts), nor zod, the SDK's schemas being
// written on zod/mini. Chunk file names
// carry a content hash and no entry name, so a chunk that comes out byte for byte the same
// from several entries (the real Auth0 client) ships once.
// The bundles are the element table's (src/elements.ts, read through table.mjs): one per
// element, and all of them in one. Also writes dist/bundles.json, which scripts/size.mjs
// reads; dist/custom-elements.json (manifest.mjs); the type declarations (dist/<entry>.d.ts
// over dist/types, bundled with what they name of the SDK);
// dist/auth0-worker.js, the Auth0 client's token worker as a file (no blob: worker under a
// strict CSP); and dist/integrity.json, the sha384 of every .js file for Subresource Integrity.
import { build } from 'vite';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as tsup } from 'tsup';
import { BUILD_TARGET } from '../../scripts/browserTargets.mjs';
import { laterScreensChunk } from '../../scripts/screenChunks.mjs';
import { manifestOf } from './manifest.mjs';
import { RUNTIME_ID, entriesOf, firstRenderTags, loadTable, runtimeTable } from './table.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

const table = await loadTable();
const ENTRIES = entriesOf(table.elements);

const alias = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // workspace sources, so that unused exports shake out without a prior package build
  // (a subpath is its folder's index.ts: `@avios/sdk/rules` is ../sdk/src/rules/index.ts)
  { find: /^@avios\/(sdk|react)$/, replacement: here('../$1/src/index.ts') },
  { find: /^@avios\/(sdk|react)\/(\w+)$/, replacement: here('../$1/src/$2/index.ts') },
  // Adyen Web is the page's, never bundled (src/shared/adyenInElement.ts): the SDK adapter's
  // default import of it points at a module that says so
  { find: /^@adyen\/adyen-web$/, replacement: here('src/shared/adyenNotBundled.ts') },
];

/**
 * Rolldown's tree shaking, with one package's missing `sideEffects` field said for it:
 * @contentful/rich-text-types has no side effects at import, but without the field its
 * validator (never called in a browser: the SDK validates rich text itself) was bundled.
 */
const treeshake = {
  moduleSideEffects: [
    { test: /node_modules[\\/]@contentful[\\/]rich-text-types[\\/]/, sideEffects: false },
  ],
};

/**
 * The modules that register the tags (`all.ts`, `loader.ts`, each `define.ts`) are imported
 * for their side effect. This package's `sideEffects` field names only what it ships (dist),
 * and the bundler reads that field for these sources too, so they say it themselves here:
 * without it avios-elements.js would lose every `customElements.define`.
 */
const REGISTERS = /elements[\\/]src[\\/](all|loader|[\w-]+[\\/]define)\.ts$/;
const registersTags = {
  name: 'avios-registers-tags',
  transform(code, id) {
    return REGISTERS.test(id) ? { code, moduleSideEffects: true } : undefined;
  },
};

/**
 * The element table in the bundles: its run-time columns (tags, observed properties,
 * screens) and nothing else, so that the summaries, events and budgets the table also holds
 * for this build, the manifest and the typings add nothing to what a page downloads.
 */
const TABLE = here('src/elements.ts');
const runtime = runtimeTable(table);
const runtimeTablePlugin = {
  name: 'avios-runtime-table',
  resolveId: (id) => (id.startsWith(RUNTIME_ID) ? id : undefined),
  load(id) {
    if (id === TABLE) return runtime.table;
    return id.startsWith(RUNTIME_ID) ? runtime.source[id.slice(RUNTIME_ID.length)] : undefined;
  },
};

/** The packages (or workspace folders) a chunk's modules come from, largest first. */
function packagesOf(chunk) {
  const sizes = new Map();
  for (const [id, info] of Object.entries(chunk.modules)) {
    const nm = id.lastIndexOf('node_modules/');
    let name;
    if (nm >= 0) {
      const rest = id.slice(nm + 'node_modules/'.length).split('/');
      name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    } else {
      const ws = id.match(/packages\/([^/]+)\/src\/([^/]+)/);
      name = ws ? `@avios/${ws[1]}${ws[1] === 'elements' ? '' : `/${ws[2]}`}` : 'other';
    }
    sizes.set(name, (sizes.get(name) ?? 0) + (info.renderedLength ?? 0));
  }
  return [...sizes.entries()].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => ({ name, bytes }));
}

/** The marker src/shared/aviosRegistry.ts puts where the token worker's address goes. */
const WORKER_MARKER = '__avios_auth0_worker__';

/**
 * Writes the token worker's address as `new URL("./auth0-worker.js", import.meta.url)` in the
 * output (`"../auth0-worker.js"` from a chunk in dist/chunks/), the one form that Vite,
 * webpack 5, Rollup and esbuild all follow: a host that bundles the package then has its
 * bundler emit the worker beside its own assets. Done on the finished chunks, so that this
 * build's own asset handling (which would inline the file as a data: URL) never sees it.
 * Fails the build if the marker is not found in the one form expected.
 */
function workerUrlPlugin() {
  const marker = new RegExp(
    `new URL\\((["'\`])${WORKER_MARKER}\\1,\\s*import\\.meta\\.url\\)`,
    'g',
  );
  return {
    name: 'avios-worker-url',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.code.includes(WORKER_MARKER)) continue;
        const relative = chunk.fileName.includes('/') ? '../auth0-worker.js' : './auth0-worker.js';
        const code = chunk.code.replace(marker, `new URL("${relative}",import.meta.url)`);
        if (code.includes(WORKER_MARKER)) {
          throw new Error(
            `${chunk.fileName}: the token worker's marker is not in the form expected`,
          );
        }
        chunk.code = code;
      }
    },
  };
}

/**
 * What every build of this file shares: the aliases, production React, the output folder, the
 * screens loaded later as one chunk (scripts/screenChunks.mjs).
 */
const common = {
  configFile: false,
  root: here('.'),
  logLevel: 'warn',
  resolve: { alias },
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [workerUrlPlugin(), registersTags, runtimeTablePlugin, laterScreensChunk()],
};
// the support matrix's floor (docs/browsers.md), shared with the shop and the libraries
const commonOutput = { outDir: 'dist', emptyOutDir: false, target: BUILD_TARGET, sourcemap: false };

async function buildEntry(name, entry) {
  const result = await build({
    ...common,
    build: {
      ...commonOutput,
      lib: { entry: here(entry), formats: ['es'], fileName: () => `${name}.js` },
      // STACK.md: Vite 8 library mode does not minify `es` output unless asked
      rolldownOptions: {
        // named by content only: a chunk that comes out the same from several entries (the
        // real Auth0 client) is one file, not one copy per entry
        output: { minify: true, comments: false, chunkFileNames: 'chunks/[name]-[hash].js' },
        treeshake,
      },
    },
  });
  return chunksOf(result);
}

/** The output files of a build. */
const outputOf = (result) => (Array.isArray(result) ? result[0] : result).output;

/** What bundles.json says of a build's chunks (scripts/size.mjs reads it). */
function chunksOf(result) {
  const chunks = outputOf(result).filter((o) => o.type === 'chunk');
  return chunks.map((c) => ({
    file: c.fileName,
    isEntry: c.isEntry,
    facade: c.facadeModuleId?.replace(/^.*?packages\//, '') ?? null,
    imports: c.imports,
    dynamicImports: c.dynamicImports,
    packages: packagesOf(c),
    modules: Object.entries(c.modules)
      .map(([id, m]) => [id.replace(/^.*?(node_modules\/|packages\/)/, ''), m.renderedLength])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 400),
  }));
}

/** The screens whose first render from the loader has a size budget (scripts/size.mjs). */
const FIRST_RENDER_SCREENS = firstRenderTags(table.elements).map((tag) =>
  here(`src/${tag}/render.ts`),
);

/** The loader's early reads (src/shared/earlyAnswers.ts), a small chunk of their own. */
const EARLY = here('src/shared/earlyAnswers.ts');

/**
 * The modules whose code the early reads need, less those in the loader itself (`loader`, the
 * loader's chunk in a first build): a build of the early reads alone, tree-shaken, so that
 * an index the early reads import one function from (`@avios/sdk/api`) brings only the module
 * of that function, not everything the index names.
 */
async function earlyModules(loader) {
  const result = await build({
    ...common,
    build: {
      ...commonOutput,
      write: false,
      lib: { entry: EARLY, formats: ['es'], fileName: () => 'early.js' },
      rolldownOptions: { treeshake, output: { codeSplitting: false } },
    },
  });
  const used = outputOf(result)
    .filter((o) => o.type === 'chunk')
    .flatMap((c) => Object.entries(c.modules))
    .filter(([, info]) => info.renderedLength > 0)
    .map(([id]) => id);
  return new Set(used.filter((id) => !loader.has(id)));
}

/**
 * The modules of the first render of those elements (`<avios-purchase>` and `<avios-gift>`):
 * the chunks their screens import statically (directly or not) in a build left to the bundler's automatic
 * splitting, less the loader and the screens' own small chunks.
 */
function firstRenderModules(result) {
  const chunks = outputOf(result).filter((o) => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const starts = chunks.filter((c) => FIRST_RENDER_SCREENS.includes(c.facadeModuleId));
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk) || chunk.isEntry) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of starts) for (const file of chunk.imports) visit(byFile.get(file));
  return new Set([...seen].flatMap((chunk) => Object.keys(chunk.modules)));
}

/**
 * The loader (src/loader.ts -> dist/avios-loader.js) and every element's screens, built
 * together so that what the screens share (the SDK, Preact, the stylesheet) is one set of
 * chunks on the page. Built as an app, not a library, so that Vite preloads a dynamic
 * import's chunks in parallel with it (`build.modulePreload`: a `<link rel="modulepreload">`
 * for each, addressed from the loader's own URL as `base` is relative): no chunk waits for
 * another to parse before the first render.
 *
 * Built twice. Left to the bundler's automatic splitting, the package elements' first render
 * came in 12 files (a chunk per set of tags sharing a module), each a request and a preload
 * link, and each compressed apart: 64.2 KB brotli, where the same modules in one file are
 * 60.4 KB and reach the first priced package 30 ms sooner under 4x CPU throttling. So a first
 * build (not written) finds those modules (firstRenderModules), and the second puts them in
 * one `runtime` chunk. What only other tags or later steps import (the recipient step,
 * checkout, Auth0, the sandbox card form) stays in chunks of its own, fetched when needed.
 */
async function buildLoader() {
  const config = (runtime, early) => ({
    ...common,
    base: './',
    build: {
      ...commonOutput,
      copyPublicDir: false,
      minify: true,
      modulePreload: { polyfill: false },
      write: !!runtime,
      rolldownOptions: {
        input: { 'avios-loader': here('src/loader.ts') },
        // the loader may export more than `configure` for its chunks' use: what it shares with the
        // screens (page configuration, element class, preload helper) is then in the loader itself,
        // not in chunks fetched only once the loader has been parsed
        preserveEntrySignatures: 'allow-extension',
        treeshake,
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          ...(runtime
            ? {
                codeSplitting: {
                  groups: [
                    {
                      // what the loader fetches at once to send the first screen's reads
                      name: 'early',
                      test: (id) => early.has(id),
                      includeDependenciesRecursively: false,
                    },
                    {
                      name: 'runtime',
                      test: (id) => runtime.has(id) && !early.has(id),
                      // its modules' dependencies are in it already, or in the loader
                      includeDependenciesRecursively: false,
                    },
                  ],
                },
              }
            : {}),
        },
      },
    },
  });
  const split = await build(config(undefined));
  const runtime = firstRenderModules(split);
  const entry = outputOf(split).find((o) => o.type === 'chunk' && o.isEntry);
  const early = await earlyModules(new Set(Object.keys(entry.modules)));
  const result = await build(config(runtime, early));
  // the early reads' chunk is fetched before the runtime: it must not wait for it
  const chunks = outputOf(result).filter((o) => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  for (const chunk of chunks.filter((c) => /^chunks\/early-/.test(c.fileName))) {
    const needs = new Set();
    const visit = (file) => {
      if (needs.has(file)) return;
      needs.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    chunk.imports.forEach(visit);
    const waits = [...needs].filter((file) => /(^|\/)runtime-/.test(file));
    if (waits.length > 0) {
      throw new Error(
        `${chunk.fileName} needs ${waits.join(', ')}: it must not wait for the runtime`,
      );
    }
  }
  return chunksOf(result);
}

/**
 * Type declarations, self-contained: tsup's declaration bundler (rollup-plugin-dts) writes one
 * `.d.ts` per entry into dist/types, with what the entries share in chunks there, and
 * dist/<entry>.d.ts next to each bundle re-exports its entry's. `@avios/sdk` and `@avios/react`
 * resolve to their sources as in the bundles (a subpath is its folder's index.ts), so the
 * SDK types an element's API names (`Partner`, `ErrorCode`, `PaymentProvider`, …) are
 * declared in the package itself: the package carries the SDK and does not install it
 * (docs/packages.md "Dependencies"). Only the `jsx` and `vue` typings import other packages,
 * `react` and `vue`, the host's (optional peer dependencies); scripts/packages.mjs and
 * test/elements-types.test.ts check it. Fails the build on a type error.
 */
async function emitTypes() {
  const sources = (pkg) => ({
    [`@avios/${pkg}`]: [here(`../${pkg}/src/index.ts`)],
    [`@avios/${pkg}/*`]: [here(`../${pkg}/src/*/index.ts`)],
  });
  const entries = {
    ...ENTRIES,
    'avios-loader': 'src/loader.ts',
    jsx: 'src/jsx.d.ts',
    vue: 'src/vue.d.ts',
  };
  await tsup({
    config: false,
    silent: true,
    entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, here(file)])),
    format: ['esm'],
    outDir: here('dist/types'),
    tsconfig: here('../../tsconfig.base.json'),
    // the host's packages, never bundled: the `jsx` and `vue` typings extend their types
    external: ['react', 'vue'],
    dts: {
      only: true,
      compilerOptions: {
        rootDir: here('..'),
        baseUrl: here('.'),
        paths: { ...sources('sdk'), ...sources('react') },
      },
    },
  });
  for (const name of Object.keys(entries)) {
    if (name === 'jsx' || name === 'vue') continue;
    writeFileSync(here(`dist/${name}.d.ts`), `export * from './types/${name}.js';\n`);
  }
}

/** `{ "<file>": "sha384-<base64>" }` for every .js file in dist (paths relative to dist). */
function writeIntegrity() {
  const dist = here('dist');
  const files = readdirSync(dist, { recursive: true })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('.js'))
    .sort();
  const integrity = Object.fromEntries(
    files.map((f) => [
      f,
      `sha384-${createHash('sha384')
        .update(readFileSync(join(dist, f)))
        .digest('base64')}`,
    ]),
  );
  writeFileSync(join(dist, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
}

rmSync(here('dist'), { recursive: true, force: true });
mkdirSync(here('dist'), { recursive: true });
const report = {};
for (const [name, entry] of Object.entries(ENTRIES)) {
  report[name] = await buildEntry(name, entry);
}
report['avios-loader'] = await buildLoader();
writeFileSync(here('dist/bundles.json'), JSON.stringify(report, null, 2));
// the Auth0 client's token worker as a file beside the bundles (src/shared/aviosRegistry.ts
// passes its address as `workerUrl`, from a bundle in dist/ or a loader chunk in dist/chunks/),
// so a partner's policy needs no `worker-src blob:`
copyFileSync(
  createRequire(import.meta.url).resolve(
    '@auth0/auth0-spa-js/dist/auth0-spa-js.worker.production.js',
  ),
  here('dist/auth0-worker.js'),
);
writeFileSync(
  here('dist/custom-elements.json'),
  `${JSON.stringify(manifestOf(table.elements), null, 2)}\n`,
);
await emitTypes();
writeIntegrity();
console.log(
  `built ${Object.keys(ENTRIES)
    .map((n) => `dist/${n}.js`)
    .join(', ')}`,
);
