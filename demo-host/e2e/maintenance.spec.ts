import { SHOP, expect, expectNoAxeViolations, sandbox, test } from './fixtures';

test('a 503 from the API sends the shop to /maintenance', async ({ page }) => {
  await page.goto(`${SHOP}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Consigue más Avios, a tu manera',
  );

  await sandbox.maintenance(true);
  // The purchase page asks the API for prices: it answers 503.
  await page.getByRole('banner').getByRole('link', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(`${SHOP}/maintenance`);
  await expect(page.getByRole('heading', { level: 1, name: '¡Volvemos enseguida!' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  // spec §2/§9: the retry message and the countdown's unit (seconds) in the page's language
  await expect(page.getByRole('timer').locator('..')).toHaveText(
    /^Lo intentaremos de nuevo en \d{1,2} segundos$/,
  );
  await expectNoAxeViolations(page);

  // A fresh visit during maintenance goes the same way.
  await page.goto(`${SHOP}/purchase`);
  await expect(page).toHaveURL(`${SHOP}/maintenance`);

  await sandbox.maintenance(false);
  await page.getByRole('link', { name: 'Reintentar ahora' }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Consigue más Avios, a tu manera',
  );
});
