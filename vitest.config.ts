import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (pkg: string, entry = 'index.ts') =>
  fileURLToPath(new URL(`./packages/${pkg}/src/${entry}`, import.meta.url));

// One vitest run over every package's unit tests. Tests sit next to their code
// (`src/**/x.test.ts`); a file that needs a DOM says so with `// @vitest-environment happy-dom`.
// test/ holds the checks of the built packages (dist), which need `npm run build` first.
export default defineConfig({
  resolve: {
    // exact matches: a string key would also match its subpaths (`@avios/sdk/rules`); a
    // subpath is its folder's index.ts (`@avios/sdk/rules` is packages/sdk/src/rules/index.ts)
    alias: [
      { find: /^@avios\/(sdk|react)$/, replacement: src('$1') },
      { find: /^@avios\/(sdk|react)\/(\w+)$/, replacement: src('$1', '$2/index.ts') },
    ],
  },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'demo-host/src/**/*.test.{ts,tsx}',
      'test/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 15_000,
  },
});
