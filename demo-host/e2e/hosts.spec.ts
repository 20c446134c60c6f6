// <avios-purchase> in framework hosts: the React 19, React 18 and Vue 3 example apps
// (examples/host-*, Vite builds of each, served by examples/hosts-serve.mjs), in the style of
// the Custom Elements Everywhere suite: the element renders, host state reaches it as an
// attribute and as a property, the host hears its events in its own DOM, and it takes no
// children. Each app imports the built @avios/elements and configures the sandbox with
// configure(); the same checks for the plain HTML page are demo-host/e2e/plain-html.spec.ts.
// Locators pierce the element's open shadow root.
import type { Locator, Page } from '@playwright/test';
import { MEMBER, expect, expectNoAxeViolations, test } from './fixtures';
import {
  checkoutFirstPackage,
  sandboxBalance,
  sandboxCharges,
  signInToElement,
  submitCard,
} from './journey';

const url = (env: string | undefined, fallback: string) => (env ?? fallback).replace(/\/+$/, '');
const HOSTS = [
  ['React 19', url(process.env.HOST_REACT19_URL, 'http://localhost:5176')],
  ['React 18', url(process.env.HOST_REACT18_URL, 'http://localhost:5177')],
  ['Vue 3', url(process.env.HOST_VUE_URL, 'http://localhost:5178')],
] as const;

const EUROS = /\d,\d{2}\s€/;
const POUNDS = /\d,\d{2}\s(£|GBP)/;

/** The element's host-visible state: what the framework set, as attribute and property. */
function elementState(element: Locator) {
  return element.evaluate((el) => {
    const purchase = el as HTMLElement & { currency?: string; sizes?: string };
    return {
      currencyAttribute: purchase.getAttribute('currency'),
      currencyProperty: purchase.currency,
      sizesProperty: purchase.sizes,
    };
  });
}

async function open(page: Page, base: string) {
  await page.goto(`${base}/`);
  const element = page.locator('avios-purchase');
  const packages = element.locator('.avios-grid--packages > li');
  await expect(packages.first()).toContainText('Avios');
  return { element, packages };
}

for (const [name, base] of HOSTS) {
  test.describe(`${name} host`, () => {
    test('renders priced packages in its shadow root, from no children, axe clean', async ({
      page,
    }) => {
      const { element, packages } = await open(page, base);
      await expect(page.getByRole('heading', { level: 1, name: `${name} host` })).toBeVisible();
      await expect(packages.first()).toContainText(EUROS);
      expect(await packages.count()).toBeGreaterThanOrEqual(20);
      await expect(element.getByRole('heading', { level: 1 })).toBeVisible();

      // the host passed no children; the shadow root has no <slot>, so one would not show
      const dom = await element.evaluate((el) => ({
        mode: el.shadowRoot?.mode,
        slots: el.shadowRoot?.querySelectorAll('slot').length,
        light: el.childNodes.length,
      }));
      expect(dom).toEqual({ mode: 'open', slots: 0, light: 0 });

      await expectNoAxeViolations(page);

      // a child put in anyway is in the element's light DOM but not rendered
      const child = await element.evaluate((el) => {
        const p = document.createElement('p');
        p.textContent = 'A child of the element';
        el.append(p);
        return { attached: p.parentElement === el, rendered: p.getClientRects().length > 0 };
      });
      expect(child).toEqual({ attached: true, rendered: false });
      await expect(packages.first()).toContainText(EUROS);
    });

    test('attributes: the host state sets currency, which re-filters the element', async ({
      page,
    }) => {
      const { element, packages } = await open(page, base);
      await expect(packages.first()).toContainText(EUROS);
      expect(await elementState(element)).toMatchObject({
        currencyAttribute: 'EUR',
        currencyProperty: 'EUR',
      });

      await page.getByLabel('Currency').selectOption('GBP');
      await expect(element).toHaveAttribute('currency', 'GBP');
      await expect(packages.first()).toContainText(POUNDS);
      await expect(packages.first()).not.toContainText('€');
      expect((await elementState(element)).currencyProperty).toBe('GBP');

      await page.getByLabel('Currency').selectOption('EUR');
      await expect(element).toHaveAttribute('currency', 'EUR');
      await expect(packages.first()).toContainText(EUROS);
    });

    test('properties: the host state sets sizes, which re-filters the element', async ({
      page,
    }) => {
      const { element, packages } = await open(page, base);
      expect(await packages.count()).toBeGreaterThanOrEqual(20);

      await page.getByLabel('Sizes').selectOption({ label: 'Large' });
      await expect.poll(async () => (await elementState(element)).sizesProperty).toBe('large');
      await expect(packages).toHaveCount(5); // spec §9: 100000 to 200000
      await expect(packages.first()).toContainText('100.000 Avios');

      // a later attribute change from the host keeps the property the host set
      await page.getByLabel('Currency').selectOption('GBP');
      await expect(packages.first()).toContainText(POUNDS);
      await expect(packages).toHaveCount(5);
      expect((await elementState(element)).sizesProperty).toBe('large');

      await page.getByLabel('Sizes').selectOption({ label: 'All' });
      await expect.poll(() => packages.count()).toBeGreaterThanOrEqual(20);
    });

    test('events: the host hears avios-ready and avios-package-select in its own DOM', async ({
      page,
    }) => {
      const { element } = await open(page, base);
      // the event, heard by a listener the host added, and `el.ready`, awaited after mount
      await expect(page.locator('#ready-event')).toHaveText('IB es-ES ES');
      await expect(page.locator('#ready-promise')).toHaveText('IB es-ES ES');
      await expect(page.locator('#selection')).toHaveText('none yet');

      await element.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();
      await expect(page.locator('#selection')).toHaveText(/^5000 Avios, \d+(\.\d+)? EUR$/);
    });
  });
}

// The React 19 host is built by Vite from the packed tarball of @avios/elements (as a partner
// installs it, examples/hosts-serve.mjs): the host's bundler must emit every file the package
// needs, the Auth0 token worker among them, or sign-in waits forever on a dead worker.
test('React 19 host, bundled from the packed package: a member signs in inside the element, checks out and pays; no file of the package is missing, charged once', async ({
  page,
}) => {
  const [, base] = HOSTS[0];
  const missing: string[] = [];
  const workers: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(base) && response.status() >= 400) missing.push(response.url());
  });
  page.on('worker', (worker) => workers.push(worker.url()));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const { element } = await open(page, base);

  await signInToElement(page, element);
  await checkoutFirstPackage(element);
  await submitCard(element);

  await expect(
    element.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await sandboxCharges()).toEqual([
    expect.objectContaining({ kind: 'transaction', charges: 1 }),
  ]);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 2_000);
  // the token worker is the file the host's bundler emitted, and it answered
  expect(workers).toEqual([
    expect.stringMatching(new RegExp(`^${base}/assets/auth0-worker-[\\w-]+\\.js$`)),
  ]);
  expect(missing).toEqual([]);
  expect(errors.filter((e) => e.includes('token worker'))).toEqual([]);
  await expectNoAxeViolations(page);
});
