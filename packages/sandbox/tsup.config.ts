import { defineConfig } from 'tsup';

// `npm run build -w @avios/sandbox`: the `avios-sandbox` program as one ES module for Node,
// dist/main.js, run by `npx avios-sandbox` without tsx. What the sandbox shares with the SDK
// (src/store/pricing.ts reads its rules) is bundled in; the packages in `dependencies` and
// `optionalDependencies` are imported at run time. dist/main.js sits one folder below the
// package root like src/paths.ts, so the content export, the images and the key folder are
// found from it (package.json `files` ships them).
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  // the floor of package.json `engines`
  target: 'node20',
  // src/content/images.ts imports sharp only when an image is resized; where it is not
  // installed the images are served as stored
  external: ['sharp'],
  // one file: no chunk may sit in another folder than src/paths.ts's counterpart
  splitting: false,
  clean: true,
  sourcemap: false,
  dts: false,
});
