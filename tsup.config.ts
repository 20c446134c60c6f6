import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { BUILD_TARGET } from './scripts/browserTargets.mjs';
import { laterScreensEsbuild } from './scripts/screenChunks.mjs';

// Shared by the library packages (`@avios/sdk`, `@avios/react`): each runs
// `tsup --config ../../tsup.config.ts` from its own folder, so paths are relative to it.
// Both formats get their own declarations (`index.d.ts` for import, `index.d.cts` for
// require), which the packages' `exports` maps name per condition (docs/packages.md).
const { name } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string };

const USE_CLIENT = "'use client';";

/**
 * The React screens and hooks run only in the browser, so React Server Components
 * frameworks must treat the whole package as a client module. tsup's `banner` cannot do it:
 * its tree-shaking pass (rollup) drops module-level directives. So the directive is put
 * first in every built file afterwards, and each source map moved down one line (a leading
 * `;` in `mappings`). scripts/packages.mjs checks it survives in the packed files.
 */
function prependUseClient(): void {
  const built = readdirSync('dist', { recursive: true, encoding: 'utf8' });
  for (const file of built) {
    if (!/\.c?js$/.test(file)) continue;
    const code = readFileSync(`dist/${file}`, 'utf8');
    if (code.startsWith(USE_CLIENT)) continue;
    writeFileSync(`dist/${file}`, `${USE_CLIENT}\n${code}`);
    const mapFile = `dist/${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
}

export default defineConfig({
  // One entry per `exports` path; `dist` mirrors `src` (the SDK's `src/rules/index.ts` is
  // `dist/rules/index.js`): each subpath is its folder's index.ts (docs/packages.md). The
  // SDK's folders then React's; a package has none of the other's. A literal list, which
  // knip reads as entries.
  entry: [
    'src/index.ts',
    'src/{api,checkout,content,context,errors,payments,rules,schemas,session}/index.ts',
    'src/{components,screens,testing}/index.ts',
  ],
  format: ['esm', 'cjs'],
  // The entries share code: one chunk per format, also for CommonJS (tsup splits only ES
  // modules by default), so a `require` of the root and of a subpath share one copy of each
  // module (the SDK's SdkError class and zod settings, React's provider context).
  splitting: true,
  dts: { compilerOptions: { paths: {} } },
  tsconfig: '../../tsconfig.base.json',
  sourcemap: true,
  clean: true,
  treeshake: true,
  // the support matrix's floor (docs/browsers.md), shared with the element and shop builds
  target: BUILD_TARGET,
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@avios\/sdk(\/|$)/],
  // React's screens loaded later: one chunk per format (scripts/screenChunks.mjs)
  esbuildPlugins: [laterScreensEsbuild()],
  ...(name === '@avios/react' ? { onSuccess: async () => prependUseClient() } : {}),
});
