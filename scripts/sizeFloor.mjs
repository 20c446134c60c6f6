// `npm run size`'s floor line: the brotli size of what the first priced render needs from the
// three libraries the design keeps (the one cache, the one validator, the renderer),
// built alone with the element bundles' settings: Preact with preact/compat (React's stand-in),
// @tanstack/query-core's QueryClient and QueryObserver (the cache the hooks read), and the
// schemas of the first screen's answers on zod/mini (products, price bands, content entries).
// Whatever the runtime chunk holds above it is the SDK's and the screens' own code.
import { build } from 'vite';
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const ENTRY = 'virtual:first-render-floor';
const SOURCE = `
export * from 'preact/compat';
export { QueryClient, QueryObserver } from '@tanstack/query-core';
export { productsSchema, priceBandsSchema, contentEntriesSchema, parseAnswer } from '@avios/sdk/schemas';
`;

/** Brotli bytes of the floor, built in memory (nothing written). */
export async function firstRenderFloor(target) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: [
        { find: /^@avios\/sdk\/(\w+)$/, replacement: here('../packages/sdk/src/$1/index.ts') },
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'floor-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? SOURCE : null),
      },
    ],
    build: {
      write: false,
      target,
      rolldownOptions: {
        input: ENTRY,
        preserveEntrySignatures: 'strict',
        output: { format: 'es', minify: true, comments: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result[0] : result).output;
  const code = outputs
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code)
    .join('\n');
  return brotliCompressSync(Buffer.from(code), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}
