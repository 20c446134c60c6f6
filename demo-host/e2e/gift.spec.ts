// spec §2-§8 gift: a member gifts a package to another member of the same programme; the
// recipient's balance rises by it while the sender pays by card. Recipient errors from the
// API (50, 65, 66, 63) show their catalogue messages and nothing is charged.
import type { Page } from '@playwright/test';
import { MEMBER, SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { sandboxBalance, signIn } from './journey';

const RECIPIENT = {
  ffpNumber: 'IB1000004',
  email: 'pablo.gomez@example.com',
  firstName: 'Pablo',
  lastName: 'Gómez',
};

/** From the header: the gift page, 2,000 Avios, on to the recipient step. */
async function chooseGift(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Regalar' }).click();
  await expect(page).toHaveURL(`${SHOP}/gift`);
  await expect(page.getByRole('heading', { level: 1, name: 'Regala Avios' })).toBeVisible();
  await page.getByRole('button', { name: 'Seleccionar 2000 Avios' }).click();
  await page.getByRole('button', { name: 'Añadir destinatario' }).click();
  await expect(page).toHaveURL(`${SHOP}/gift/recipient`);
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Para quién es el regalo?' }),
  ).toBeVisible();
}

async function fillRecipient(page: Page, recipient: typeof RECIPIENT): Promise<void> {
  await page.getByLabel('Número de socio').fill(recipient.ffpNumber);
  await page.getByLabel('Correo electrónico').fill(recipient.email);
  await page.getByLabel('Nombre', { exact: true }).fill(recipient.firstName);
  await page.getByLabel('Apellidos').fill(recipient.lastName);
}

test('IB1000001 gifts 2,000 Avios to IB1000004: the recipient gets them, the sender pays by card', async ({
  page,
}) => {
  const before = await sandboxBalance(RECIPIENT.ffpNumber);
  await signIn(page);
  await chooseGift(page);
  await expectNoAxeViolations(page);

  // wrong fields: the summary names them, focus goes to the first, nothing is sent
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByRole('alert')).toContainText('Hay un problema');
  await expect(page.getByLabel('Número de socio')).toBeFocused();
  await expectNoAxeViolations(page);

  await fillRecipient(page, RECIPIENT);
  await page.getByLabel(/Mensaje personal/).fill('¡Feliz cumpleaños!');
  // what was typed survives a reload
  await page.reload();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(RECIPIENT.email);
  await expect(page.getByLabel(/Mensaje personal/)).toHaveValue('¡Feliz cumpleaños!');

  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/g\\w+$`));
  await expect(page.getByRole('navigation', { name: 'Progreso de la compra' })).toContainText('Destinatario');
  await expect(page.getByRole('region', { name: 'Tu pedido' })).toContainText(
    'Pablo Gómez (IB1000004)',
  );
  await expect(page.getByRole('button', { name: /y enviar el regalo/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Titular de la tarjeta').fill('Lucía Fernández');
  await page.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
  await page.getByLabel('Fecha de caducidad').fill('12/30');
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
  await page.getByRole('button', { name: /y enviar el regalo/ }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/g\\w+$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu regalo está en camino' }),
  ).toBeVisible();
  await expect(page.getByText('Pablo Gómez recibirá 2000 Avios.')).toBeVisible();
  expect(await sandboxBalance(RECIPIENT.ffpNumber)).toBe(before + 2_000);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
  await expectNoAxeViolations(page);
});

for (const [code, recipient, message] of [
  [
    '50',
    {
      ...RECIPIENT,
      ffpNumber: 'IB1000001',
      email: 'lucia.fernandez@example.com',
      firstName: 'Lucía',
      lastName: 'Fernández',
    },
    'api_error_50',
  ],
  ['65', { ...RECIPIENT, lastName: 'Otro' }, 'api_error_65'],
  [
    '63',
    {
      ffpNumber: 'IB1000003',
      email: 'carmen.lopez@example.com',
      firstName: 'Carmen',
      lastName: 'López',
    },
    'api_error_63',
  ],
] as const) {
  test(`gift error ${code} shows its catalogue message and charges nothing`, async ({ page }) => {
    const titles = await errorTitles();
    const before = await sandboxBalance(recipient.ffpNumber);
    await signIn(page);
    await chooseGift(page);
    await fillRecipient(page, recipient);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page.getByRole('alert')).toContainText(titles[message]!);
    await expect(page).toHaveURL(`${SHOP}/gift/recipient`);
    expect(await sandboxBalance(recipient.ffpNumber)).toBe(before);
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
    await expectNoAxeViolations(page);
  });
}

/** Spanish titles of the IB error messages, from the content service. */
async function errorTitles(): Promise<Record<string, string>> {
  const url =
    'http://localhost:4012/spaces/avios-sandbox/environments/master/entries?access_token=sandbox-delivery-token&content_type=errorMessage&locale=es-ES&fields.partnerCode=ib&limit=200';
  const body = (await (await fetch(url)).json()) as {
    items: { fields: { errorCode: string; title: string } }[];
  };
  return Object.fromEntries(body.items.map((i) => [i.fields.errorCode, i.fields.title]));
}
