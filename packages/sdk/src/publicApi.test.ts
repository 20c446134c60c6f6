import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The contract: these names are exported from the BUILT package with types.
// `npm test` builds the library packages before the unit tests run.
const required = [
  'resolveRoute',
  'rewriteBuyPath',
  'currencyForCountry',
  'transactionTypeFromId',
  'checkoutStatus',
  'subscriptionCheckoutStatus',
  'errorCodeFrom',
  'lookupError',
  'filterPackages',
  'formatMoney',
  'isBoosterCampaignActive',
  'currentSubscription',
  'articlesVisible',
  'createAvios',
  'createApiClient',
  'createContextStore',
  'createSession',
  'createContent',
  'createDraftStore',
  'createCheckout',
  'pollTransactionStatus',
  'createSandboxPayments',
  'parseAnswer',
  'SdkError',
] as const;

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

describe('built @avios/sdk', () => {
  it.each(['index.js', 'index.cjs'])('%s exports every public function', async (file) => {
    const mod = (
      file.endsWith('.cjs')
        ? (await import('node:module')).createRequire(import.meta.url)(dist(file))
        : await import(/* @vite-ignore */ dist(file))
    ) as Record<string, unknown>;
    for (const name of required) expect(typeof mod[name], name).toBe('function');
  });

  it('declares a type for every public function', () => {
    const dts = readFileSync(dist('index.d.ts'), 'utf8');
    for (const name of required) {
      expect(dts, name).toMatch(
        new RegExp(
          `\\b(declare (function|class|const) ${name}\\b|${name} as\\b|\\b${name},|\\b${name} })`,
        ),
      );
    }
  });

  it('does nothing on import where there is no window', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    const mod = (await import(/* @vite-ignore */ dist('index.js'))) as Record<string, unknown>;
    expect(mod.resolveRoute).toBeDefined();
  });
});
