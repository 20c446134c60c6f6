import { defineConfig } from 'tsup';

// Shared by the library packages (`@avios/sdk`, `@avios/react`): each runs
// `tsup --config ../../tsup.config.ts` from its own folder, so paths are relative to it.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { paths: {} } },
  tsconfig: '../../tsconfig.base.json',
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@avios/sdk'],
});
