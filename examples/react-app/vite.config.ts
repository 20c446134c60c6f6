import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { laterScreensChunk } from '../../scripts/screenChunks.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The libraries from source, so the example runs without building them first, with this
// repository's rule for them: the screens loaded later are one chunk (scripts/screenChunks.mjs).
// An app that installs @avios/react and @avios/sdk from the registry leaves `resolve` and that
// plugin out (the package's dist has the chunk already).
export default defineConfig({
  plugins: [react(), laterScreensChunk()],
  resolve: {
    // a subpath is its folder's index.ts (`@avios/react/screens`: packages/react/src/screens)
    alias: [
      { find: /^@avios\/(sdk|react)$/, replacement: here('../../packages/$1/src/index.ts') },
      {
        find: /^@avios\/(sdk|react)\/(\w+)$/,
        replacement: here('../../packages/$1/src/$2/index.ts'),
      },
    ],
  },
  // 5175 is one of the sandbox's allowed origins (CORS and sign-in redirects)
  server: { port: 5175, strictPort: true },
  preview: { port: 5175, strictPort: true },
});
