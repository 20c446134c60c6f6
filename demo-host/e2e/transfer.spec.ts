// spec §2, §4-§8 transfer: the slider, the step-up (one-time code 123456 at the sandbox
// identity provider), the recipient step, checkout and the result; both balances change by
// exactly the amount moved. Under 1,000 points the page says transfer_low_avios.
import { SHOP, expectNoAxeViolations, sandbox } from './fixtures';
import { expect, test } from './faultProbe';
import { sandboxBalance, signInBa, verifyTransferAndAddRecipient } from './journey';

const SENDER = { ffpNumber: 'BA2000001', firstName: 'Oliver' };
const RECIPIENT = {
  ffpNumber: 'BA2000003',
  email: 'harry.wilson@example.com',
  firstName: 'Harry',
  lastName: 'Wilson',
};

test('BA2000001 transfers 1,000 Avios to BA2000003 after the one-time code: both balances change by exactly that; the reloaded result still names the recipient @firefox', async ({
  page,
}) => {
  const sender = await sandboxBalance(SENDER.ffpNumber);
  const recipient = await sandboxBalance(RECIPIENT.ffpNumber);
  await signInBa(page, SENDER.ffpNumber, SENDER.firstName);
  await page.getByRole('banner').getByRole('link', { name: 'Transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Avios' })).toBeVisible();
  const slider = page.getByRole('slider', { name: 'How many Avios do you want to transfer?' });
  await expect(slider).toHaveValue('1000');
  // keyboard: one step up and back down
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('1100');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('1000');
  await expectNoAxeViolations(page);

  // step-up: confirm with the identity provider, then back here with the amount kept
  await verifyTransferAndAddRecipient(page, RECIPIENT);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/t\\w+$`));
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
    'Harry Wilson (BA2000003)',
  );

  await page.getByLabel('Name on card').fill('Oliver Bennett');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByRole('button', { name: /and transfer$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer complete' })).toBeVisible();
  await expect(page.getByText('You have transferred 1,000 Avios to Harry Wilson.')).toBeVisible();
  // read again once the draft is gone, the result still names the recipient
  await page.reload();
  await expect(page.getByText('You have transferred 1,000 Avios to Harry Wilson.')).toBeVisible();
  expect(await sandboxBalance(SENDER.ffpNumber)).toBe(sender - 1_000);
  expect(await sandboxBalance(RECIPIENT.ffpNumber)).toBe(recipient + 1_000);
  await expectNoAxeViolations(page);
});

test('a member under 1,000 Avios sees transfer_low_avios and cannot transfer', async ({ page }) => {
  await signInBa(page, 'BA2000002', 'Amelia');
  await page.goto(`${SHOP}/transfer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Avios' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button')).toHaveCount(0); // undismissible
  await expect(page.getByRole('slider')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add the recipient' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test(
  'mfa_pending: the API asks to sign in again (its redirectUrl made foreign); the member re-authenticates with the identity provider, never the foreign address, and the same checkout goes on',
  { tag: '@fault' },
  async ({ page, probe }) => {
    // the answer's redirectUrl is an attacker's: the shop signs in with its own identity
    // provider instead (the probe counts any request for evil.test as a foreign navigation)
    probe.inject('redirects');
    probe.expectCharges(1);
    const sender = await sandboxBalance(SENDER.ffpNumber);
    await signInBa(page, SENDER.ffpNumber, SENDER.firstName);
    await page.goto(`${SHOP}/transfer`);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Add the recipient' }).click();
    await page.getByLabel('Membership number').fill(RECIPIENT.ffpNumber);
    await page.getByLabel('Email address').fill(RECIPIENT.email);
    await page.getByLabel('First name').fill(RECIPIENT.firstName);
    await page.getByLabel('Last name').fill(RECIPIENT.lastName);

    // every transfer now answers redirectUrl + followRedirect (docs/sandbox.md)
    await sandbox.stepUpMaxAge(0);
    let body: { id: string; followRedirect: boolean } | undefined;
    await page.route(/\/purchase\/v1\/transactions\?/, async (route) => {
      const response = await route.fetch();
      if (route.request().method() !== 'POST') return route.fulfill({ response });
      body = (await response.json()) as NonNullable<typeof body>;
      const json = { ...body, redirectUrl: 'https://evil.test/authorize' };
      await route.fulfill({ response, json });
    });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => body?.followRedirect).toBe(true);
    // through the identity provider (it may ask for the code again) and back to that checkout
    const code = page.getByLabel('One-time code');
    const checkout = new RegExp(`${SHOP}/checkout/${body!.id}$`);
    await expect(code.or(page.getByRole('heading', { level: 1, name: 'Checkout' }))).toBeVisible();
    if (await code.isVisible()) {
      await code.fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
    }
    await expect(page).toHaveURL(checkout);
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
      'Harry Wilson (BA2000003)',
    );
    await page.getByLabel('Name on card').fill('Oliver Bennett');
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel(/Security code/).fill('123');
    await page.getByRole('button', { name: /and transfer$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer complete' })).toBeVisible();
    expect(await sandboxBalance(SENDER.ffpNumber)).toBe(sender - 1_000);
    await expectNoAxeViolations(page);
  },
);

test('a member past the yearly transfer limit sees transfer_disabled and cannot transfer', async ({
  page,
}) => {
  await signInBa(page, 'BA2000006', 'Oscar');
  await page.goto(`${SHOP}/transfer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Avios' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button')).toHaveCount(0); // undismissible
  await expect(page.getByRole('slider')).toBeDisabled();
  await expectNoAxeViolations(page);
});
