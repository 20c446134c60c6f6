// The payment step beyond the card (issue: the shop's frame): wallet pay buttons open the
// wallet's sheet (the sandbox stands in for Apple Pay / Google Pay), approving pays once,
// cancelling is silent and the card form still pays; a payment form that cannot load takes
// the member out of checkout to the product, with the draft kept (spec §8).
import type { Page } from '@playwright/test';
import { MEMBER, SHOP, expectNoAxeViolations, sandbox } from './fixtures';
import { expect, test } from './faultProbe';
import { choosePackage, pay, sandboxBalance, signIn, submitCard } from './journey';

test(
  'wallets: cancelling the Google Pay sheet says nothing and keeps the checkout; Apple Pay then opens from its button and approving pays once',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('wallet cancel');
    probe.expectCharges(1);
    await signIn(page);
    await choosePackage(page);
    const checkoutUrl = page.url();
    await expectNoAxeViolations(page);

    const cancelling = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pagar con Google Pay' }).click();
    const google = await cancelling;
    await clickClosing(google, 'Cancel');

    // checkout_payment_form_cancel is a silent warning: no message, same page, buttons usable
    await expect(page.getByRole('button', { name: 'Pagar con Google Pay' })).toBeEnabled();
    expect(page.url()).toBe(checkoutUrl);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);

    const approving = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pagar con Apple Pay' }).click();
    const apple = await approving;
    await expect(apple.getByRole('heading', { name: 'Apple Pay' })).toBeVisible();
    // the sheet asks for the order's price
    await expect(apple.getByText(/Pay .*€/)).toBeVisible();
    await clickClosing(apple, 'Approve');

    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/p\\w+$`));
    expect(page.url()).toContain(checkoutUrl.split('/').at(-1));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
    ).toBeVisible();
    await expect.poll(() => sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 5000);
  },
);

test(
  'a payment form that cannot load (a network error, an expired session) goes back to the product each time, draft kept',
  { tag: '@fault' },
  async ({ page, probe }) => {
    const FAULTS = [{ drop: true }, { status: 410, body: { error: 'session_expired' } }] as const;
    probe.inject('payment form load', FAULTS.length);
    probe.expectCharges(0);
    await signIn(page);
    await page.getByRole('banner').getByRole('link', { name: 'Comprar' }).click();
    await page.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();
    for (const fault of FAULTS) {
      // the payment session check before the form shows (GET /sessions/{id}) fails
      await sandbox.fault({ path: '^/payments/sessions/[^/]+$', ...fault });
      await page.getByRole('button', { name: 'Continuar al pago' }).click();
      await expect(page).toHaveURL(`${SHOP}/purchase`);
      await expect(page.getByRole('alert')).toContainText(
        'No hemos podido cargar el formulario de pago',
      );
      await sandbox.clearFaults();
      // the draft is kept: the chosen package is still selected, ready to continue
      await expect(page.getByRole('button', { name: 'Quitar 5000 Avios' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
      await page.getByRole('alert').getByRole('button').click();
    }
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
    await expectNoAxeViolations(page);
  },
);

test(
  'the payment service failing (a 500, a malformed answer, a dropped connection) is not blamed on the card; paying again works and leaves no warning behind',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.expectCharges(1);
    await signIn(page);
    await choosePackage(page);
    const payments = '^/payments/sessions/[^/]+/payments$';
    for (const fault of [{ status: 500 }, { body: 'malformed' as const }, { drop: true }]) {
      probe.inject('payment call');
      // in force until the message shows: Chromium retries a request whose kept-alive
      // connection closed without an answer
      await sandbox.fault({ path: payments, ...fault });
      await submitCard(page);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('El servicio de pago no ha respondido');
      await expect(alert).toContainText('No es un problema de tu tarjeta');
      await expect(alert).not.toContainText('Faltan datos de pago');
      await sandbox.clearFaults();
      expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
      if (fault.status) await expectNoAxeViolations(page);
    }

    await page.getByRole('button', { name: /^Pagar (?!con)/ }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/p\\w+$`));
    await expect.poll(() => sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 5000);
    await expect(page.getByText('El servicio de pago no ha respondido')).toHaveCount(0);
  },
);

test(
  'the answer lost after the charge: the result page shows the payment, charged once',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('payment call');
    probe.expectCharges(1);
    await signIn(page);
    await choosePackage(page);
    // the card is charged, then the connection drops before the answer
    await sandbox.fault({
      path: '^/payments/sessions/[^/]+/payments$',
      after: true,
      drop: true,
      times: 1,
    });
    await pay(page);
    await expect.poll(() => sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 5000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Tu saldo: 17.000 Avios')).toBeVisible();
  },
);

/**
 * Presses a button of the wallet sheet that closes the sheet, and waits for it to close. The
 * sheet may close before the click is acknowledged; that is the button working, not a failure.
 */
async function clickClosing(sheet: Page, name: string): Promise<void> {
  const closed = sheet.waitForEvent('close');
  await sheet
    .getByRole('button', { name })
    .click()
    .catch((error: unknown) => {
      if (!sheet.isClosed()) throw error;
    });
  await closed;
}
