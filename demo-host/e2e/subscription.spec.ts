// spec §2, §3, §4, §8 subscriptions through every layer: the subscribe page (monthly/annual
// switch, plans priced by GET /subscriptionsPackages, 68), checkout and result of a
// subscription, the subscription area (labels; cancel, renew and refund dialogs on the
// own-origin /api of docs/api-contract.md), the refund page and the contact page.
import type { Page } from '@playwright/test';
import { CARDS, SHOP, expectNoAxeViolations, sandbox } from './fixtures';
import { expect, test } from './faultProbe';
import { sandboxBalance, signInBa } from './journey';

/** The sandbox card form in English; waits for the result address. */
async function payByCard(page: Page, name: string): Promise<void> {
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Card number').fill(CARDS.ok);
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByRole('button', { name: /^Subscribe for/ }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/sub[\\w-]+$`));
}

async function openArea(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My subscriptions' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/(subscription/)?my-subscriptions$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My subscriptions' })).toBeVisible();
}

test(
  'BA2000001 switches monthly/annual, subscribes monthly (the first tries answered with a 500, a malformed answer and a dropped connection), pays, and the result and balance show the first month',
  { tag: ['@fault', '@firefox'] },
  async ({ page, probe }) => {
    probe.inject('subscription calls', 3);
    probe.expectCharges(1);
    await signInBa(page, 'BA2000001', 'Oliver');
    const before = await sandboxBalance('BA2000001');
    await page.goto(`${SHOP}/subscription`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Collect Avios every month' }),
    ).toBeVisible();
    const essentials = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Avios Essentials' }),
    });
    await expect(essentials.getByText('£10.99 a month, billed monthly')).toBeVisible();
    await page.getByRole('radio', { name: 'Annual' }).click();
    await expect(page).toHaveURL(`${SHOP}/subscription?interval=annually`);
    await expect(essentials.getByText('£109.90 a year, billed annually')).toBeVisible();
    await expect(essentials.getByText('Save £21.98 a year')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect(essentials.getByText('£10.99 a month, billed monthly')).toBeVisible();

    // creating the subscription fails (a 500, a malformed answer, a dropped connection):
    // each said in the catalogue's words, nothing charged
    for (const fault of [{ status: 500 }, { body: 'malformed' as const }, { drop: true }]) {
      await sandbox.fault({ path: '^/subscriptions\\?', ...fault });
      await essentials.getByRole('button', { name: 'Subscribe monthly' }).click();
      await expect(page.getByRole('alert')).toContainText('We could not start your payment');
      await sandbox.clearFaults();
      await page.getByRole('alert').getByRole('button').click();
    }
    await essentials.getByRole('button', { name: 'Subscribe monthly' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/sub[\\w-]+$`));
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary).toContainText('1,000');
    await expect(summary).toContainText('Monthly');
    await expect(summary).toContainText('£10.99');
    await expect(page.getByRole('button', { name: 'Subscribe for £10.99' })).toBeVisible();
    await payByCard(page, 'Oliver Bennett');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to your Avios subscription' }),
    ).toBeVisible();
    await expect(
      page.getByText('Your first 1,000 Avios have been added to your account.'),
    ).toBeVisible();
    await expect(
      page.getByText(/^Your next payment of £10\.99 is on \d\d\/\d\d\/\d{4}\.$/),
    ).toBeVisible();
    expect(await sandboxBalance('BA2000001')).toBe(before + 1_000);
    await expect(
      page.getByText(`Your balance: ${(before + 1_000).toLocaleString('en-GB')} Avios`),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Go to my subscriptions' }).click();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
  },
);

test(
  'BA2000003 sees the 68 warning once, with the way to their plan; in the subscription area the cancel dialog states the end date, Escape closes it, a failed cancel changes nothing and says so, confirming again schedules the cancel',
  { tag: ['@fault', '@firefox'] },
  async ({ page, probe }) => {
    probe.inject('subscription calls');
    await signInBa(page, 'BA2000003', 'Harry');
    await page.goto(`${SHOP}/subscription`);
    await expect(page.getByText('You already have a subscription')).toBeVisible();
    // said once: the catalogue's warning, no second alert of the page's own
    await expect(page.getByText(/You already have (a|an Avios) subscription/)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Manage my subscription' })).toBeVisible();
    for (const button of await page.getByRole('button', { name: 'Subscribe monthly' }).all()) {
      await expect(button).toBeDisabled();
    }
    await expectNoAxeViolations(page);

    await openArea(page);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    // spec §9: USD is shown as its code
    await expect(page.getByText('USD 13.99 a month')).toBeVisible();
    const cancel = page.getByRole('button', { name: 'Cancel subscription' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Your subscription will end on \d\d\/\d\d\/\d{4}\./);
    await expect(dialog.getByRole('button', { name: 'Keep my subscription' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    // the own-origin cancel call fails once (a 500): nothing changes, and the member is told
    await sandbox.fault({ path: '^/api/subscriptions/[^/]+/cancel', status: 500, times: 1 });
    await cancel.press('Enter');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('We could not change your subscription')).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await sandbox.clearFaults();
    if (await dialog.isHidden()) await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cancel scheduled', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your subscription is cancelled.' }),
    ).toBeVisible();
    await expect(cancel).toBeHidden();
    // the sandbox holds the change: a reload shows it again
    await page.reload();
    await expect(page.getByText('Cancel scheduled', { exact: true })).toBeVisible();
  },
);

test('BA2000004 renews a failed renewal: confirm, pay, and the subscription is active again', async ({
  page,
}) => {
  await signInBa(page, 'BA2000004', 'George');
  await openArea(page);
  await expect(page.getByText('Pending payment', { exact: true })).toBeVisible();
  await expect(
    page.getByText('We could not take your last payment.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Renew subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew your subscription?' });
  await expect(dialog).toContainText('£10.99 a month');
  await dialog.getByRole('button', { name: 'Renew now' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/sub[\\w-]+$`));
  await payByCard(page, 'George Taylor');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to your Avios subscription' }),
  ).toBeVisible();
  await page.goto(`${SHOP}/my-subscriptions`);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew subscription' })).toBeHidden();
});

test("BA2000005's refund-pending label shows, on both addresses of the area", async ({ page }) => {
  await signInBa(page, 'BA2000005', 'Isla');
  for (const path of ['/subscription/my-subscriptions', '/my-subscriptions']) {
    await page.goto(`${SHOP}${path}`);
    await expect(page.getByText('Refund pending', { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('BA2000008 requests a refund: the dialog states the consequence, and the refund page shows success', async ({
  page,
}) => {
  await signInBa(page, 'BA2000008', 'Jack');
  await page.goto(`${SHOP}/refund`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Refund your subscription' }),
  ).toBeVisible();
  await expect(
    page.getByText('We will refund £10.99 and remove 1,000 Avios from your account.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await openArea(page);
  await page.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
  await expect(dialog).toContainText('We will refund your last payment and remove the Avios');
  await dialog.getByRole('button', { name: 'Request refund' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/refund\\?subscription=`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your refund is on its way' }),
  ).toBeVisible();
  await page.goto(`${SHOP}/my-subscriptions`);
  await expect(page.getByText('Refund pending', { exact: true })).toBeVisible();
});

test("/contact shows each partner's contact details", async ({ page }) => {
  await page.goto(`${SHOP}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+34 910 000 118' })).toHaveAttribute(
    'href',
    'tel:+34910000118',
  );
  await expect(page.getByText('Todos los días, de 8:00 a 22:00 (hora peninsular)')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.context().addCookies(
    Object.entries({ opco: 'BA', language: 'en-GB', market: 'GB' }).map(([name, value]) => ({
      name,
      value,
      url: SHOP,
    })),
  );
  await page.goto(`${SHOP}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'avios@britishairways.example' })).toHaveAttribute(
    'href',
    'mailto:avios@britishairways.example',
  );
  await expect(page.getByText(/Monday to Friday, 8am to 8pm/)).toBeVisible();
  await expectNoAxeViolations(page);
});
