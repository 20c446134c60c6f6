// spec §4 Context on the plain HTML example (examples/plain-html): an <avios-purchase>
// whose `partner` attribute the page changes while it shows. The element's partner goes
// through the context store's rules: a new partner re-renders in its copy, theme and prices;
// an unknown one is refused with `partner_invalid`; the same one again changes nothing.
import type { Locator, Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');
/** The purchase API and the content service (docs/sandbox.md "Addresses"). */
const SERVICES = /^http:\/\/localhost:(4010|4012)\//;
/** spec §9: BA in its first language, IB in Spanish. */
const BA_TITLE = 'Buy Avios';
const IB_TITLE = 'Compra Avios';
/** themes.ts `--avios-color-primary`: BA #0b2a5b, IB #c8102e. */
const BA_PRIMARY = 'rgb(11, 42, 91)';
const IB_PRIMARY = 'rgb(200, 16, 46)';
/** Spanish copy or a euro price: anything of IB's Spanish screen. */
const IB_TEXT = /Iberia|Compra Avios|Iniciar sesión|Tamaño del paquete|Continuar|€/;

function recordServiceCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (SERVICES.test(request.url())) calls.push(request.url());
  });
  return calls;
}

async function eventLog(page: Page): Promise<string[]> {
  return page.locator('#event-log li').allTextContents();
}

/**
 * The element's screen: its `data-partner` and the computed brand primary colour (the
 * resolved twin `--_primary` of `--avios-color-primary`, themes.ts `privateName`).
 */
function theme(element: Locator): Promise<{ partner: string | null; primary: string }> {
  return element
    .locator('.avios-root')
    .first()
    .evaluate((root) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--_primary)';
      root.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      return { partner: root.getAttribute('data-partner'), primary };
    });
}

async function openAsIb(page: Page): Promise<Locator> {
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');
  await expect(element.getByRole('heading', { level: 1, name: IB_TITLE })).toBeVisible();
  await expect(element.locator('.avios-grid--packages > li').first()).toContainText('€');
  return element;
}

test('switching partner="IB" to "BA" live re-renders in BA copy, theme and GBP prices, nothing of IB left', async ({
  page,
}) => {
  const element = await openAsIb(page);
  expect(await theme(element)).toEqual({ partner: 'IB', primary: IB_PRIMARY });
  const calls = recordServiceCalls(page);

  await element.evaluate((el) => el.setAttribute('partner', 'BA'));

  await expect(element.getByRole('heading', { level: 1, name: BA_TITLE })).toBeVisible();
  const packages = element.locator('.avios-grid--packages > li');
  await expect(packages.first()).toContainText('£');
  expect(await packages.count()).toBeGreaterThanOrEqual(20);
  await expect(element.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(element).not.toContainText(IB_TEXT);
  expect(await theme(element)).toEqual({ partner: 'BA', primary: BA_PRIMARY });
  // BA's content and prices were asked for: the cached IB answers are not BA's
  expect(calls).toContainEqual(expect.stringMatching(/:4010\/.*partner=ba/));
  expect(calls).toContainEqual(expect.stringMatching(/:4012\/.*fields\.partnerCode=ba/));
  // spec §4: es-ES and ES are not BA's, so the context is BA's first language and market
  const cookies = await page.evaluate(() => document.cookie.split('; '));
  expect(cookies).toEqual(
    expect.arrayContaining(['avios_language=en-GB', 'avios_market=GB', 'avios_opco=BA']),
  );
  await expectNoAxeViolations(page);
});

test('an unknown partner attribute is refused with partner_invalid; the element goes on as IB', async ({
  page,
}) => {
  const element = await openAsIb(page);

  await element.evaluate((el) => el.setAttribute('partner', 'XX'));

  await expect
    .poll(() => eventLog(page))
    .toContainEqual(expect.stringMatching(/^avios-error \{"code":"partner_invalid".*XX/));
  await expect(element.getByRole('heading', { level: 1, name: IB_TITLE })).toBeVisible();
  expect(await theme(element)).toEqual({ partner: 'IB', primary: IB_PRIMARY });
  // still working: a filter of the IB screen answers
  await element.getByRole('button', { name: 'Grande' }).click();
  await expect(element.locator('.avios-grid--packages > li').first()).toContainText(
    '100.000 Avios',
  );
  await expectNoAxeViolations(page);
});

test('setting the same partner again makes no new request and no event', async ({ page }) => {
  const element = await openAsIb(page);
  await expect
    .poll(() => eventLog(page))
    .toContainEqual(expect.stringContaining('avios-ready {"partner":"IB"'));
  await page.waitForLoadState('networkidle');
  const events = (await eventLog(page)).length;
  const calls = recordServiceCalls(page);

  await element.evaluate((el) => {
    el.setAttribute('partner', 'IB');
    el.setAttribute('partner', 'ib');
  });
  // nothing to wait for: a change would have asked within this second
  await page.waitForTimeout(1_000);

  await expect(element.getByRole('heading', { level: 1, name: IB_TITLE })).toBeVisible();
  expect(calls).toEqual([]);
  expect(await eventLog(page)).toHaveLength(events);
  // the recorder hears a real change: another partner asks at once
  await element.evaluate((el) => el.setAttribute('partner', 'EI'));
  await expect.poll(() => calls.length).toBeGreaterThan(0);
});
