import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The demo host imports the libraries from source, so `npm start` needs no library build.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, here('.'), 'VITE_');
  // Same normalisation as src/routing/basePath.ts (kept inline: Vite's config loader wants no
  // extension-less TypeScript imports).
  const basePath = (env.VITE_BASE_PATH ?? '').trim().replace(/^\/+|\/+$/g, '');
  return {
    // Vite wants the base with a trailing slash; the app reads VITE_BASE_PATH itself.
    base: basePath ? `/${basePath}/` : '/',
    plugins: [react()],
    resolve: {
      alias: {
        '@avios/sdk': here('../packages/sdk/src/index.ts'),
        '@avios/react': here('../packages/react/src/index.ts'),
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});
