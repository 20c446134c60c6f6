// The first priced render of an element from the loader (packages/elements earlyAnswers.ts,
// firstScreen.ts): the loader sends the first screen's reads while the runtime downloads,
// the runtime joins them (each read is sent once, per element and per page of several), and
// when every answer is in before the runtime is, the element's first render is the priced
// one, with no skeleton pass. The runtime chunk and the answers are held back with routes, so
// the order of arrival is what each test says, whatever the machine's speed.
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');
const RUNTIME = '**/elements/chunks/runtime-*.js';

/** What a first screen of a package element reads: its copy, the products, the visitor prices. */
const isFirstRead = (url: string) =>
  /:4012\/.*content_type=(layout|purchasePage)&/.test(url) ||
  /:4010\/purchase\/v1\/products(\/\w+\/prices\/generic)?\?/.test(url);

interface FirstPass {
  /** Whether the element's first rendered content had a priced package, or a skeleton. */
  priced: boolean;
  skeleton: boolean;
  /** Whether a skeleton was ever shown in it. */
  everSkeleton: boolean;
}

/**
 * Records, for each avios-* element, what its shadow root showed the first time the element
 * rendered its screen, and whether a skeleton ever showed (installed before any page script).
 */
function watchFirstPass() {
  const passes: Record<string, FirstPass> = {};
  (window as unknown as { __firstPass: typeof passes }).__firstPass = passes;
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    const name = `${this.localName}#${document.querySelectorAll(this.localName).length}`;
    if (!this.localName.startsWith('avios-')) return root;
    const observer = new MutationObserver(() => {
      const screen = root.querySelector('.avios-element > *');
      if (!screen) return;
      const skeleton = root.querySelector('.avios-skeleton') !== null;
      const first = root.querySelector('.avios-grid--packages > li');
      const priced = !!first?.querySelector('button') && /\d/.test(first.textContent ?? '');
      passes[name] ??= { priced, skeleton, everSkeleton: false };
      if (skeleton) passes[name].everSkeleton = true;
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return root;
  };
}

/** Every first-screen read the page sends, and when the runtime chunk was asked for. */
function recordReads(page: Page) {
  const reads: string[] = [];
  const answered = new Set<string>();
  page.on('request', (r: Request) => {
    if (r.method() === 'GET' && isFirstRead(r.url())) reads.push(r.url());
  });
  // answered: the response has arrived (its body is read by whoever asked)
  page.on('response', (r) => {
    if (isFirstRead(r.url())) answered.add(r.url());
  });
  return { reads, answered };
}

const firstPass = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __firstPass: Record<string, FirstPass> }).__firstPass,
  );

/** Each of the `count` first reads was sent, and none twice. */
function expectEachOnce(reads: string[], count: number) {
  expect(reads).toHaveLength(count);
  expect(new Set(reads).size, 'first reads sent twice').toBe(count);
}

/** The runtime chunk is answered only once `count` first reads have their answers. */
const holdRuntimeUntilAnswered = (page: Page, answered: Set<string>, count: number) =>
  page.route(RUNTIME, async (route: Route) => {
    await expect.poll(() => answered.size, { timeout: 15_000 }).toBe(count);
    await route.continue();
  });

/** `tag`'s first package shows a price. */
const expectPriced = (page: Page, tag: string) =>
  expect(page.locator(`${tag} .avios-grid--packages > li`).first()).toContainText(/\d/);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(watchFirstPass);
});

test('<avios-purchase>: the loader sends each first read once, before the runtime arrives, and the first render is priced', async ({
  page,
}) => {
  const { reads, answered } = recordReads(page);
  // the runtime arrives only once all four answers are in
  await holdRuntimeUntilAnswered(page, answered, 4);
  await page.goto(`${EXAMPLE}/`);
  await expectPriced(page, 'avios-purchase');

  expectEachOnce(reads, 4);
  expect(await firstPass(page)).toEqual({
    'avios-purchase#1': { priced: true, skeleton: false, everSkeleton: false },
  });
});

test('<avios-purchase>: answers that come after the runtime show the skeleton first, and are still asked once', async ({
  page,
}) => {
  const { reads } = recordReads(page);
  let runtimeIn = false;
  page.on('requestfinished', (r: Request) => {
    if (/\/chunks\/runtime-/.test(r.url())) runtimeIn = true;
  });
  // the prices wait until the runtime is in and the element shows its skeleton
  await page.route('**/purchase/v1/products/purchase/prices/generic?*', async (route: Route) => {
    await expect.poll(() => runtimeIn, { timeout: 15_000 }).toBe(true);
    await expect(page.locator('avios-purchase .avios-skeleton').first()).toBeVisible();
    await route.continue();
  });
  await page.goto(`${EXAMPLE}/`);
  await expectPriced(page, 'avios-purchase');

  expectEachOnce(reads, 4);
  expect(await firstPass(page)).toMatchObject({
    'avios-purchase#1': { priced: false, everSkeleton: true },
  });
});

test('a page of several elements: the first reads of <avios-purchase> and <avios-gift> are sent once, and both render priced at once', async ({
  page,
}) => {
  const { reads, answered } = recordReads(page);
  // layout and products are shared; each element has its copy and its prices: six reads
  await holdRuntimeUntilAnswered(page, answered, 6);
  await page.goto(`${EXAMPLE}/shared.html`);
  for (const tag of ['avios-purchase', 'avios-gift']) await expectPriced(page, tag);

  expectEachOnce(reads, 6);
  expect(await firstPass(page)).toEqual({
    'avios-purchase#1': { priced: true, skeleton: false, everSkeleton: false },
    'avios-gift#1': { priced: true, skeleton: false, everSkeleton: false },
  });
});
