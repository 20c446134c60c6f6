import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import { BUILD_TARGET } from '../scripts/browserTargets.mjs';
import { laterScreensChunk } from '../scripts/screenChunks.mjs';

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
 * spec §2's /external checkout pages answer the partner's page that opened them in a popup
 * (docs/payments.md "Hosted checkout"): any Cross-Origin-Opener-Policy but `unsafe-none`
 * would cut the popup off from its opener, which then sees it closed at once and never hears
 * the result. Those pages alone send `unsafe-none`; every other page keeps the policy.
 */
function externalOpener(): Plugin {
  const opener = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (/\/external(\/|$)/i.test(path)) {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name: string, value: number | string | readonly string[]) =>
        setHeader(
          name,
          name.toLowerCase() === 'cross-origin-opener-policy' ? 'unsafe-none' : value,
        );
    }
    next();
  };
  return {
    name: 'avios-external-opener',
    configurePreviewServer: (server) => void server.middlewares.use(opener),
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

const originOf = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
};

/**
 * The security headers of the built shop (docs/security.md): a Content-Security-Policy that
 * lets the page load only its own scripts and talk only to the services it is configured
 * with, and the usual hardening headers. The addresses come from the same `VITE_*` settings
 * as the app (src/config.ts), with the same sandbox defaults. The dev server has none: Vite's
 * hot reload injects inline scripts.
 */
export function securityHeaders(env: Record<string, string | undefined>): Record<string, string> {
  const or = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  const contentHost = or(env.VITE_CONTENT_HOST, 'localhost:4012');
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(contentHost);
  const content = `${local ? 'http' : 'https'}://${contentHost}`;
  const api = originOf(or(env.VITE_API_URL, 'http://localhost:4010'));
  const idp = originOf(or(env.VITE_IDP_DOMAIN, 'http://localhost:4011'));
  const payments = originOf(or(env.VITE_PAYMENTS_URL, 'http://localhost:4013'));
  // error reports go to the DSN's host, and only when one is configured (src/reporting.ts)
  const reports = originOf(env.VITE_ERROR_REPORTING_DSN?.trim() ?? '');
  const services = [api, idp, content, payments, reports].filter(Boolean).join(' ');
  const policy = [
    "default-src 'self'",
    // only the shop's own bundles run: no inline script, no eval, no script from content
    "script-src 'self'",
    // the screens' stylesheet is a constructable one (<AviosStyles adopt />) and the page's
    // is a file; the few per-node sizes are set through the CSSOM, which CSP allows
    "style-src 'self'",
    `img-src 'self' data: ${content}`,
    `connect-src 'self' ${services}`,
    // the Auth0 client refreshes tokens in a worker (memory cache with refresh tokens): the
    // shop serves it as its own file (src/main.tsx `workerUrl`), so no blob: worker is allowed
    "worker-src 'self'",
    // the identity provider's silent sign-in runs in a hidden frame
    `frame-src ${idp ?? "'none'"}`,
    `form-action 'self' ${idp ?? ''}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

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
    // the screens loaded later are one chunk (scripts/screenChunks.mjs)
    plugins: [
      react(),
      laterScreensChunk(),
      externalOpener(),
      ...(basePath ? [shopPages(base)] : []),
    ],
    resolve: {
      alias: [
        // a subpath is its folder's index.ts (`@avios/sdk/rules`: packages/sdk/src/rules)
        { find: /^@avios\/(sdk|react)$/, replacement: here('../packages/$1/src/index.ts') },
        {
          find: /^@avios\/(sdk|react)\/(\w+)$/,
          replacement: here('../packages/$1/src/$2/index.ts'),
        },
        ...(command === 'build' ? preactAliases : []),
      ],
    },
    build: {
      // the support matrix's floor (docs/browsers.md); also the CSS target
      target: BUILD_TARGET,
      // the Auth0 token worker (src/main.tsx) stays a file: a data: URL worker would need
      // worker-src data:
      assetsInlineLimit: (file: string) => (file.includes('worker') ? false : undefined),
    },
    // The shop's own backend-for-frontend (spec §7 "clients for /api … on the own origin";
    // docs/api-contract.md "Own origin"): `/api` on the shop's origin is forwarded to the
    // sandbox's purchase API server, as a real shop's server would forward it to its backend.
    server: { port: 5173, strictPort: true, proxy: ownApiProxy },
    preview: {
      port: 4173,
      strictPort: true,
      proxy: ownApiProxy,
      headers: securityHeaders(env),
    },
  };
});
