import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// One vitest run over every package's unit tests. Tests sit next to their code
// (`src/**/x.test.ts`); a file that needs a DOM says so with `// @vitest-environment happy-dom`.
// test/ holds the checks of the built packages (dist), which need `npm run build` first.
export default defineConfig({
  resolve: {
    alias: {
      '@avios/sdk': src('sdk'),
      '@avios/react': src('react'),
    },
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
