import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The contract: these names are exported from the BUILT package with types, each
// from its entry point (docs/packages.md): the root holds what an integrator needs, the
// rules and the schemas are the subpaths `@avios/sdk/rules` and `@avios/sdk/schemas`.
// `npm test` builds the library packages before the unit tests run.
const entries = {
  root: {
    dir: '',
    required: [
      'errorCodeFrom',
      'lookupError',
      'createAvios',
      'createApiClient',
      'createContextStore',
      'createSession',
      'createContent',
      'createDraftStore',
      'createCheckout',
      'pollTransactionStatus',
      'createSandboxPayments',
      'SdkError',
    ],
  },
  rules: {
    dir: 'rules/',
    required: [
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
  },
  schemas: { dir: 'schemas/', required: ['parseAnswer', 'issuePaths'] },
} as const;

/** Names the slimmer root no longer exports: the rule functions and the schemas. */
const notAtRoot = [
  'resolveRoute',
  'formatMoney',
  'PARTNERS',
  'parseAnswer',
  'productsSchema',
  'checkoutDraftSchema',
];

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

async function load(file: string): Promise<Record<string, unknown>> {
  return (
    file.endsWith('.cjs')
      ? (await import('node:module')).createRequire(import.meta.url)(dist(file))
      : await import(/* @vite-ignore */ dist(file))
  ) as Record<string, unknown>;
}

const cases = Object.entries(entries).flatMap(([entry, { dir, required }]) =>
  ['index.js', 'index.cjs'].map((file) => ({ entry, file: `${dir}${file}`, required })),
);

describe('built @avios/sdk', () => {
  it.each(cases)('$file exports every public function of $entry', async ({ file, required }) => {
    const mod = await load(file);
    for (const name of required) expect(typeof mod[name], name).toBe('function');
  });

  it.each(Object.entries(entries))('declares a type for every public function of %s', (_, e) => {
    for (const types of ['index.d.ts', 'index.d.cts']) {
      const dts = readFileSync(dist(`${e.dir}${types}`), 'utf8');
      for (const name of e.required) {
        expect(dts, `${e.dir}${types}: ${name}`).toMatch(
          new RegExp(
            `\\b(declare (function|class|const) ${name}\\b|${name} as\\b|\\b${name},|\\b${name} })`,
          ),
        );
      }
    }
  });

  it.each(['index.js', 'index.cjs'])(
    '%s keeps the rules and the schemas off the root',
    async (file) => {
      const mod = await load(file);
      for (const name of notAtRoot) expect(mod, name).not.toHaveProperty(name);
    },
  );

  it('shares one SdkError between the root and a subpath (ESM and CommonJS)', async () => {
    for (const ext of ['js', 'cjs']) {
      const root = await load(`index.${ext}`);
      const schemas = await load(`schemas/index.${ext}`);
      const { parseAnswer, productsSchema } = schemas as {
        parseAnswer: (schema: unknown, data: unknown, what: string) => unknown;
        productsSchema: unknown;
      };
      expect(() => parseAnswer(productsSchema, {}, 'GET /products'), ext).toThrow(
        root.SdkError as new () => Error,
      );
    }
  });

  it('does nothing on import where there is no window', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    for (const file of ['index.js', 'rules/index.js', 'schemas/index.js']) {
      const mod = await load(file);
      expect(Object.keys(mod).length, file).toBeGreaterThan(0);
    }
    expect((await load('rules/index.js')).resolveRoute).toBeDefined();
  });
});
