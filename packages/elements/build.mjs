#!/usr/bin/env node
// Builds the standalone element bundles: one self-contained ES module per entry, so that a
// plain page loads one <script type="module"> and nothing else up front. Each entry is built
// on its own (no chunks shared between entries); only code needed later (the real Auth0
// client at sign-in, the checkout screens) is split into chunks that load on demand.
// React is replaced by preact/compat, and two heavy clients by element-only stand-ins
// (src/vendor). Writes dist/bundles.json, which scripts/size.mjs reads, and
// dist/custom-elements.json (manifest.mjs).
import { build } from 'vite';
import { writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export const ENTRIES = {
  'avios-purchase': 'src/avios-purchase/define.ts',
  'avios-gift': 'src/avios-gift/define.ts',
  'avios-transfer': 'src/avios-transfer/define.ts',
  'avios-booster': 'src/avios-booster/define.ts',
  'avios-subscribe': 'src/avios-subscribe/define.ts',
  'avios-checkout': 'src/avios-checkout/define.ts',
  'avios-discovery': 'src/avios-discovery/define.ts',
  'avios-elements': 'src/all.ts',
};

const alias = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // workspace sources, so that unused exports shake out without a prior package build
  { find: /^@avios\/sdk$/, replacement: here('../sdk/src/index.ts') },
  { find: /^@avios\/react$/, replacement: here('../react/src/index.ts') },
  // element-only stand-ins (see the files for why)
  { find: /^contentful$/, replacement: here('src/vendor/contentfulLite.ts') },
  { find: /^@auth0\/auth0-spa-js$/, replacement: here('src/vendor/auth0Lazy.ts') },
  { find: /^zod$/, replacement: here('src/vendor/zodLite.ts') },
];

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

async function buildEntry(name, entry) {
  const result = await build({
    configFile: false,
    root: here('.'),
    logLevel: 'warn',
    resolve: { alias },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      lib: { entry: here(entry), formats: ['es'], fileName: () => `${name}.js` },
      // STACK.md: Vite 8 library mode does not minify `es` output unless asked
      rolldownOptions: {
        output: { minify: true, chunkFileNames: `chunks/${name}-[name]-[hash].js` },
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const chunks = output.filter((o) => o.type === 'chunk');
  return chunks.map((c) => ({
    file: c.fileName,
    isEntry: c.isEntry,
    imports: c.imports,
    dynamicImports: c.dynamicImports,
    packages: packagesOf(c),
    modules: Object.entries(c.modules)
      .map(([id, m]) => [id.replace(/^.*?(node_modules\/|packages\/)/, ''), m.renderedLength])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40),
  }));
}

rmSync(here('dist'), { recursive: true, force: true });
mkdirSync(here('dist'), { recursive: true });
const report = {};
for (const [name, entry] of Object.entries(ENTRIES)) {
  report[name] = await buildEntry(name, entry);
}
writeFileSync(here('dist/bundles.json'), JSON.stringify(report, null, 2));
await import('./manifest.mjs');
console.log(
  `built ${Object.keys(ENTRIES)
    .map((n) => `dist/${n}.js`)
    .join(', ')}`,
);
