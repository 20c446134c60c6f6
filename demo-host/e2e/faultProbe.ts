// The fault and attack suite's measuring fixture (issue: reliability). A test tagged @fault
// names its fault class and what it injected; the probe watches the pages and, after the
// test, reads the sandbox's charges and adds one `fault` annotation with the figures that
// scripts/faultReporter.mjs prints: drafts lost, double charges, foreign navigations and
// scripts executed. Every one of them must be zero; "survived" is the test passing.
import type { BrowserContext, Page } from '@playwright/test';
import { DEV_SHOP, SHOP, expect, test as base } from './fixtures';
import { sandboxCharges } from './journey';

export interface FaultProbe {
  /** The class of the faults this test injects (one line of the printed table). */
  inject(faultClass: string, count?: number): void;
  /** Charges the member meant to make in this test (defaults to 0). */
  expectCharges(count: number): void;
  /** Remembers the stored checkout draft of `page`, to be checked by `draftKept`. */
  rememberDraft(page: Page): Promise<void>;
  /** Whether the remembered draft's choice is still stored; a loss is counted. */
  draftKept(page: Page): Promise<boolean>;
}

export interface FaultFigures {
  faultClass: string;
  injected: number;
  draftsLost: number;
  doubleCharges: number;
  foreignNavigations: number;
  scriptsExecuted: number;
}

const DRAFT_KEY = 'avios.checkout';
/** Where the shop may send a member: itself, its identity provider and payments service. */
const OWN_ORIGINS = new Set(
  [SHOP, DEV_SHOP, 'http://localhost:4011', 'http://localhost:4013', 'http://localhost:5174'].map(
    (url) => new URL(url).origin,
  ),
);

function watchNavigations(context: BrowserContext, foreign: string[]): void {
  const watch = (page: Page) =>
    page.on('request', (request) => {
      if (!request.isNavigationRequest()) return;
      const url = request.url();
      if (/^(about|blob|chrome-error):/.test(url)) return;
      if (!OWN_ORIGINS.has(new URL(url).origin)) foreign.push(url);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

async function scriptsRan(context: BrowserContext, dialogs: number): Promise<number> {
  const canaries = await Promise.all(
    context.pages().map((page) =>
      page
        .evaluate(() => {
          const w = window as unknown as { __contentScriptRan?: unknown; __aviosPwned?: number };
          return Number(Boolean(w.__contentScriptRan)) + (w.__aviosPwned ?? 0);
        })
        .catch(() => 0),
    ),
  );
  return dialogs + canaries.reduce((a, b) => a + b, 0);
}

async function chargesMade(): Promise<number> {
  return (await sandboxCharges()).reduce((sum, c) => sum + c.charges, 0);
}

export const test = base.extend<{ probe: FaultProbe }>({
  probe: async ({ context }, use, testInfo) => {
    const figures: FaultFigures = {
      faultClass: 'unnamed',
      injected: 0,
      draftsLost: 0,
      doubleCharges: 0,
      foreignNavigations: 0,
      scriptsExecuted: 0,
    };
    let expectedCharges = 0;
    const remembered = new Map<Page, string>();
    const foreign: string[] = [];
    let dialogs = 0;
    watchNavigations(context, foreign);
    context.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const readDraft = (page: Page) =>
      page.evaluate((key) => {
        const raw = localStorage.getItem(key);
        return raw ? JSON.stringify((JSON.parse(raw) as { data?: unknown }).data ?? null) : '';
      }, DRAFT_KEY);

    await use({
      inject(faultClass, count = 1) {
        figures.faultClass = faultClass;
        figures.injected += count;
      },
      expectCharges(count) {
        expectedCharges = count;
      },
      async rememberDraft(page) {
        // the shop may store the draft a moment later: wait for it (polling with evaluate,
        // as waitForFunction is refused by the built shop's CSP)
        await expect.poll(() => readDraft(page), { timeout: 10_000 }).not.toBe('');
        remembered.set(page, await readDraft(page));
      },
      async draftKept(page) {
        const now = await readDraft(page);
        const kept = remembered.get(page) === now;
        if (!kept) {
          figures.draftsLost += 1;
          testInfo.annotations.push({
            type: 'draft lost',
            description: `was ${remembered.get(page) || 'none'}, now ${now || 'none'}`,
          });
        }
        return kept;
      },
    });

    figures.doubleCharges = Math.max(0, (await chargesMade()) - expectedCharges);
    figures.foreignNavigations = foreign.length;
    figures.scriptsExecuted = await scriptsRan(context, dialogs);
    testInfo.annotations.push({ type: 'fault', description: JSON.stringify(figures) });
  },
});

export { expect } from './fixtures';
