// The shop's frame, in the built shop: the page starts at the top after a route change
// (spec §2), the banners' calls to action lead to /purchase and /gift inside the shop
// (spec §9), and the 2xl breakpoint (1920 px, spec §9) has its own layout rule; the booster
// page's how it works and transaction limit text with the seeded member's numbers (spec §2).
import { SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

test('a route change starts the new page at the top (spec §2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(`${SHOP}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // followed where it is, without Playwright scrolling it into view first
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/gift"]')!.click());
  await expect(page).toHaveURL(`${SHOP}/gift`);
  await expect(page.getByRole('heading', { level: 1, name: 'Regala Avios' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoAxeViolations(page);
});

test('the IB banner’s calls to action lead to /purchase and /gift inside the shop (spec §9)', async ({
  page,
}) => {
  await page.goto(`${SHOP}/`);
  const banner = page.getByRole('complementary', { name: 'Avios extra' });
  await expect(banner.getByRole('link', { name: 'Comprar Avios' })).toHaveAttribute(
    'href',
    '/purchase',
  );
  await expectNoAxeViolations(page);
  // inside the shop: the page is not loaded again
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await banner.getByRole('link', { name: 'Regalar Avios' }).click();
  await expect(page).toHaveURL(`${SHOP}/gift`);
  await expect(page.getByRole('heading', { level: 1, name: 'Regala Avios' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await page
    .getByRole('complementary', { name: 'Avios extra' })
    .getByRole('link', { name: 'Comprar Avios' })
    .click();
  await expect(page).toHaveURL(`${SHOP}/purchase`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compra Avios' })).toBeVisible();
});

test('the 2xl breakpoint (1920 px) gives the page grid its widest gutters (spec §9)', async ({
  page,
}) => {
  const gutter = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    return page
      .locator('.avios-container')
      .first()
      .evaluate((el) => getComputedStyle(el).paddingInlineStart);
  };
  await page.goto(`${SHOP}/purchase`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await gutter(1919)).toBe('32px');
  expect(await gutter(1920)).toBe('48px');
  await expectNoAxeViolations(page);
});

test('the booster page says how it works and the seeded member’s allowance left out of the year’s limit (spec §2)', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('banner').getByRole('link', { name: 'Multiplicar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Multiplica tus Avios' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cómo funciona' }).getByRole('listitem'),
  ).toHaveText([
    'Elige una o varias transacciones recientes',
    'Escoge un multiplicador de 1x a 4x',
    'Paga y los Avios adicionales se añadirán a tu cuenta',
  ]);
  // IB1000001 has boosted 8000 Avios this year, of the sandbox's yearly limit of 100.000
  await expect(page.getByText(/^Este año aún puedes multiplicar/)).toHaveText(
    'Este año aún puedes multiplicar 92.000 Avios de un máximo de 100.000. Este año has multiplicado 8000 Avios.',
  );
  await expectNoAxeViolations(page);
});
