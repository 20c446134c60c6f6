import { CARDS, MEMBER, SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { choosePackage, pay, sandboxBalance, signIn, signInAs } from './journey';

test('a member buys 5,000 Avios in Spanish, sees the new balance, then switches to English @firefox', async ({
  page,
}) => {
  // spec §9: the build defaults to IB in Spanish.
  await page.goto(`${SHOP}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Consigue más Avios, a tu manera',
  );

  await signIn(page);
  await expect(page.getByText('Tienes 12.000 Avios')).toBeVisible();

  await choosePackage(page);
  await expect(page.getByRole('region', { name: 'Tu pedido' })).toContainText('92,50 €');
  await pay(page);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible();
  // IB's live bonus banner stands in for the result's message (spec §3
  // isBannerReplacingTransaction), its image with it
  await expect(
    page.getByText(
      'Gracias por comprar en nuestra promoción Avios extra: ya tienes 5000 Avios en tu cuenta.',
    ),
  ).toBeVisible();
  // 5,000 Avios carry no running bonus (docs/sandbox.md: bonuses from 15,000).
  await expect(page.getByText('Tu saldo: 17.000 Avios')).toBeVisible();
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 5_000);
  await expectNoAxeViolations(page);

  // the language list: flags, initials and names (spec §3 language item)
  await page.getByRole('button', { name: 'Elige tu idioma: ES' }).click();
  await page
    .getByRole('list', { name: 'Elige tu idioma' })
    .getByRole('button', { name: 'English (UK)' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
  ).toBeVisible();
  await expect(page.getByText('Your balance: 17,000 Avios')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Lucía' })).toBeVisible();
  await expect(page.getByText('You have 17,000 Avios')).toBeVisible();
  await expectNoAxeViolations(page);
});

// The purchase journey for the other two partners, in English, each in its own brand and
// currency (docs/browsers.md: run in Firefox too).
const PARTNERS = [
  {
    partner: 'BA',
    cookies: { opco: 'BA', language: 'en-GB', market: 'GB' },
    member: { ffpNumber: 'BA2000001', firstName: 'Oliver', balance: 48_500 },
    hello: 'Hello',
    price: /£/,
  },
  {
    partner: 'EI',
    cookies: { opco: 'EI', language: 'en-IE', market: 'IE' },
    member: { ffpNumber: 'EI3000001', firstName: 'Aoife', balance: 7_250 },
    hello: 'Fáilte',
    price: /€/,
  },
] as const;

for (const { partner, cookies, member, hello, price } of PARTNERS) {
  test(`${partner}: ${member.ffpNumber} buys 5,000 Avios in English and the balance rises by exactly that @firefox`, async ({
    page,
  }) => {
    await signInAs(page, cookies, member, { signIn: 'Sign in', hello });
    await page.getByRole('banner').getByRole('link', { name: 'Buy' }).click();
    await expect(page).toHaveURL(`${SHOP}/purchase`);
    await page.getByRole('button', { name: 'Select 5,000 Avios' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(price);

    await page.getByLabel('Name on card').fill(`${member.firstName} Member`);
    await page.getByLabel('Card number').fill(CARDS.ok);
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay (?!with)/ }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
    ).toBeVisible({ timeout: 20_000 });
    expect(await sandboxBalance(member.ffpNumber)).toBe(member.balance + 5_000);
    await expectNoAxeViolations(page);
  });
}
