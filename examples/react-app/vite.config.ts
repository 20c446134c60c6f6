import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The libraries from source, so the example runs without building them first. An app that
// installs @avios/react and @avios/sdk from the registry leaves `resolve` out.
export default defineConfig({
  plugins: [react()],
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
