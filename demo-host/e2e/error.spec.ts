import { SHOP, expect, expectNoAxeViolations, sandbox, test } from './fixtures';
import { signIn } from './journey';

test('a transaction in a state the shop does not know shows the generic error screen', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('banner').getByRole('link', { name: 'Comprar' }).click();
  await page.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();
  // spec §4: any status other than the known ones is an error ('Unhandled transaction status').
  await sandbox.fault({
    path: '/transactions/[^/]+/state',
    body: {
      statusName: 'mystery_step',
      payload: { aviosAmount: 5000, pricePerPoint: 0.0185, currency: 'EUR' },
    },
  });
  await page.getByRole('button', { name: 'Continuar al pago' }).click();

  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/p\\w+$`));
  await expect(page.getByRole('heading', { level: 1, name: '¡Vaya!' })).toBeVisible();
  await expect(
    page.getByText('Algo ha salido mal. Nuestro equipo técnico ya está investigando el problema.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a cargar la página' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);
});
