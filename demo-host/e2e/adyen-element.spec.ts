// Paying with Adyen Web's Drop-in inside <avios-purchase> (examples/plain-html/adyen.html:
// payments="adyen" on <avios-config>, served under the strict policy of docs/security.md).
// Adyen's hosts are out of reach here, so adyen-src names a stand-in keeping Adyen Web's
// contract (examples/plain-html/adyen-stand-in/adyen.js): its session setup and payments are
// the sandbox payments service's, so a payment really charges the transaction's session and
// the purchase API completes it. The element fetches Adyen Web from adyen-src (checked
// against adyen-integrity) when the payment step opens, and mounts Drop-in in its light DOM.
import type { Page } from '@playwright/test';
import { MEMBER, expect, expectNoAxeViolations, sandbox, test } from './fixtures';
import {
  checkoutFirstPackage,
  recordElementErrors as recordErrors,
  sandboxBalance,
  sandboxCharges,
  signInToElement,
  watchViolations,
  withConfigAttributes,
} from './journey';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');

async function openSignedIn(page: Page) {
  const violations = await watchViolations(page);
  const errors = await recordErrors(page);
  const adyenRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/adyen-stand-in/')) adyenRequests.push(r.url());
  });
  await page.goto(`${EXAMPLE}/adyen.html`);
  const element = page.locator('avios-purchase');
  await signInToElement(page, element);
  // nothing of Adyen's before the payment step
  expect(adyenRequests).toEqual([]);
  return { element, violations, errors, adyenRequests };
}

test('Drop-in in the element: an authorised payment reaches the result, charged once, with Adyen Web fetched only at the payment step, no CSP violation', async ({
  page,
}) => {
  const { element, violations, errors, adyenRequests } = await openSignedIn(page);
  await checkoutFirstPackage(element);

  // Drop-in renders in a light-DOM child of the element, slotted into the payment step
  const dropIn = page.locator('avios-purchase > .avios-payment-form');
  await expect(dropIn.getByText('Adyen Drop-in (test stand-in)')).toBeVisible();
  expect(adyenRequests.sort()).toEqual([
    `${EXAMPLE}/adyen-stand-in/adyen.css`,
    `${EXAMPLE}/adyen-stand-in/adyen.js`,
  ]);
  // styled by the stylesheet the element linked (adyen-css), with its integrity
  const radius = await dropIn
    .locator('.adyen-checkout__dropin')
    .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
  expect(radius).toBe('8px');
  await expectNoAxeViolations(page);

  await dropIn.getByRole('button', { name: 'Pay with the test card' }).click();
  await expect(
    element.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('avios-purchase > .avios-payment-form')).toHaveCount(0);
  expect(await sandboxCharges()).toEqual([
    expect.objectContaining({ kind: 'transaction', charges: 1 }),
  ]);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 2_000);
  expect(await errors()).toEqual([]);
  await expectNoAxeViolations(page);
  expect(await violations()).toEqual([]);
});

test('Drop-in refuses the details before paying (Adyen ERROR): checkout_payment_form_error, and the member tries again and pays once', async ({
  page,
}) => {
  const { element, violations, errors } = await openSignedIn(page);
  await checkoutFirstPackage(element);
  const dropIn = page.locator('avios-purchase > .avios-payment-form');
  await dropIn.getByRole('button', { name: 'Submit a mistyped card' }).click();

  // a warning (spec §8), announced politely
  await expect(
    element.getByRole('status').filter({ hasText: 'Revisa tus datos de pago' }),
  ).toBeVisible();
  expect(await errors()).toEqual(['checkout_payment_form_error']);
  expect(await sandboxCharges()).toEqual([]);
  await expectNoAxeViolations(page);

  // still in the payment step: the member pays with the card typed right
  await dropIn.getByRole('button', { name: 'Pay with the test card' }).click();
  await expect(
    element.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await sandboxCharges()).toEqual([
    expect.objectContaining({ kind: 'transaction', charges: 1 }),
  ]);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 2_000);
  expect(await violations()).toEqual([]);
});

test('a card Drop-in pays but the bank refuses (resultCode Refused): the transaction fails, nothing is charged, and trying again starts a new purchase', async ({
  page,
}) => {
  const { element, violations } = await openSignedIn(page);
  await checkoutFirstPackage(element);
  await page
    .locator('avios-purchase > .avios-payment-form')
    .getByRole('button', { name: 'Pay with a refused card' })
    .click();

  // the purchase API's state is the authority: the refused payment failed the transaction
  await expect(
    element.getByRole('heading', { level: 1, name: 'No hemos podido completar tu pedido' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(element.getByRole('alert')).toContainText('Pago rechazado');
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
  await expectNoAxeViolations(page);

  await element.getByRole('link', { name: 'Intentarlo de nuevo' }).click();
  await expect(element.locator('.avios-grid--packages > li').first()).toContainText('Avios');
  expect(await violations()).toEqual([]);
});

test('Drop-in cannot load (NETWORK_ERROR at session setup): checkout_payment_form_failed_to_load, and the member is back on the packages with nothing charged', async ({
  page,
}) => {
  const { element, violations, errors } = await openSignedIn(page);
  // Adyen's session setup call fails
  await sandbox.fault({ path: '^/payments/sessions/[^/]+$', status: 503 });
  await checkoutFirstPackage(element);

  await expect(
    element.getByRole('alert').filter({ hasText: 'El pago no está disponible' }),
  ).toBeVisible();
  await expect(element.locator('.avios-grid--packages > li').first()).toContainText('Avios');
  await expect(page.locator('avios-purchase > .avios-payment-form')).toHaveCount(0);
  expect(await errors()).toContain('checkout_payment_form_failed_to_load');
  expect(await sandboxCharges()).toEqual([]);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
  await expectNoAxeViolations(page);
  expect(await violations()).toEqual([]);
});

test('a closed wallet sheet in Drop-in is silent: no message, and the member can still pay', async ({
  page,
}) => {
  const { element, errors } = await openSignedIn(page);
  await checkoutFirstPackage(element);
  const dropIn = page.locator('avios-purchase > .avios-payment-form');
  await dropIn.getByRole('button', { name: 'Close the wallet sheet' }).click();

  // nothing for the member to read; the host hears the silent cancel
  await expect(element.getByRole('alert')).toHaveCount(0);
  expect(await errors()).toEqual(['checkout_payment_form_cancel']);
  await page
    .locator('avios-purchase > .avios-payment-form')
    .getByRole('button', { name: 'Pay with the test card' })
    .click();
  await expect(
    element.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await sandboxCharges()).toEqual([
    expect.objectContaining({ kind: 'transaction', charges: 1 }),
  ]);
});

test('an Adyen Web file that does not match adyen-integrity is never run: checkout_payment_form_failed_to_load, nothing charged', async ({
  page,
}) => {
  // as if the CDN copy had been tampered with: the page's integrity no longer matches
  await withConfigAttributes(page, { 'adyen-integrity': `sha384-${'A'.repeat(64)}` });
  const { element, errors } = await openSignedIn(page);
  await checkoutFirstPackage(element);
  await expect(
    element.getByRole('alert').filter({ hasText: 'El pago no está disponible' }),
  ).toBeVisible();
  expect(await page.evaluate(() => 'AdyenWeb' in window)).toBe(false);
  expect(await errors()).toContain('checkout_payment_form_failed_to_load');
  expect(await sandboxCharges()).toEqual([]);
});
