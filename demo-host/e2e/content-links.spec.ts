// Content is outside the shop's control: a link from the content service with a script
// scheme must never run, in the build members get (preact/compat, which unlike React 19
// does not block `javascript:` URLs) nor in the dev server. The content answers are rewritten
// in flight, as a compromised or mistaken content entry would arrive.
import type { Page } from '@playwright/test';
import { BUILT_SHOP, DEV_SHOP, expectNoAxeViolations } from './fixtures';
import { expect, test } from './faultProbe';

const HOSTILE = [
  'javascript:window.__contentScriptRan=true',
  ' JaVaScRiPt:window.__contentScriptRan=true',
  'java\tscript:window.__contentScriptRan=true',
  'data:text/html,<script>parent.__contentScriptRan=true</script>',
];

/** Every hyperlink and footer link of the layout entry gets a hostile address. */
function poison(value: unknown, next: () => string): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, next));
  if (!value || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  if (node.nodeType === 'hyperlink') return { ...node, data: { uri: next() } };
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(node)) {
    out[key] = key === 'url' && typeof field === 'string' ? next() : poison(field, next);
  }
  return out;
}

async function serveHostileLayout(page: Page): Promise<void> {
  let n = 0;
  const next = () => HOSTILE[n++ % HOSTILE.length]!;
  await page.route(/localhost:4012\/.*content_type=layout\b/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: { fields: unknown }[] };
    const items = body.items.map((item) => ({ ...item, fields: poison(item.fields, next) }));
    await route.fulfill({ response, json: { ...body, items } });
  });
}

for (const [name, origin] of [
  ['the built shop', BUILT_SHOP],
  ['the dev server', DEV_SHOP],
] as const) {
  test(
    `${name}: content links with script schemes render as text and never run`,
    { tag: '@fault' },
    async ({ page, probe }) => {
      probe.inject('content links', HOSTILE.length);
      await serveHostileLayout(page);
      await page.goto(`${origin}/`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('términos y condiciones de Avios')).toBeVisible();
      await expect(footer.getByText('Términos y condiciones', { exact: true })).toBeVisible();

      // nothing in the page is a script link, and the poisoned ones are no links at all
      const scriptLinks = await page.evaluate(
        () =>
          [...document.querySelectorAll('a[href]')].filter((a) =>
            /^\s*(javascript|data|vbscript):/i.test(a.getAttribute('href') ?? ''),
          ).length,
      );
      expect(scriptLinks).toBe(0);
      expect(await footer.getByRole('link').count()).toBe(0);

      await footer.getByText('términos y condiciones de Avios').click();
      await footer.getByText('Términos y condiciones', { exact: true }).click();
      expect(
        await page.evaluate(() => (window as { __contentScriptRan?: boolean }).__contentScriptRan),
      ).toBeUndefined();
      await expect(page).toHaveURL(`${origin}/`);
      await expectNoAxeViolations(page);
    },
  );
}

test(
  'a 100 KB unbroken string and raw HTML in content: nothing runs, the page stays its width',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('hostile content', 2);
    const long = 'A'.repeat(100_000);
    await page.route(/localhost:4012\/.*content_type=(discoveryPage|layout)\b/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        items: { fields: Record<string, unknown> }[];
        includes?: { Entry?: { fields: Record<string, unknown> }[] };
      };
      for (const item of [...body.items, ...(body.includes?.Entry ?? [])]) {
        for (const key of ['title', 'notAvailableMessage']) {
          if (typeof item.fields[key] === 'string') item.fields[key] = long;
        }
        for (const key of ['newTitle', 'linkText']) {
          if (typeof item.fields[key] === 'string') {
            item.fields[key] = '<img src=x onerror="window.__contentScriptRan=true">';
          }
        }
      }
      await route.fulfill({ response, json: body });
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${BUILT_SHOP}/`);
    await expect(page.getByRole('main')).toContainText('AAAAAAAAAA');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(
      await page.evaluate(() => (window as { __contentScriptRan?: boolean }).__contentScriptRan),
    ).toBeUndefined();
  },
);
