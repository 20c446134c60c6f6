// What an element leaves on a partner's page: the files it asks for (the Auth0 token worker)
// and the cookies it writes (docs/elements.md "Files a bundling host serves", "Storage").
// On the plain HTML example (examples/plain-html), whose markup a route rewrites per test.
import { MEMBER, expect, expectNoAxeViolations, test } from './fixtures';
import {
  checkoutFirstPackage,
  recordElementErrors as recordErrors,
  sandboxBalance,
  signInToElement,
  submitCard,
  withConfigAttributes as withConfig,
} from './journey';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');

test('a token worker the host does not serve (404) never leaves sign-in dead: the member signs in and pays, and the host hears why once', async ({
  page,
}) => {
  // as in a host whose bundler did not emit the file
  await page.route('**/auth0-worker.js', (route) => route.fulfill({ status: 404, body: '' }));
  const errors = await recordErrors(page);
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');

  await signInToElement(page, element);
  await checkoutFirstPackage(element);
  await submitCard(element);
  await expect(
    element.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 2_000);
  expect((await errors()).filter((code) => code === 'token_worker_unavailable')).toHaveLength(1);
  // the member is not told: sign-in worked
  await expect(element.getByRole('alert')).toHaveCount(0);
});

test('asset-path names where the host serves the package files: the worker comes from there', async ({
  page,
}) => {
  await withConfig(page, { 'asset-path': '/vendor/avios' });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const errors = await recordErrors(page);
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');
  await signInToElement(page, element);
  expect(workers).toEqual([`${EXAMPLE}/vendor/avios/auth0-worker.js`]);
  expect(await errors()).toEqual([]);
});

test('the context cookies are prefixed on the partner’s domain: nothing generic is written', async ({
  page,
  context,
}) => {
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');
  await expect(element.locator('.avios-grid--packages > li').first()).toContainText('Avios');
  const names = (await context.cookies(EXAMPLE)).map((c) => c.name).sort();
  expect(names).toEqual(['avios_language', 'avios_market', 'avios_opco']);
});

test('persist="none": an element page writes no cookie and no storage key while the visitor browses', async ({
  page,
  context,
}) => {
  await withConfig(page, { persist: 'none' });
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');
  const packages = element.locator('.avios-grid--packages > li');
  await expect(packages.first()).toContainText('Avios');
  // choosing a package and a filter is what a visitor does before signing in
  await packages.first().getByRole('button').click();
  await expect(element.getByRole('button', { name: 'Continuar al pago' })).toBeVisible();
  expect(await context.cookies(EXAMPLE)).toEqual([]);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage).toEqual({ local: [], session: [] });
  await expectNoAxeViolations(page);
});
