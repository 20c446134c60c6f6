import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Vite serves the app only below `base` with a trailing slash. The shop's root has no
 * trailing slash (spec §2), and addresses outside the base path (the other buy area, a
 * brand prefix) must reach the app's address guard, which moves them. So a page request
 * for either is answered with the app's index.html; the address in the bar is unchanged.
 */
function shopPages(base: string): Plugin {
  const rewrite = (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (wantsPage && !path.startsWith(base)) req.url = base;
    next();
  };
  return {
    name: 'avios-shop-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * The production bundle runs on preact/compat instead of react-dom (the stack allows Preact;
 * aliases as in STACK.md "Bundles" and packages/elements/build.mjs). react-dom
 * alone was ~58 KB of the ~200 KB (gzip) first-page script, and on Lighthouse's mobile
 * settings every kilobyte before the first content request delays the largest paint
 * (docs/demo-host.md "Performance"). The dev server keeps React (fast refresh, dev warnings);
 * the e2e suite runs against both (DEMO_HOST_URL=http://localhost:4173 for the build).
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// The demo host imports the libraries from source, so `npm start` needs no library build.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, here('.'), 'VITE_');
  // Same normalisation as src/routing/basePath.ts (kept inline: Vite's config loader wants no
  // extension-less TypeScript imports).
  const basePath = (env.VITE_BASE_PATH ?? '').trim().replace(/^\/+|\/+$/g, '');
  const base = basePath ? `/${basePath}/` : '/';
  // `OWN_API_TARGET` (not exposed to the app) names the backend; defaults to the sandbox
  const ownApiProxy = {
    [`${base}api/`]: {
      target: process.env.OWN_API_TARGET ?? 'http://localhost:4010',
      changeOrigin: true,
      rewrite: (path: string) => path.replace(new RegExp(`^${base}api/`), '/api/'),
    },
  };
  return {
    // Vite wants the base with a trailing slash; the app reads VITE_BASE_PATH itself.
    base,
    plugins: [react(), ...(basePath ? [shopPages(base)] : [])],
    resolve: {
      alias: [
        { find: /^@avios\/sdk$/, replacement: here('../packages/sdk/src/index.ts') },
        { find: /^@avios\/react$/, replacement: here('../packages/react/src/index.ts') },
        ...(command === 'build' ? preactAliases : []),
      ],
    },
    build: {
      rolldownOptions: {
        onLog(level, log, handler) {
          // react-router reads React.useOptimistic when it exists and falls back without it;
          // preact/compat has none, which the bundler reports for every build.
          if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
          handler(level, log);
        },
      },
    },
    // The shop's own backend-for-frontend (spec §7 "clients for /api … on the own origin";
    // docs/api-contract.md "Own origin"): `/api` on the shop's origin is forwarded to the
    // sandbox's purchase API server, as a real shop's server would forward it to its backend.
    server: { port: 5173, strictPort: true, proxy: ownApiProxy },
    preview: { port: 4173, strictPort: true, proxy: ownApiProxy },
  };
});
