// A paid order must never be shown as failed, nor offer a second charge, when the shop cannot
// reach the API to learn its outcome (spec §4: polling stops after more than 3 failed checks;
// that means "not known yet", not "failed").
import { MEMBER, expectNoAxeViolations, sandbox } from './fixtures';
import { expect, test } from './faultProbe';
import { choosePackage, pay, sandboxBalance, signIn } from './journey';

const STILL_CONFIRMING = 'Todavía estamos confirmando tu pedido';

test(
  'status checks failing after payment: outcome unknown, no second charge, checks again on reconnect',
  { tag: ['@fault', '@firefox'] },
  async ({ page, probe, context }) => {
    probe.inject('state call gives up');
    probe.expectCharges(1);
    await signIn(page);
    await choosePackage(page);
    // the checkout has read the transaction (its card form is up) before the fault starts
    await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
    // the status checks after the pay button all fail, as if the member went offline
    await sandbox.fault({ path: 'transactions/.*/state', status: 500 });
    await pay(page);

    await expect(page.getByRole('heading', { level: 1, name: STILL_CONFIRMING })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('no vuelvas a pagar')).toBeVisible();
    // the card was charged and the points credited: the page must not say otherwise
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 5_000);
    await expect(page.getByText('No hemos podido completar tu pedido')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Intentarlo de nuevo' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // back online: the page checks again by itself and shows the real outcome
    await sandbox.clearFaults();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
    ).toBeVisible();
    await expect(page.getByText('Tu saldo: 17.000 Avios')).toBeVisible();
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 5_000);
  },
);

test(
  'maintenance while the result polls: the page stays, says the outcome is unknown, and checks again on the button',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('maintenance while polling');
    probe.expectCharges(1);
    await signIn(page);
    await choosePackage(page);
    await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
    await sandbox.fault({ path: 'transactions/.*/state', status: 503 });
    await pay(page);

    await expect(page.getByRole('heading', { level: 1, name: STILL_CONFIRMING })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/checkout\/transaction\/p\w+$/);
    await expect(page.getByRole('link', { name: 'Intentarlo de nuevo' })).toHaveCount(0);

    await sandbox.clearFaults();
    await page.getByRole('button', { name: 'Comprobar de nuevo' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
    ).toBeVisible();
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 5_000);
    await expect(page).toHaveURL(/\/checkout\/transaction\/p\w+$/);
  },
);
