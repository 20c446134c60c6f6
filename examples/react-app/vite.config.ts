import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The libraries from source, so the example runs without building them first. An app that
// installs @avios/react and @avios/sdk from the registry leaves `resolve` out.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // the subpaths first: a key also matches the paths below it, and the first match wins
    alias: {
      '@avios/sdk/rules': here('../../packages/sdk/src/rules/index.ts'),
      '@avios/sdk/schemas': here('../../packages/sdk/src/schemas/index.ts'),
      '@avios/sdk': here('../../packages/sdk/src/index.ts'),
      '@avios/react': here('../../packages/react/src/index.ts'),
    },
  },
  // 5175 is one of the sandbox's allowed origins (CORS and sign-in redirects)
  server: { port: 5175, strictPort: true },
  preview: { port: 5175, strictPort: true },
});
