// Faults while starting checkout (issue: reliability): the create call failing with a 500,
// a malformed answer or a delay past the 10 s timeout says so in the catalogue's words,
// nothing is created or charged, and trying again goes on with the same draft.
import { MEMBER, SHOP, expect, expectNoAxeViolations, sandbox, test } from './fixtures';
import { sandboxBalance, signIn } from './journey';

for (const [name, fault] of [
  ['a 500', { status: 500 }],
  ['a malformed answer', { body: 'malformed' as const }],
] as const) {
  test(`"Continuar al pago" answered with ${name}: a clear message, nothing charged, and a retry works`, async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('banner').getByRole('link', { name: 'Comprar' }).click();
    await page.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();
    await sandbox.fault({ path: '^/transactions\\?', times: 1, ...fault });
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page.getByRole('alert')).toContainText('No hemos podido iniciar el pago');
    await expect(page).toHaveURL(`${SHOP}/purchase`);
    await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/p\\w+$`));
  });
}
