// spec §2 route table pages with no screen of their own: `/silent-login` is an empty page for
// silent sign-in (no layout, no screen, no copy read), `/avios-gift-transfer` shows the
// discovery content. spec §2 generic error screen and §8 "a failed module load is logged":
// a screen chunk that fails to load in the built shop is logged and shows the generic error
// screen, whose 'Reload page' asks for the chunk again.
import type { Page } from '@playwright/test';
import { BUILT_SHOP, SHOP, expect, expectNoAxeViolations, test } from './fixtures';

/** Sets the partner, language and market cookies before the first page load. */
async function asPartner(
  page: Page,
  context: Record<'opco' | 'language' | 'market', string>,
  shop = SHOP,
) {
  await page
    .context()
    .addCookies(Object.entries(context).map(([name, value]) => ({ name, value, url: shop })));
}

/** Records the page's console errors and uncaught errors from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** The content service (docs/sandbox.md): the copy every screen and the layout read. */
const CONTENT_SERVICE = /^http:\/\/localhost:4012\//;

test('/silent-login renders the empty silent sign-in page: no layout, no screen, no copy read, no error', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const contentReads: string[] = [];
  page.on('request', (request) => {
    if (CONTENT_SERVICE.test(request.url())) contentReads.push(request.url());
  });
  // a BA visitor in English: the shop's own <html lang> (es-ES in index.html) moves to en-GB
  // once the shop has rendered, so the empty page below is the shop's, not a page not yet run
  await asPartner(page, { opco: 'BA', language: 'en-GB', market: 'GB' });
  await page.goto(`${SHOP}/silent-login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.waitForLoadState('networkidle');

  // spec §2: the route is a page of its own (no redirect home) that renders nothing
  await expect(page).toHaveURL(`${SHOP}/silent-login`);
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Oops!')).toHaveCount(0);
  expect(await page.locator('body').innerText()).toBe('');
  expect(contentReads, 'an empty page reads no copy').toEqual([]);
  expect(errors).toEqual([]);
});

test('/avios-gift-transfer shows the discovery content, in the partner’s language', async ({
  page,
}) => {
  // BA in American English: the hero's 'Log in' and the article 'Traveling as a family…' are
  // en-US copy of the content service (en-GB says 'Sign in' and 'Travelling')
  await asPartner(page, { opco: 'BA', language: 'en-US', market: 'US' });
  await page.goto(`${SHOP}/avios-gift-transfer`);

  await expect(page).toHaveURL(`${SHOP}/avios-gift-transfer`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('banner')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Collect more Avios, your way');
  await expect(main.getByRole('button', { name: 'Log in' })).toBeVisible();
  const products = main.getByRole('region', { name: 'What would you like to do?' });
  await expect(products.getByRole('listitem')).toHaveCount(3);
  await expect(products.getByRole('link', { name: 'Buy Avios' })).toHaveAttribute(
    'href',
    '/purchase',
  );
  await expect(products.getByRole('link', { name: 'Boost Avios' })).toHaveAttribute(
    'href',
    '/booster',
  );
  await expect(products.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  const articles = main.getByRole('region', { name: 'Inspiration for your Avios' });
  await expect(articles.getByRole('listitem')).toHaveCount(4);
  await expect(
    articles.getByRole('link', { name: 'Traveling as a family with Avios (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.britishairways.com/inspiration/family');
  // the comparison shows once all three products' prices are in: the page is complete
  await expect(
    main.getByRole('region', { name: 'Compare the ways to collect Avios' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Avios shop | British Airways Club');
  await expectNoAxeViolations(page);

  // spec §2: the same content as the discovery page at `/`
  const giftTransfer = await main.ariaSnapshot();
  await page.goto(`${SHOP}/`);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(giftTransfer);
});

/** The sandbox's error reports service (docs/sandbox.md "Error reports"). */
const REPORTS = 'http://localhost:4014/__sandbox/reports';

test('a screen chunk that fails to load is logged and reported, and shows the generic error screen; Reload page loads it again', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  // the built shop's later-screens chunk (react/screens/registry/onDemand.tsx: booster,
  // transfer, checkout…; the dev server has no chunks), by its name without the build's hash
  const chunk = /\/assets\/laterScreens-[\w-]+\.js$/;
  let chunkRequests = 0;
  page.on('request', (request) => {
    if (chunk.test(request.url())) chunkRequests += 1;
  });
  await page.route(chunk, (route) => route.abort('failed'));
  await fetch(REPORTS, { method: 'DELETE' });
  await asPartner(page, { opco: 'BA', language: 'en-GB', market: 'GB' }, BUILT_SHOP);
  await page.goto(`${BUILT_SHOP}/`);
  await page
    .getByRole('region', { name: 'What would you like to do?' })
    .getByRole('link', { name: 'Boost Avios' })
    .click();

  await expect(page).toHaveURL(`${BUILT_SHOP}/booster`);
  // spec §2 generic error screen, from the layout content in English
  await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await expect(
    page.getByText('Something went wrong, our technical team is investigating the issue.'),
  ).toBeVisible();
  const reload = page.getByRole('button', { name: 'Reload page' });
  await expect(reload).toBeVisible();
  expect(chunkRequests).toBe(1);
  // spec §8: a failed module load is logged (AviosErrorBoundary's console error)
  await expect
    .poll(() => errors.filter((e) => /a screen failed to render.*laterScreens-/s.test(e)))
    .toHaveLength(1);
  // spec §9: and reported (the built shop reports to the sandbox's stand-in, port 4014)
  await expect
    .poll(async () => JSON.stringify(await (await fetch(REPORTS)).json()), { timeout: 15_000 })
    .toMatch(/laterScreens-/);
  await expectNoAxeViolations(page);

  // the network is back: 'Reload page' asks for the chunk again and shows the booster page
  await page.unroute(chunk);
  await reload.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boost your Avios' })).toBeVisible();
  await expect(page).toHaveURL(`${BUILT_SHOP}/booster`);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  expect(chunkRequests).toBe(2);
});
