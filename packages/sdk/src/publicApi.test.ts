import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryDeclarations, exportedNames } from '../../../scripts/exportedNames.mjs';

// The contract of the BUILT package's entry points (docs/packages.md "Entry points"): the
// root holds what a `createAvios` user needs, at most ROOT_LIMIT names (values and types),
// and each module's building blocks are its subpath, `@avios/sdk/<folder>`. `npm test` builds
// the library packages before the unit tests run.
const ROOT_LIMIT = 60;

/** Per entry: its folder in dist, the functions it must export and the types it must name. */
const entries: Record<string, { dir: string; functions: string[]; types?: string[] }> = {
  '@avios/sdk': {
    dir: '',
    functions: [
      'createAvios',
      'createAdyenPayments',
      'SdkError',
      'isSdkError',
      'errorCodeFrom',
      'lookupError',
    ],
    types: ['Avios', 'AviosOptions', 'PaymentProvider', 'Partner', 'ErrorCode', 'CheckoutDraft'],
  },
  '@avios/sdk/api': {
    dir: 'api/',
    functions: [
      'createApiClient',
      'createGenericTransactionClient',
      'createStatsClient',
      'createSubscriptionAreaClient',
      'createSubscriptionChanges',
      'createQueries',
      'createQueryClient',
    ],
    types: ['ApiClient', 'Queries'],
  },
  '@avios/sdk/checkout': {
    dir: 'checkout/',
    functions: [
      'createDraftStore',
      'createCheckout',
      'checkoutTransition',
      'pollTransactionStatus',
      'transactionStatus',
      'transactionRequestFromDraft',
    ],
    types: ['Checkout', 'CheckoutState', 'DraftStore', 'TransactionDetails'],
  },
  '@avios/sdk/content': {
    dir: 'content/',
    functions: ['createContent', 'createContentfulClient', 'validateRichText'],
    types: ['Content', 'RichTextDocument'],
  },
  '@avios/sdk/context': {
    dir: 'context/',
    functions: ['createContextStore', 'createDocumentCookieJar', 'createMemoryCookieJar'],
    types: ['ContextStore', 'CookieJar'],
  },
  '@avios/sdk/errors': {
    dir: 'errors/',
    functions: ['SdkError', 'lookupError', 'createErrorStore', 'toErrorReport', 'scrubText'],
    types: ['ErrorCode', 'ErrorStore', 'CatalogueEntry'],
  },
  '@avios/sdk/payments': {
    dir: 'payments/',
    functions: ['createSandboxPayments', 'createAdyenPayments'],
    types: ['PaymentProvider', 'CardDetails'],
  },
  '@avios/sdk/rules': {
    dir: 'rules/',
    functions: [
      'resolveRoute',
      'rewriteBuyPath',
      'currencyForCountry',
      'transactionTypeFromId',
      'checkoutStatus',
      'subscriptionCheckoutStatus',
      'filterPackages',
      'formatMoney',
      'isBoosterCampaignActive',
      'currentSubscription',
      'articlesVisible',
    ],
    types: ['Partner', 'PriceBand'],
  },
  '@avios/sdk/schemas': {
    dir: 'schemas/',
    functions: ['parseAnswer', 'issuePaths'],
    types: ['Balance', 'CheckoutDraft'],
  },
  '@avios/sdk/session': {
    dir: 'session/',
    functions: ['createSession', 'createAuth0Client', 'isSafeReturnPath'],
    types: ['Session', 'SessionSnapshot'],
  },
};

/** Building blocks that are their subpath's, never the root's. */
const notAtRoot = [
  'resolveRoute',
  'formatMoney',
  'PARTNERS',
  'parseAnswer',
  'productsSchema',
  'checkoutDraftSchema',
  'createApiClient',
  'createSession',
  'createContent',
  'createContextStore',
  'createCheckout',
  'createErrorStore',
  'createSandboxPayments',
];

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

async function load(file: string): Promise<Record<string, unknown>> {
  return (
    file.endsWith('.cjs')
      ? (await import('node:module')).createRequire(import.meta.url)(dist(file))
      : await import(/* @vite-ignore */ dist(file))
  ) as Record<string, unknown>;
}

const cases = Object.entries(entries).flatMap(([entry, { dir, functions }]) =>
  ['index.js', 'index.cjs'].map((file) => ({ entry, file: `${dir}${file}`, functions })),
);

describe('built @avios/sdk', () => {
  it(`keeps the root to ${ROOT_LIMIT} names or fewer, values and types counted`, () => {
    for (const file of ['index.d.ts', 'index.d.cts']) {
      const names = exportedNames(dist(file));
      expect(names.length, `${file}: ${names.join(', ')}`).toBeLessThanOrEqual(ROOT_LIMIT);
    }
  });

  it('has exactly the entry points this test names, each a folder of dist', () => {
    const declared = entryDeclarations(packageDir);
    expect(declared.map((d) => d.entry).sort()).toEqual(Object.keys(entries).sort());
    for (const { entry, file } of declared) {
      expect(file, entry).toBe(dist(`${entries[entry]?.dir}index.d.ts`));
    }
  });

  it.each(cases)('$file exports every public function of $entry', async ({ file, functions }) => {
    const mod = await load(file);
    for (const name of functions) expect(typeof mod[name], name).toBe('function');
  });

  it.each(Object.entries(entries))('%s declares each of its functions and types', (_, e) => {
    for (const types of ['index.d.ts', 'index.d.cts']) {
      const names = exportedNames(dist(`${e.dir}${types}`));
      expect(names, `${e.dir}${types}`).toEqual(
        expect.arrayContaining([...e.functions, ...(e.types ?? [])]),
      );
    }
  });

  it.each(['index.js', 'index.cjs'])('%s keeps the building blocks off the root', async (file) => {
    const mod = await load(file);
    const declared = new Set(exportedNames(dist(file.replace(/\.(c?)js$/, '.d.$1ts'))));
    for (const name of notAtRoot) {
      expect(mod, name).not.toHaveProperty(name);
      expect(declared.has(name), name).toBe(false);
    }
  });

  it('shares one SdkError between the root and a subpath (ESM and CommonJS)', async () => {
    for (const ext of ['js', 'cjs']) {
      const root = await load(`index.${ext}`);
      const schemas = await load(`schemas/index.${ext}`);
      const errors = await load(`errors/index.${ext}`);
      const { parseAnswer, productsSchema } = schemas as {
        parseAnswer: (schema: unknown, data: unknown, what: string) => unknown;
        productsSchema: unknown;
      };
      expect(() => parseAnswer(productsSchema, {}, 'GET /products'), ext).toThrow(
        root.SdkError as new () => Error,
      );
      expect(errors.SdkError, ext).toBe(root.SdkError);
    }
  });

  it('does nothing on import where there is no window', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    for (const { dir } of Object.values(entries)) {
      const mod = await load(`${dir}index.js`);
      expect(Object.keys(mod).length, dir).toBeGreaterThan(0);
    }
    expect((await load('rules/index.js')).resolveRoute).toBeDefined();
  });
});
