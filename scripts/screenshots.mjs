#!/usr/bin/env node
// `npm run screenshots`: a picture of each screen of the demo host at 390 px and 1440 px wide,
// written to .artifacts/screenshots (git-ignored) so the look can be reviewed. Starts the
// sandbox and the demo host when they are not running (and stops what it started); signs in
// as the seeded member IB1000001 for the member screens. Browser: playwright-core with
// Debian's Chromium (CHROME_PATH overrides /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const SHOP = (process.env.DEMO_HOST_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
const CONTROL = 'http://localhost:4010/__sandbox';
const OUT = '.artifacts/screenshots';
const WIDTHS = [390, 1440];
const MEMBER = { ffpNumber: 'IB1000001', password: 'avios' };
const CARD = { number: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' };

const started = [];
const stopAll = () => {
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
};
process.on('exit', stopAll);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(1));

async function answers(url) {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

async function ensure(name, url, args, env = {}) {
  if (await answers(url)) return;
  console.log(`Starting ${name} (npm ${args.join(' ')})`);
  const child = spawn('npm', args, {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...env },
  });
  started.push(child);
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not answer at ${url} within 60 s`);
}

async function post(path, body) {
  const response = await fetch(`${CONTROL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
}

/** Waits until the screen has content: skeletons and busy regions gone, fonts loaded. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.avios-skeleton, [aria-busy="true"]') &&
        document.fonts.status === 'loaded',
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => console.warn(`  (still loading at ${page.url()})`));
  await page.waitForTimeout(250);
}

async function shoot(page, name, width) {
  await settle(page);
  const file = `${OUT}/${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(`  ${file}`);
}

async function signIn(page) {
  await page.goto(`${SHOP}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Membership number').fill(MEMBER.ffpNumber);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /^Hola/ }).waitFor();
}

/** Picks the 5,000 package and continues to checkout; answers the checkout address. */
async function startPurchase(page) {
  await page.goto(`${SHOP}/purchase`);
  await page.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.waitForURL(/\/checkout\/p\w+$/);
  await page.getByRole('button', { name: /^Pagar/ }).waitFor();
  return page.url();
}

async function pay(page, cardNumber) {
  await page.getByLabel('Titular de la tarjeta').fill('Lucía Fernández');
  await page.getByLabel('Número de tarjeta').fill(cardNumber);
  await page.getByLabel('Fecha de caducidad').fill('12/30');
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await page.waitForURL(/\/checkout\/transaction\//);
  await page
    .getByRole('heading', { level: 1, name: /Gracias|No hemos podido/ })
    .waitFor({ timeout: 20_000 });
}

const anonymous = [
  ['home', '/'],
  ['purchase', '/purchase'],
  ['not-available', '/gift'],
  ['maintenance', '/maintenance'],
  // last: the English visit leaves the language cookie at en-GB for this context
  ['home-en', '/en-GB'],
];

async function run() {
  mkdirSync(OUT, { recursive: true });
  await ensure('the sandbox', `${CONTROL}/health`, ['run', 'sandbox'], { SANDBOX_STEP_MS: '150' });
  await ensure('the demo host', `${SHOP}/`, ['run', 'dev', '-w', '@avios/demo-host']);
  await post('/reset');

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const problems = [];
  const attempt = async (label, fn) => {
    try {
      await fn();
    } catch (error) {
      problems.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      console.warn(`  could not take ${label}: ${error}`);
    }
  };
  try {
    for (const width of WIDTHS) {
      console.log(`\n${width} px`);
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
      });
      const page = await context.newPage();

      for (const [name, path] of anonymous) {
        await attempt(`${name}-${width}`, async () => {
          await page.goto(`${SHOP}${path}`);
          await shoot(page, name, width);
        });
      }

      await context.close();

      // Member screens in a fresh context (no language cookie left from the English visit),
      // from the seeded balance at each width.
      await post('/reset');
      const memberContext = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
      });
      const memberPage = await memberContext.newPage();
      await attempt(`member screens at ${width}`, async () => {
        const page = memberPage;
        await signIn(page);
        await shoot(page, 'home-member', width);
        await page.goto(`${SHOP}/purchase`);
        await shoot(page, 'purchase-member', width);
        const checkout = await startPurchase(page);
        await shoot(page, 'checkout', width);
        const external = checkout.replace(`${SHOP}/checkout/`, `${SHOP}/external/checkout/`);
        await page.goto(external);
        await shoot(page, 'checkout-external', width);
        await page.goto(checkout);
        await pay(page, CARD.number);
        await shoot(page, 'transaction-success', width);
        await startPurchase(page);
        await pay(page, CARD.declined);
        await shoot(page, 'transaction-failed', width);

        // The generic error screen: a transaction state the shop does not know (spec §4).
        await page.goto(`${SHOP}/purchase`);
        await page.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();
        await post('/faults', {
          path: '/transactions/[^/]+/state',
          body: {
            statusName: 'mystery_step',
            payload: { aviosAmount: 5000, pricePerPoint: 0.0185, currency: 'EUR' },
          },
        });
        try {
          await page.getByRole('button', { name: 'Continuar al pago' }).click();
          await page.getByRole('heading', { level: 1, name: '¡Vaya!' }).waitFor();
          await shoot(page, 'error', width);
        } finally {
          await fetch(`${CONTROL}/faults`, { method: 'DELETE' });
        }
      });
      await memberContext.close();
    }
  } finally {
    await browser.close();
    await post('/reset').catch(() => {});
  }
  if (problems.length) {
    console.log(
      `\n${problems.length} screenshot(s) could not be taken:\n- ${problems.join('\n- ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`\nScreenshots written to ${OUT}`);
  }
}

await run();
stopAll();
process.exit(process.exitCode ?? 0);
