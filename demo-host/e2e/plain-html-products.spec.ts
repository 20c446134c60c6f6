// <avios-gift>, <avios-transfer>, <avios-booster> and <avios-subscribe> on plain HTML pages (examples/plain-html/gift.html,
// transfer.html, booster.html and subscribe.html): the whole journey inside the element, sign-in and step-up coming back to
// the same element (its route rides in the page's `avios-path` parameter).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { sandboxBalance, signInInPopup } from './journey';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');

async function eventLog(page: Page): Promise<string[]> {
  return page.locator('#event-log li').allTextContents();
}

test('inside <avios-gift>: IB1000001 gifts 2,000 Avios to IB1000004 and pays by card', async ({
  page,
}) => {
  const before = await sandboxBalance('IB1000004');
  await page.goto(`${EXAMPLE}/gift.html`);
  const element = page.locator('avios-gift');
  await expect(element.getByRole('heading', { level: 1, name: 'Regala Avios' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInInPopup(
    page,
    () => element.getByRole('button', { name: 'Iniciar sesión' }).first().click(),
    { ffpNumber: 'IB1000001' },
  );

  await element.getByRole('button', { name: 'Seleccionar 2000 Avios' }).click();
  await element.getByRole('button', { name: 'Añadir destinatario' }).click();
  await expect(
    element.getByRole('heading', { level: 1, name: '¿Para quién es el regalo?' }),
  ).toBeVisible();
  await element.getByLabel('Número de socio').fill('IB1000004');
  await element.getByLabel('Correo electrónico').fill('pablo.gomez@example.com');
  await element.getByLabel('Nombre', { exact: true }).fill('Pablo');
  await element.getByLabel('Apellidos').fill('Gómez');
  await expectNoAxeViolations(page);
  await element.getByRole('button', { name: 'Continuar al pago' }).click();

  await expect
    .poll(() => eventLog(page))
    .toContainEqual(expect.stringContaining('avios-checkout-create {"transactionId":"g'));
  await element.getByLabel('Titular de la tarjeta').fill('Lucía Fernández');
  await element.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
  await element.getByLabel('Fecha de caducidad').fill('12/30');
  await element.getByLabel('Código de seguridad (CVC)').fill('123');
  await element.getByRole('button', { name: /y enviar el regalo/ }).click();
  // IB's live bonus banner stands in for the result's message (spec §3)
  await expect(
    element.getByText(
      'Pablo Gómez recibirá 2000 Avios, un regalo de nuestra promoción Avios extra.',
    ),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await sandboxBalance('IB1000004')).toBe(before + 2_000);
  await expectNoAxeViolations(page);
});

test('inside <avios-transfer>: BA2000001 moves 1,000 Avios to BA2000003 after the one-time code', async ({
  page,
}) => {
  const sender = await sandboxBalance('BA2000001');
  const recipient = await sandboxBalance('BA2000003');
  // the step-up token is never asked of the provider silently: its refusal (no one-time code
  // yet) would make the Auth0 library drop the member's whole local session and proof key
  const silentStepUps: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const scope = url.searchParams.get('scope') ?? '';
    if (url.pathname === '/authorize' && url.searchParams.get('prompt') === 'none') {
      if (scope.includes('write:transaction_debit')) silentStepUps.push(request.url());
    }
  });
  await page.goto(`${EXAMPLE}/transfer.html`);
  const element = page.locator('avios-transfer');
  await expect(element.getByRole('heading', { level: 1, name: 'Transfer Avios' })).toBeVisible();
  await signInInPopup(
    page,
    () => element.getByRole('button', { name: 'Sign in' }).first().click(),
    { ffpNumber: 'BA2000001' },
  );

  // step-up: the provider's one-time code in the popup, the element keeps its amount
  await signInInPopup(
    page,
    () => element.getByRole('button', { name: 'Verify and continue' }).click(),
    { code: '123456' },
  );
  await expect(element.getByRole('slider')).toHaveValue('1000');
  expect(silentStepUps).toEqual([]);
  await expectNoAxeViolations(page);
  await element.getByRole('button', { name: 'Add the recipient' }).click();
  await element.getByLabel('Membership number').fill('BA2000003');
  await element.getByLabel('Email address').fill('harry.wilson@example.com');
  await element.getByLabel('First name').fill('Harry');
  await element.getByLabel('Last name').fill('Wilson');
  await element.getByRole('button', { name: 'Continue to payment' }).click();

  await element.getByLabel('Name on card').fill('Oliver Bennett');
  await element.getByLabel('Card number').fill('4111 1111 1111 1111');
  await element.getByLabel('Expiry date').fill('12/30');
  await element.getByLabel(/Security code/).fill('123');
  await element.getByRole('button', { name: /and transfer$/ }).click();
  await expect(element.getByText('You have transferred 1,000 Avios to Harry Wilson.')).toBeVisible({
    timeout: 20_000,
  });
  expect(await sandboxBalance('BA2000001')).toBe(sender - 1_000);
  expect(await sandboxBalance('BA2000003')).toBe(recipient + 1_000);
  await expect
    .poll(() => eventLog(page))
    .toContainEqual(
      expect.stringMatching(
        /avios-transaction-finish \{"transactionId":"t[^"]*","status":"done"\}/,
      ),
    );
  await expectNoAxeViolations(page);
});

test('inside <avios-booster>: IB1000001 boosts two transactions at 3x and the balance rises by the boosted points', async ({
  page,
}) => {
  const before = await sandboxBalance('IB1000001');
  await page.goto(`${EXAMPLE}/booster.html`);
  const element = page.locator('avios-booster');
  await expect(
    element.getByRole('heading', { level: 1, name: 'Multiplica tus Avios' }),
  ).toBeVisible();
  // booster.html sets login-mode="redirect": the page goes to the provider and back
  await element.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await page.getByLabel('Membership number').fill('IB1000001');
  await page.getByLabel('Password').fill('avios');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/booster.html' && url.searchParams.get('avios-path') === '/booster',
  );
  await element.getByRole('checkbox', { name: 'Multiplicar Three nights, Barcelona' }).check();
  await element.getByRole('checkbox', { name: 'Multiplicar Car hire, Malaga airport' }).check();
  await element.getByRole('radio', { name: /^3x/ }).check();
  await expect(element.getByText('6000 Avios por 73,80 €')).toBeVisible();
  await expectNoAxeViolations(page);
  await element.getByRole('button', { name: 'Continuar al pago' }).click();

  await expect
    .poll(() => eventLog(page))
    .toContainEqual(expect.stringContaining('avios-checkout-create {"transactionId":"bb'));
  await element.getByLabel('Titular de la tarjeta').fill('Lucía Fernández');
  await element.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
  await element.getByLabel('Fecha de caducidad').fill('12/30');
  await element.getByLabel('Código de seguridad (CVC)').fill('123');
  await element.getByRole('button', { name: /y multiplicar$/ }).click();
  await expect(
    element.getByRole('heading', { level: 1, name: 'Tus Avios se han multiplicado' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await sandboxBalance('IB1000001')).toBe(before + 6_000);
  await expectNoAxeViolations(page);
});

test('inside <avios-subscribe>: IB1000001 switches to annual and back, subscribes monthly and pays', async ({
  page,
}) => {
  const before = await sandboxBalance('IB1000001');
  await page.goto(`${EXAMPLE}/subscribe.html`);
  const element = page.locator('avios-subscribe');
  await expect(
    element.getByRole('heading', { level: 1, name: 'Acumula Avios cada mes' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await signInInPopup(
    page,
    () => element.getByRole('button', { name: 'Iniciar sesión' }).first().click(),
    { ffpNumber: 'IB1000001' },
  );

  const basic = element.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Avios Básico' }),
  });
  await expect(basic.getByText('12,99 € al mes, con pago mensual')).toBeVisible();
  await element.getByRole('radio', { name: 'Anual' }).click();
  await expect(basic.getByText('129,90 € al año, con pago anual')).toBeVisible();
  await element.getByRole('radio', { name: 'Mensual' }).click();
  await basic.getByRole('button', { name: 'Suscribirme con pago mensual' }).click();

  await expect
    .poll(() => eventLog(page))
    .toContainEqual(expect.stringContaining('avios-checkout-create {"transactionId":"sub'));
  await element.getByLabel('Titular de la tarjeta').fill('Lucía Fernández');
  await element.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
  await element.getByLabel('Fecha de caducidad').fill('12/30');
  await element.getByLabel('Código de seguridad (CVC)').fill('123');
  await element.getByRole('button', { name: 'Suscribirme por 12,99 €' }).click();
  await expect(element.getByText('Hemos añadido tus primeros 1000 Avios a tu cuenta.')).toBeVisible(
    { timeout: 20_000 },
  );
  expect(await sandboxBalance('IB1000001')).toBe(before + 1_000);
  await expect
    .poll(() => eventLog(page))
    .toContainEqual(expect.stringContaining('avios-transaction-finish'));
  await expectNoAxeViolations(page);
});
