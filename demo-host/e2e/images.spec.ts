// spec §9 responsive images in a real Chromium: on the discovery page the browser takes the
// hero background and the product card images as avif, at the width its viewport needs
// (`sizes` and the device pixel ratio, here 1), and the sandbox's image API answers that URL
// with avif bytes of that width. On the built shop this happens under its CSP.
import type { Locator, Page } from '@playwright/test';
import { BUILT_SHOP, expect, expectNoAxeViolations, test } from './fixtures';

// The width each image should come at: the hero spans the viewport (sizes 100vw), a card is
// the viewport wide on a phone and a third of at most 1200 px on a desktop.
const EXPECTED = [
  { viewport: 390, hero: 767, card: 767 },
  { viewport: 1440, hero: 1512, card: 767 },
];

/** The URL the browser chose and decoded for `img`, once it has. */
async function loadedSource(img: Locator): Promise<string> {
  await img.scrollIntoViewIfNeeded();
  let src = '';
  await expect
    .poll(async () => {
      src = await img.evaluate((el: HTMLImageElement) =>
        el.complete && el.naturalWidth > 0 ? el.currentSrc : '',
      );
      return src;
    })
    .toContain('fm=avif');
  return src;
}

/** What the image API answers for `url`: its type, and its width as Chromium decodes it. */
async function answer(page: Page, url: string): Promise<{ type: string; width: number }> {
  const response = await page.request.get(url);
  const bytes = (await response.body()).toString('base64');
  const width = await page.evaluate(async (b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    return (await createImageBitmap(new Blob([data], { type: 'image/avif' }))).width;
  }, bytes);
  return { type: response.headers()['content-type'] ?? '', width };
}

// the built shop only: the dev server renders the same component (CI time budget)
for (const [name, shop] of [['built shop', BUILT_SHOP]] as const) {
  test(`${name}: hero and product cards arrive as avif at the width the viewport needs`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/')) fetched.push(request.url());
    });
    for (const { viewport, hero, card } of EXPECTED) {
      await page.setViewportSize({ width: viewport, height: 900 });
      await page.goto(`${shop}/`);
      const cards = page.locator('.avios-product-card img');
      await expect(cards.first()).toBeVisible();
      const images = [
        { img: page.locator('.avios-hero img'), width: hero },
        ...(await cards.all()).map((img) => ({ img, width: card })),
      ];
      for (const { img, width } of images) {
        const src = await loadedSource(img);
        expect(new URL(src).searchParams.get('w'), src).toBe(String(width));
        expect(await answer(page, src)).toEqual({ type: 'image/avif', width });
      }
      const violations = await page.evaluate(
        () => (window as unknown as { __csp?: string[] }).__csp ?? [],
      );
      expect(violations).toEqual([]);
    }
    await expectNoAxeViolations(page);
    // one format per image: apart from the 20 px jpg placeholders, nothing but avif
    const others = fetched.filter((url) => {
      const query = new URL(url).searchParams;
      const placeholder = query.get('fm') === 'jpg' && query.get('w') === '20';
      return query.has('fm') && query.get('fm') !== 'avif' && !placeholder;
    });
    expect(others).toEqual([]);
  });
}
