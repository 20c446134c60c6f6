// Calls that answer after the timeout (issue: reliability, "a delay past the 10 s timeout"):
// the test build times calls out after 4 s (VITE_HTTP_TIMEOUT_MS in playwright.config.ts),
// and the sandbox answers these 5 s late (docs/sandbox.md), as a slow service would: a
// create call it then carries out (an order the member never sees, never paid), a payment
// whose connection is gone by then (not charged). Each timeout says what happened in the catalogue's words, keeps the
// draft, and never turns into a second transaction paid or a second charge.
import type { Page } from '@playwright/test';
import { MEMBER, SHOP, expectNoAxeViolations, sandbox } from './fixtures';
import { expect, test } from './faultProbe';
import { sandboxBalance, signIn, signInBa, submitCard } from './journey';

const LATE = 5_000;

test(
  'the create, payment and status calls answering past the timeout: a clear message each time, the draft kept, and one charge in the end',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('delay past the timeout', 3);
    probe.expectCharges(1);
    await signIn(page);
    await page.getByRole('banner').getByRole('link', { name: 'Comprar' }).click();
    await page.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();

    // "Continuar al pago": the answer comes after the shop stopped waiting
    await sandbox.fault({ path: '^/transactions\\?', delayMs: LATE, times: 1 });
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page.getByRole('alert')).toContainText('No hemos podido iniciar el pago');
    await expect(page).toHaveURL(`${SHOP}/purchase`);
    await probe.rememberDraft(page);
    await expectNoAxeViolations(page);
    await page.getByRole('alert').getByRole('button').click();
    await choosePackageAgain(page);
    expect(await probe.draftKept(page)).toBe(true);

    // the payment call: the shop stops waiting, and the service drops the request it was
    // sent (the connection is gone), charging nothing
    await sandbox.fault({
      path: '^/payments/sessions/[^/]+/payments$',
      delayMs: LATE,
      times: 1,
    });
    await submitCard(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('El servicio de pago no ha respondido');
    await expect(alert).toContainText('No es un problema de tu tarjeta');
    await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
    // paying again works, and the first status check after it answers late too
    await sandbox.fault({ path: 'transactions/.*/state', delayMs: LATE, times: 1 });
    await page.getByRole('button', { name: /^Pagar (?!con)/ }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/p\\w+$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
    ).toBeVisible();
    await expect(page.getByText('Tu saldo: 17.000 Avios')).toBeVisible();
    await expect(page.getByText('El servicio de pago no ha respondido')).toHaveCount(0);
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 5_000);
  },
);

test(
  'creating a subscription answering past the timeout says so, charges nothing, and subscribing again reaches checkout',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('delay past the timeout');
    await signInBa(page, 'BA2000001', 'Oliver');
    const before = await sandboxBalance('BA2000001');
    await page.goto(`${SHOP}/subscription`);
    const essentials = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Avios Essentials' }),
    });
    await sandbox.fault({ path: '^/subscriptions\\?', delayMs: LATE, times: 1 });
    await essentials.getByRole('button', { name: 'Subscribe monthly' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not start your payment');
    await expect(page).toHaveURL(`${SHOP}/subscription`);
    await essentials.getByRole('button', { name: 'Subscribe monthly' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/sub[\\w-]+$`));
    await expect(page.getByLabel('Card number')).toBeVisible();
    expect(await sandboxBalance('BA2000001')).toBe(before);
  },
);

/** After dismissing the message: continue again with the same choice. */
async function choosePackageAgain(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/p\\w+$`));
  await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
}
