import { CARDS, MEMBER, expect, expectNoAxeViolations, test } from './fixtures';
import { choosePackage, pay, sandboxBalance, signIn } from './journey';

test('a declined card ends on the failed page and leaves the balance as it was', async ({
  page,
}) => {
  await signIn(page);
  await choosePackage(page);
  await pay(page, CARDS.declined);

  await expect(
    page.getByRole('heading', { level: 1, name: 'No hemos podido completar tu pedido' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Pago rechazado');
  await expect(page.getByRole('link', { name: 'Intentarlo de nuevo' })).toHaveAttribute(
    'href',
    '/purchase',
  );
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
  await expectNoAxeViolations(page);

  // Trying again starts from the packages with the balance unchanged.
  await page.getByRole('link', { name: 'Intentarlo de nuevo' }).click();
  await expect(page.getByText('Tu saldo: 12.000 Avios')).toBeVisible();
});
