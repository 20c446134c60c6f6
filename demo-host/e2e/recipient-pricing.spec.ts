// spec §7 GET /products/{gift|transfer}/prices with aviosAmount and targetFfpNumber, §4/§8
// price-change and unavailable warnings: the recipient step prices the choice for the
// recipient (docs/sandbox.md: BA2000009 is priced 20% higher, BA2000010 has no offer). The
// warning's copy is the content service's, the price shown follows, and checkout charges
// exactly the price shown. BA in English.
import type { Page } from '@playwright/test';
import { SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { sandboxCharges, signInBa, verifyTransferAndAddRecipient } from './journey';

const SENDER = { ffpNumber: 'BA2000001', firstName: 'Oliver' };
const PRICIER = {
  ffpNumber: 'BA2000009',
  email: 'daniel.reid@example.com',
  firstName: 'Daniel',
  lastName: 'Reid',
};
const NO_OFFER = {
  ffpNumber: 'BA2000010',
  email: 'grace.hall@example.com',
  firstName: 'Grace',
  lastName: 'Hall',
};

/** A BA error message in English, as the content service holds it. */
async function warningCopy(code: string): Promise<{ title: string; textContent: string }> {
  const url =
    'http://localhost:4012/spaces/avios-sandbox/environments/master/entries?access_token=sandbox-delivery-token' +
    `&content_type=errorMessage&locale=en-GB&fields.partnerCode=ba&fields.errorCode=${code}`;
  const body = (await (await fetch(url)).json()) as {
    items: { fields: { title: string; textContent: string } }[];
  };
  const fields = body.items[0]?.fields;
  if (!fields) throw new Error(`no content for ${code}`);
  return fields;
}

/** The page shows the warning of `code` (a status banner), title and message, from content. */
async function expectWarning(page: Page, code: string): Promise<void> {
  const { title, textContent } = await warningCopy(code);
  const alert = page.getByRole('status').filter({ hasText: title });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(textContent);
}

/** The recipient step's price line: its text, and the amount in pounds. */
async function shownPrice(page: Page, label: RegExp): Promise<{ text: string; pounds: number }> {
  const line = page.getByText(label);
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  const money = /£([\d,]+\.\d{2})/.exec(text)?.[1];
  if (!money) throw new Error(`no price in "${text}"`);
  return { text, pounds: Number(money.replace(/,/g, '')) };
}

async function payByCard(page: Page, button: RegExp): Promise<void> {
  await page.getByLabel('Name on card').fill('Oliver Bennett');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByRole('button', { name: button }).click();
}

/** The sandbox charged the transaction `id` exactly `pounds`, once. */
async function expectCharged(id: string, pounds: number): Promise<void> {
  await expect
    .poll(async () => (await sandboxCharges()).find((c) => c.reference === id))
    .toMatchObject({ amount: { value: Math.round(pounds * 100), currency: 'GBP' }, charges: 1 });
}

test('gift: a recipient with a price of their own shows gift_price_change and the new price; checkout charges the price shown. One with no offer shows gift_package_unavailable and cannot go on', async ({
  page,
}) => {
  await signInBa(page, SENDER.ffpNumber, SENDER.firstName);
  await page.goto(`${SHOP}/gift`);
  await page.getByRole('button', { name: 'Select 2,000 Avios' }).click();
  await page.getByRole('button', { name: 'Add the recipient' }).click();
  await expect(page).toHaveURL(`${SHOP}/gift/recipient`);
  const label = /^Your gift: 2,000 Avios for /;
  const standard = await shownPrice(page, label);

  // no offer for this recipient: the warning, no price, and no way on to checkout
  await page.getByLabel('Membership number').fill(NO_OFFER.ffpNumber);
  await page.getByLabel('Membership number').press('Tab');
  await expectWarning(page, 'gift_package_unavailable');
  await expect(page.getByText(label)).toHaveCount(0);
  await page.getByLabel('Email address').fill(NO_OFFER.email);
  await page.getByLabel('First name').fill(NO_OFFER.firstName);
  await page.getByLabel('Last name').fill(NO_OFFER.lastName);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectWarning(page, 'gift_package_unavailable');
  await expect(page).toHaveURL(`${SHOP}/gift/recipient`);
  await expectNoAxeViolations(page);

  // a recipient priced 20% higher: the warning and the new price
  await page.getByLabel('Membership number').fill(PRICIER.ffpNumber);
  await page.getByLabel('Membership number').press('Tab');
  await expectWarning(page, 'gift_price_change');
  await expect(page.getByText(label)).not.toHaveText(standard.text);
  const shown = await shownPrice(page, label);
  expect(shown.pounds).toBeCloseTo(standard.pounds * 1.2, 0);
  await page.getByLabel('Email address').fill(PRICIER.email);
  await page.getByLabel('First name').fill(PRICIER.firstName);
  await page.getByLabel('Last name').fill(PRICIER.lastName);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/g\\w+$`));
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText('Daniel Reid (BA2000009)');
  await expect(order).toContainText(`£${shown.pounds.toFixed(2)}`);
  await payByCard(page, /and send the gift/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your gift is on its way' }),
  ).toBeVisible();
  await expectCharged(id, shown.pounds);
  await expectNoAxeViolations(page);
});

test('transfer: a recipient with no offer shows transfer_unavailable; one with a fee of their own shows transfer_price_change and the new fee; checkout charges the fee shown', async ({
  page,
}) => {
  await signInBa(page, SENDER.ffpNumber, SENDER.firstName);
  await page.goto(`${SHOP}/transfer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Avios' })).toBeVisible();
  const standard = await shownPrice(page, /^Transfer fee: /);
  await verifyTransferAndAddRecipient(page, NO_OFFER);
  const label = /^Your transfer: 1,000 Avios, fee /;
  await expectWarning(page, 'transfer_unavailable');
  await expect(page.getByText(label)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectWarning(page, 'transfer_unavailable');
  await expect(page).toHaveURL(`${SHOP}/transfer/recipient`);
  await expectNoAxeViolations(page);

  await page.getByLabel('Membership number').fill(PRICIER.ffpNumber);
  await page.getByLabel('Membership number').press('Tab');
  await expectWarning(page, 'transfer_price_change');
  const shown = await shownPrice(page, label);
  expect(shown.pounds).toBeCloseTo(standard.pounds * 1.2, 2);
  await page.getByLabel('Email address').fill(PRICIER.email);
  await page.getByLabel('First name').fill(PRICIER.firstName);
  await page.getByLabel('Last name').fill(PRICIER.lastName);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/t\\w+$`));
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText('Daniel Reid (BA2000009)');
  await expect(order).toContainText(`£${shown.pounds.toFixed(2)}`);
  await payByCard(page, /and transfer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer complete' })).toBeVisible();
  await expectCharged(id, shown.pounds);
  await expectNoAxeViolations(page);
});
