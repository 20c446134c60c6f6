// spec §2, §3, §6-§8 booster: a member picks past transactions and a multiplier, pays, and
// the balance rises by exactly the boosted points; the annual cap (api_error_63) stops a
// boost before anything is charged; visitors see generic options and a sign-in prompt.
import type { Page } from '@playwright/test';
import { MEMBER, SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { sandboxBalance } from './journey';

async function signInIb(page: Page, ffpNumber: string, firstName: string): Promise<void> {
  await page.goto(`${SHOP}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Membership number').fill(ffpNumber);
  await page.getByLabel('Password').fill('avios');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${firstName}` })).toBeVisible();
}

const COPY = {
  'es-ES': {
    signIn: 'Iniciar sesión',
    hello: 'Hola, Lucía',
    link: 'Multiplicar',
    title: 'Multiplica tus Avios',
    flights: 'Vuelos',
    hotels: 'Hoteles',
    transactions: 'Tus transacciones recientes',
    sectors: ['Vuelo', 'Estancia de hotel', 'Alquiler de coche'],
    all: 'Todas las transacciones',
    show: 'Mostrar',
    fewest: 'Menos Avios primero',
    boost: (d: string) => `Multiplicar ${d}`,
    at2x: '4000 Avios por 56,00 €',
    at3x: '6000 Avios por 73,80 €',
    continue: 'Continuar al pago',
    order: 'Tu pedido',
    total: '73,80 €',
    holder: 'Titular de la tarjeta',
    card: 'Número de tarjeta',
    expiry: 'Fecha de caducidad',
    cvc: 'Código de seguridad (CVC)',
    pay: /y multiplicar$/,
    done: 'Tus Avios se han multiplicado',
    balance: 'Tu saldo: 18.000 Avios',
  },
  'en-GB': {
    signIn: 'Sign in',
    hello: 'Hello, Lucía',
    link: 'Boost',
    title: 'Boost your Avios',
    flights: 'Flights',
    hotels: 'Hotels',
    transactions: 'Your recent transactions',
    sectors: ['Flight', 'Hotel stay', 'Car hire'],
    all: 'All transactions',
    show: 'Show',
    fewest: 'Fewest Avios first',
    boost: (d: string) => `Boost ${d}`,
    at2x: '4,000 Avios for €56.00',
    at3x: '6,000 Avios for €73.80',
    continue: 'Continue to payment',
    order: 'Your order',
    total: '€73.80',
    holder: 'Name on card',
    card: 'Card number',
    expiry: 'Expiry date',
    cvc: /Security code/,
    pay: /and boost$/,
    done: 'Your Avios have been boosted',
    balance: 'Your balance: 18,000 Avios',
  },
} as const;

// The English journey is walked, with its faults, by product-faults.spec.ts ("booster: …"):
// one language here keeps the browser suite inside CI's time.
for (const lang of ['es-ES'] as const) {
  const c = COPY[lang];
  test(`${lang}: IB1000001 sees types and sectors named in the page's language (never AIR/HOTEL/CAR), filters, sorts, picks two transactions at 3x, pays, and the balance rises by the boosted points @firefox`, async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'language', value: lang, url: SHOP }]);
    await page.goto(`${SHOP}/`);
    await page.getByRole('banner').getByRole('button', { name: c.signIn }).click();
    await page.getByLabel('Membership number').fill(MEMBER.ffpNumber);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.hello })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: c.link, exact: true }).click();
    await expect(page).toHaveURL(`${SHOP}/booster`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByRole('group', { name: c.flights })).toBeVisible();
    // types and sectors in the page's language: the API's codes never reach the member
    const list = page.getByRole('region', { name: c.transactions });
    for (const sector of c.sectors) await expect(list).toContainText(sector);
    await expect(list).not.toContainText(/\b(AIR|HOTEL|CAR)\b/);
    // an already boosted transaction is marked and cannot be chosen
    await expect(page.getByRole('checkbox', { name: c.boost('Dublin to Boston') })).toBeDisabled();
    await expectNoAxeViolations(page);

    // filter by type, then back to all; sort by fewest points
    await page.getByLabel(c.show).selectOption({ label: c.hotels });
    await expect(page.getByRole('group', { name: c.flights })).toHaveCount(0);
    await expect(page.getByRole('group', { name: c.hotels })).toBeVisible();
    await page.getByLabel(c.show).selectOption({ label: c.all });
    await page.getByRole('radio', { name: c.fewest }).click();
    const flights = page.getByRole('group', { name: c.flights }).getByRole('checkbox');
    await expect(flights.first()).toHaveAccessibleName(c.boost('London Heathrow to Madrid'));

    await page.getByRole('checkbox', { name: c.boost('Three nights, Barcelona') }).check();
    await page.getByRole('checkbox', { name: c.boost('Car hire, Malaga airport') }).check();
    // 2,000 Avios earned: 2x adds 4,000 for 56.00 EUR, 3x adds 6,000 for 73.80 EUR
    await page.getByRole('radio', { name: /^2x/ }).check();
    await expect(page.getByText(c.at2x)).toBeVisible();
    await page.getByRole('radio', { name: /^3x/ }).check();
    await expect(page.getByText(c.at3x)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: c.continue }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/bb\\w+$`));
    await expect(page.getByRole('region', { name: c.order })).toContainText(c.total);
    await page.getByLabel(c.holder).fill('Lucía Fernández');
    await page.getByLabel(c.card).fill('4111 1111 1111 1111');
    await page.getByLabel(c.expiry).fill('12/30');
    await page.getByLabel(c.cvc).fill('123');
    await page.getByRole('button', { name: c.pay }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/bb\\w+$`));
    await expect(page.getByRole('heading', { level: 1, name: c.done })).toBeVisible();
    await expect(page.getByText(c.balance)).toBeVisible();
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 6_000);
    await expectNoAxeViolations(page);
  });
}

test('IB1000003 at the annual cap: the catalogue message for 63 and nothing can be charged', async ({
  page,
}) => {
  const before = await sandboxBalance('IB1000003');
  await signInIb(page, 'IB1000003', 'Carmen');
  await page.goto(`${SHOP}/booster`);
  await expect(page.getByRole('heading', { level: 1, name: 'Multiplica tus Avios' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Multiplicar Three nights, Barcelona' }).check();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeDisabled();
  expect(await sandboxBalance('IB1000003')).toBe(before);
  await expectNoAxeViolations(page);
});

test('a visitor in English sees the generic multipliers and a sign-in prompt', async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'en-GB', url: SHOP }]);
  await page.goto(`${SHOP}/booster`);
  await expect(page.getByRole('heading', { level: 1, name: 'Boost your Avios' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to boost your Avios' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^4x/ })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('IB /resources/pricing-booster shows its content page, in Spanish and English; BA has none and goes home', async ({
  page,
}) => {
  await page.goto(`${SHOP}/resources/pricing-booster`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cómo se calcula el precio de Avios Booster' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Multiplicadores' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${SHOP}/en-GB/resources/pricing-booster`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How Avios Booster pricing works' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(`${SHOP}/en-GB/contact`);

  await page.context().addCookies([
    { name: 'opco', value: 'BA', url: SHOP },
    { name: 'language', value: 'en-GB', url: SHOP },
    { name: 'market', value: 'GB', url: SHOP },
  ]);
  await page.goto(`${SHOP}/resources/pricing-booster`);
  await expect(page).toHaveURL(`${SHOP}/`);
});
