// The plain HTML example (examples/plain-html): one page, one <script type="module"> tag,
// <avios-purchase> against the sandbox. Elements render into an open shadow root; Playwright
// locators pierce it. The loader fetches the screens on first use, so every check waits for output.
import type { Page, Request } from '@playwright/test';
import { MEMBER, expect, expectNoAxeViolations, test } from './fixtures';
import { checkoutFirstPackage, signInToElement, submitCard } from './journey';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');
// Chunks scripts/size.mjs leaves out of the purchase budget: they must not be needed to
// show priced packages (the real Auth0 client, the registry's later screens, the sandbox
// card form's provider).
const ON_DEMAND = /\/elements\/chunks\/[^/]*(auth0|laterScreens|sandboxPayments)/i;
const PRICE = /\d+,\d{2}\s(€|£)|US\$\s?\d/;

function watchChunks(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (r: Request) => {
    if (ON_DEMAND.test(r.url())) loaded.push(r.url());
  });
  return loaded;
}

async function eventLog(page: Page): Promise<string[]> {
  return page.locator('#event-log li').allTextContents();
}

test('shows priced packages from one script tag, in shadow DOM, with no axe violations @firefox', async ({
  page,
}) => {
  const onDemand = watchChunks(page);
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');
  const packages = element.locator('.avios-grid--packages > li');

  await expect(packages.first()).toContainText('Avios');
  await expect(packages.first()).toContainText(PRICE);
  expect(await packages.count()).toBeGreaterThanOrEqual(20);
  await expect(element.getByRole('heading', { level: 1 })).toBeVisible();

  // rendered into an open shadow root, with the stylesheet inside it; the light DOM stays empty
  const dom = await element.evaluate((el) => ({
    mode: el.shadowRoot?.mode,
    styles: (el.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0,
    light: el.childNodes.length,
  }));
  expect(dom).toEqual({ mode: 'open', styles: true, light: 0 });

  await expect
    .poll(() => eventLog(page))
    .toContainEqual(expect.stringContaining('avios-ready {"partner":"IB"'));
  // readiness asked for after the event fired (as a React or Vue effect would): the bundle's
  // element answers `ready` with the same detail and `isReady`; the event fired once
  const late = await element.evaluate(async (el) => {
    const host = el as HTMLElement & { ready: Promise<{ partner: string }>; isReady: boolean };
    return { isReady: host.isReady, partner: (await host.ready).partner };
  });
  expect(late).toEqual({ isReady: true, partner: 'IB' });
  expect((await eventLog(page)).filter((line) => line.startsWith('avios-ready '))).toHaveLength(1);
  expect(onDemand, 'chunks loaded before priced packages showed').toEqual([]);

  await expectNoAxeViolations(page);
});

test('attributes filter: currency="EUR" and sizes="large" show large packages in euros', async ({
  page,
}) => {
  await page.goto(`${EXAMPLE}/`);
  await page.locator('avios-purchase').evaluate((el) => {
    el.setAttribute('currency', 'EUR');
    el.setAttribute('sizes', 'large');
  });
  const packages = page.locator('avios-purchase .avios-grid--packages > li');
  await expect(packages.first()).toContainText('100.000 Avios');
  await expect(packages.first()).toContainText('€');
  await expect(packages).toHaveCount(5); // spec §9: 100000 to 200000
});

test('a visitor signs in from the element in a popup, buys a package and pays, all inside the element @firefox', async ({
  page,
}) => {
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');
  // the sandbox identity provider in a popup (the element's default): the partner's page
  // never changes address, and the element goes on signed in
  await signInToElement(page, element);
  expect(page.url()).toBe(`${EXAMPLE}/`);
  // the host hears the sign-in after avios-ready, typed as docs/elements.md "Events" says
  await expect
    .poll(() => eventLog(page))
    .toContainEqual('avios-session {"signedIn":true,"partner":"IB"}');

  await checkoutFirstPackage(element);
  await expect
    .poll(() => eventLog(page))
    .toContainEqual(
      expect.stringMatching(/avios-package-select \{"product":"purchase","avios":2000,/),
    );
  await expect
    .poll(() => eventLog(page))
    .toContainEqual(expect.stringContaining('avios-checkout-create {"transactionId":"p'));
  await submitCard(element);

  await expect
    .poll(() => eventLog(page), { timeout: 20_000 })
    .toContainEqual(
      expect.stringMatching(
        /avios-transaction-finish \{"transactionId":"p[^"]*","status":"done"\}/,
      ),
    );
  await expectNoAxeViolations(page);
});

test('closing the sign-in popup leaves the visitor where they were, told why nothing happened', async ({
  page,
}) => {
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');
  const opened = page.waitForEvent('popup');
  await element.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  const popup = await opened;
  await popup.getByLabel('Membership number').waitFor();
  await popup.close();
  await expect(element.getByText('Ventana de inicio de sesión cerrada')).toBeVisible();
  expect(page.url()).toBe(`${EXAMPLE}/`);
  await expect(element.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a blocked popup falls back to signing in on the page, and says so once back', async ({
  page,
}) => {
  // the browser's popup blocker: window.open answers null
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`${EXAMPLE}/`);
  const element = page.locator('avios-purchase');
  await element.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await page.getByLabel('Membership number').fill(MEMBER.ffpNumber);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => url.origin === EXAMPLE && url.searchParams.get('avios-path') === '/purchase',
  );
  await expect(
    element.getByText('Tu navegador bloqueó la ventana de inicio de sesión'),
  ).toBeVisible();
  await expect(element.getByText(/12\.000/).first()).toBeVisible();
});

test('two elements from the loader share one SDK: every script and every answer fetched once @firefox', async ({
  page,
}) => {
  const scripts: string[] = [];
  const answers: string[] = [];
  page.on('request', (r: Request) => {
    const url = r.url();
    if (url.includes('/elements/')) scripts.push(new URL(url).pathname);
    else if (r.method() === 'GET' && /:(4010|4012)\//.test(url)) answers.push(url);
  });
  await page.goto(`${EXAMPLE}/shared.html`);
  const purchase = page.locator('avios-purchase');
  const gift = page.locator('avios-gift');
  // the page configuration reached both (BA, en-GB: pounds)
  const POUNDS = /£\d[\d,]*\.\d{2}/;
  await expect(purchase.locator('.avios-grid--packages > li').first()).toContainText(POUNDS);
  await expect(gift.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(gift.locator('.avios-grid--packages > li').first()).toContainText(POUNDS);
  await expect
    .poll(() => purchase.evaluate((el) => (el as HTMLElement & { isReady: boolean }).isReady))
    .toBe(true);
  await expect
    .poll(() => gift.evaluate((el) => (el as HTMLElement & { isReady: boolean }).isReady))
    .toBe(true);

  const twice = (list: string[]) => list.filter((item, i) => list.indexOf(item) !== i);
  expect(scripts[0], 'the loader is the one script the page names').toBe(
    '/elements/avios-loader.js',
  );
  expect(twice(scripts), 'scripts fetched twice').toEqual([]);
  // one query cache and one content client: the two elements' shared questions asked once
  expect(twice(answers), 'API or content answers fetched twice').toEqual([]);
  // the per-element bundles are not used by this page
  expect(scripts.filter((s) => /avios-(purchase|gift)\.js$/.test(s))).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the other tags from the loader: discovery, transfer, booster and subscribe each show their page, from chunks fetched once @firefox', async ({
  page,
}) => {
  const scripts: string[] = [];
  const failed: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/elements/')) scripts.push(new URL(r.url()).pathname);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) failed.push(r.url());
  });
  await page.goto(`${EXAMPLE}/more.html`);
  const headings = {
    'avios-discovery': /Consigue más Avios/,
    'avios-transfer': /Transfiere Avios/,
    'avios-booster': /Multiplica tus Avios/,
    'avios-subscribe': /Acumula Avios cada mes/,
  };
  for (const [tag, heading] of Object.entries(headings)) {
    await expect(page.locator(tag).getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  expect(failed, 'requests that failed').toEqual([]);
  expect(
    scripts.filter((s, i) => scripts.indexOf(s) !== i),
    'scripts fetched twice',
  ).toEqual([]);
  // the screens come from the loader's chunks, not the per-element bundles
  expect(scripts.filter((s) => /\/avios-(?!loader)[a-z]+\.js$/.test(s))).toEqual([]);
  await expectNoAxeViolations(page);
});
