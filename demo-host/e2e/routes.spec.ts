import { SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { choosePackage, signIn } from './journey';

test.describe('route table (spec §2)', () => {
  test('unknown paths, a checkout result without id and trailing slashes redirect', async ({
    page,
  }) => {
    await page.goto(`${SHOP}/no-such-page?x=1`);
    await expect(page).toHaveURL(`${SHOP}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Consigue más Avios, a tu manera',
    );

    await page.goto(`${SHOP}/checkout/transaction`);
    await expect(page).toHaveURL(`${SHOP}/`);

    await page.goto(`${SHOP}/purchase/?currency=GBP`);
    await expect(page).toHaveURL(`${SHOP}/purchase?currency=GBP`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compra Avios' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'GBP' })).toBeChecked();
    await expectNoAxeViolations(page);

    // A campaign link with a doubled query reloads with its second query segment.
    const utm = 'utm_source=cedar&utm_medium=email&utm_content=the_club';
    await page.goto(`${SHOP}/purchase?currency=GBP?${utm}`);
    await expect(page).toHaveURL(`${SHOP}/purchase?${utm}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compra Avios' })).toBeVisible();
  });

  test('a locale in the address is the language of the first request: /en-GB/purchase asks for nothing in Spanish', async ({
    page,
  }) => {
    const requests: { url: string; language: string | undefined }[] = [];
    page.on('request', (request) => {
      if (!/localhost:401[02]\//.test(request.url())) return;
      requests.push({ url: request.url(), language: request.headers()['x-application-language'] });
    });
    await page.goto(`${SHOP}/en-GB/purchase`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy Avios' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select 5,000 Avios' })).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);
    const spanish = requests.filter(
      ({ url, language }) => /locale=es-ES/.test(url) || language === 'es-ES',
    );
    expect(spanish).toEqual([]);
  });

  test('a locale segment sets the language and stays on internal links', async ({ page }) => {
    await page.goto(`${SHOP}/en-GB/nowhere`);
    await expect(page).toHaveURL(`${SHOP}/en-GB`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Collect more Avios, your way',
    );

    await page.getByRole('banner').getByRole('link', { name: 'Buy' }).click();
    await expect(page).toHaveURL(`${SHOP}/en-GB/purchase`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy Avios' })).toBeVisible();

    // Choosing another language moves the address to that locale.
    await page.getByRole('button', { name: 'Choose your language: GB' }).click();
    await page
      .getByRole('list', { name: 'Choose your language' })
      .getByRole('button', { name: 'Español' })
      .click();
    await expect(page).toHaveURL(`${SHOP}/es-ES/purchase`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compra Avios' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the subscription routes show their screens in the layout, nothing "coming soon"', async ({
    page,
  }) => {
    const headings: [string, string][] = [
      ['/subscription', 'Acumula Avios cada mes'],
      ['/my-subscriptions', 'Mis suscripciones'],
      ['/subscription/my-subscriptions', 'Mis suscripciones'],
      ['/refund', 'Reembolso de tu suscripción'],
      ['/contact', 'Contacto'],
    ];
    for (const [path, heading] of headings) {
      await page.goto(`${SHOP}${path}`);
      await expect(page).toHaveURL(`${SHOP}${path}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Muy pronto')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test('gift and transfer are no longer "coming soon": the pages, and a recipient step without a choice goes back to its product', async ({
    page,
  }) => {
    await page.goto(`${SHOP}/gift`);
    await expect(page.getByRole('heading', { level: 1, name: 'Regala Avios' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Regalar o transferir Avios' }),
    ).toBeVisible();
    await page.goto(`${SHOP}/transfer`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transfiere Avios' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Inicia sesión para transferir Avios' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    for (const product of ['gift', 'transfer']) {
      await page.goto(`${SHOP}/${product}/recipient`);
      await expect(page).toHaveURL(`${SHOP}/${product}`);
    }
    await expect(page.getByText('Muy pronto')).toHaveCount(0);
  });

  test('/external/checkout/… shows the same checkout under the external layout', async ({
    page,
  }) => {
    await signIn(page);
    await choosePackage(page);
    const checkout = new URL(page.url());
    // The default layout has a footer; the external one does not.
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto(`${SHOP}/external${checkout.pathname}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Finalizar la compra' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Titular de la tarjeta').fill('Lucía Fernández');
    await page.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
    await page.getByLabel('Fecha de caducidad').fill('12/30');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pagar (?!con)/ }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/external/checkout/transaction/p\\w+$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
