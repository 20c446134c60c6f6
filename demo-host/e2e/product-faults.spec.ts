// The fault and attack suite for the gift, transfer and booster products (issue: reliability),
// one test each: "Continue to payment" failing once (a 500) shows the catalogue message on the
// product page with the draft kept, and trying again reaches checkout; the payment call
// failing once (a 500) is not blamed on the card and paying again (a double click in two of
// them) works; a status check failing once after paying is outlived. Each is charged exactly
// once and the balances in the sandbox move as in the product's own journey.
import type { Page } from '@playwright/test';
import { CONTROL, MEMBER, SHOP, expectNoAxeViolations, sandbox } from './fixtures';
import { expect, test } from './faultProbe';
import { sandboxBalance, signInAs, verifyTransferAndAddRecipient } from './journey';

const CREATE = '^/transactions\\?';
const PAYMENT = '^/payments/sessions/[^/]+/payments$';
const STATE = 'transactions/.*/state';

/** How many injected faults are still in force (a `times` fault goes once it is used). */
async function faultsInForce(): Promise<number> {
  const response = await fetch(`${CONTROL}/faults`);
  return ((await response.json()) as unknown[]).length;
}

/** Fills the card form (labels in the shop's language). */
async function fillCard(
  page: Page,
  holder: string,
  labels: { holder: string; card: string; expiry: string; cvc: string | RegExp },
): Promise<void> {
  await page.getByLabel(labels.holder).fill(holder);
  await page.getByLabel(labels.card).fill('4111 1111 1111 1111');
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.cvc).fill('123');
}

test(
  'gift: "Continuar al pago" failing once keeps the draft and a retry reaches checkout; the payment service failing once is not the card; a status check failing after paying is outlived; charged once, the recipient gets 2,000',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('gift faults', 3);
    probe.expectCharges(1);
    const SENDER = { ffpNumber: 'IB1000001', firstName: 'Lucía' };
    const RECIPIENT = {
      ffpNumber: 'IB1000004',
      email: 'pablo.gomez@example.com',
      firstName: 'Pablo',
      lastName: 'Gómez',
    };
    const recipientBefore = await sandboxBalance(RECIPIENT.ffpNumber);
    const senderBefore = await sandboxBalance(SENDER.ffpNumber);
    await signInAs(page, { opco: 'IB', language: 'es-ES', market: 'ES' }, SENDER, {
      signIn: 'Iniciar sesión',
      hello: 'Hola',
    });
    await page.getByRole('banner').getByRole('link', { name: 'Regalar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Regala Avios' })).toBeVisible();
    await page.getByRole('button', { name: 'Seleccionar 2000 Avios' }).click();
    await page.getByRole('button', { name: 'Añadir destinatario' }).click();
    await expect(page).toHaveURL(`${SHOP}/gift/recipient`);
    await page.getByLabel('Número de socio').fill(RECIPIENT.ffpNumber);
    await page.getByLabel('Correo electrónico').fill(RECIPIENT.email);
    await page.getByLabel('Nombre', { exact: true }).fill(RECIPIENT.firstName);
    await page.getByLabel('Apellidos').fill(RECIPIENT.lastName);

    // 1. the create call fails once: the catalogue message, still on the recipient step
    await sandbox.fault({ path: CREATE, status: 500, times: 1 });
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page.getByRole('alert')).toContainText('No hemos podido iniciar el pago');
    await expect(page).toHaveURL(`${SHOP}/gift/recipient`);
    await probe.rememberDraft(page);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(RECIPIENT.email);
    await expectNoAxeViolations(page);
    expect(await probe.draftKept(page)).toBe(true);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/g\\w+$`));
    await expect(page.getByRole('region', { name: 'Tu pedido' })).toContainText(
      'Pablo Gómez (IB1000004)',
    );

    // 2. the payment call fails once: the payment service, not the card; nothing charged
    await sandbox.fault({ path: PAYMENT, status: 500, times: 1 });
    await fillCard(page, 'Lucía Fernández', {
      holder: 'Titular de la tarjeta',
      card: 'Número de tarjeta',
      expiry: 'Fecha de caducidad',
      cvc: 'Código de seguridad (CVC)',
    });
    const payButton = page.getByRole('button', { name: /y enviar el regalo/ });
    await payButton.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('El servicio de pago no ha respondido');
    await expect(alert).toContainText('No es un problema de tu tarjeta');
    expect(await sandboxBalance(RECIPIENT.ffpNumber)).toBe(recipientBefore);

    // 3. paying again (a double click), and the first status check after it fails
    await sandbox.fault({ path: STATE, status: 500, times: 1 });
    await payButton.dblclick();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/g\\w+$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu regalo está en camino' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Pablo Gómez recibirá 2000 Avios, un regalo de nuestra promoción Avios extra.',
      ),
    ).toBeVisible();
    expect(await faultsInForce()).toBe(0);

    // 4. the recipient gets the gift; the sender's Avios do not move (paid by card)
    expect(await sandboxBalance(RECIPIENT.ffpNumber)).toBe(recipientBefore + 2_000);
    expect(await sandboxBalance(SENDER.ffpNumber)).toBe(senderBefore);
  },
);

test(
  'transfer: "Continue to payment" failing once keeps the draft and a retry reaches checkout; the payment service failing once is not the card; a dropped status check after paying is outlived; charged once, both balances move by 1,000',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('transfer faults', 3);
    probe.expectCharges(1);
    const SENDER = { ffpNumber: 'BA2000001', firstName: 'Oliver' };
    const RECIPIENT = {
      ffpNumber: 'BA2000003',
      email: 'harry.wilson@example.com',
      firstName: 'Harry',
      lastName: 'Wilson',
    };
    const senderBefore = await sandboxBalance(SENDER.ffpNumber);
    const recipientBefore = await sandboxBalance(RECIPIENT.ffpNumber);
    await signInAs(page, { opco: 'BA', language: 'en-GB', market: 'GB' }, SENDER, {
      signIn: 'Sign in',
      hello: 'Hello',
    });
    await page.getByRole('banner').getByRole('link', { name: 'Transfer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer Avios' })).toBeVisible();
    await expect(
      page.getByRole('slider', { name: 'How many Avios do you want to transfer?' }),
    ).toHaveValue('1000');
    await verifyTransferAndAddRecipient(page, RECIPIENT);

    // 1. the create call fails once: the catalogue message, still on the recipient step
    await sandbox.fault({ path: CREATE, status: 500, times: 1 });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not start your payment');
    await expect(page).toHaveURL(`${SHOP}/transfer/recipient`);
    await probe.rememberDraft(page);
    await expect(page.getByLabel('Email address')).toHaveValue(RECIPIENT.email);
    expect(await probe.draftKept(page)).toBe(true);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/t\\w+$`));
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
      'Harry Wilson (BA2000003)',
    );

    // 2. the payment call fails once: the payment service, not the card; nothing charged
    await sandbox.fault({ path: PAYMENT, status: 500, times: 1 });
    await fillCard(page, 'Oliver Bennett', {
      holder: 'Name on card',
      card: 'Card number',
      expiry: 'Expiry date',
      cvc: /Security code/,
    });
    const payButton = page.getByRole('button', { name: /and transfer$/ });
    await payButton.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The payment service did not answer');
    await expect(alert).toContainText('This was not a problem with your card');
    expect(await sandboxBalance(SENDER.ffpNumber)).toBe(senderBefore);
    expect(await sandboxBalance(RECIPIENT.ffpNumber)).toBe(recipientBefore);
    await expectNoAxeViolations(page);

    // 3. paying again, and the first status check after it loses its connection
    await sandbox.fault({ path: STATE, drop: true, times: 1 });
    await payButton.click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/t\\w+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer complete' })).toBeVisible();
    await expect(page.getByText('You have transferred 1,000 Avios to Harry Wilson.')).toBeVisible();
    expect(await faultsInForce()).toBe(0);

    // 4. both balances move by exactly the amount transferred
    expect(await sandboxBalance(SENDER.ffpNumber)).toBe(senderBefore - 1_000);
    expect(await sandboxBalance(RECIPIENT.ffpNumber)).toBe(recipientBefore + 1_000);
  },
);

test(
  'booster: "Continue to payment" failing once keeps the chosen transactions and a retry reaches checkout; the payment service failing once is not the card; a malformed status check after paying is outlived; charged once, the balance rises by 6,000',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.inject('booster faults', 3);
    probe.expectCharges(1);
    await signInAs(
      page,
      { language: 'en-GB' },
      { ffpNumber: MEMBER.ffpNumber, firstName: 'Lucía' },
      {
        signIn: 'Sign in',
        hello: 'Hello',
      },
    );
    await page.getByRole('banner').getByRole('link', { name: 'Boost', exact: true }).click();
    await expect(page).toHaveURL(`${SHOP}/booster`);
    await expect(page.getByRole('heading', { level: 1, name: 'Boost your Avios' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Boost Three nights, Barcelona' }).check();
    await page.getByRole('checkbox', { name: 'Boost Car hire, Malaga airport' }).check();
    await page.getByRole('radio', { name: /^3x/ }).check();
    await expect(page.getByText('6,000 Avios for €73.80')).toBeVisible();

    // 1. the create call fails once: the catalogue message, still on the booster page
    await sandbox.fault({ path: CREATE, status: 500, times: 1 });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not start your payment');
    await expect(page).toHaveURL(`${SHOP}/booster`);
    await probe.rememberDraft(page);
    await expect(
      page.getByRole('checkbox', { name: 'Boost Three nights, Barcelona' }),
    ).toBeChecked();
    await expect(page.getByRole('radio', { name: /^3x/ })).toBeChecked();
    await expectNoAxeViolations(page);
    expect(await probe.draftKept(page)).toBe(true);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/bb\\w+$`));
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText('€73.80');

    // 2. the payment call fails once: the payment service, not the card; nothing charged
    await sandbox.fault({ path: PAYMENT, status: 500, times: 1 });
    await fillCard(page, 'Lucía Fernández', {
      holder: 'Name on card',
      card: 'Card number',
      expiry: 'Expiry date',
      cvc: /Security code/,
    });
    const payButton = page.getByRole('button', { name: /and boost$/ });
    await payButton.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The payment service did not answer');
    await expect(alert).toContainText('This was not a problem with your card');
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);

    // 3. paying again (a double click), and the first status check after it is malformed
    await sandbox.fault({ path: STATE, body: 'malformed', times: 1 });
    await payButton.dblclick();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/bb\\w+$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Avios have been boosted' }),
    ).toBeVisible();
    await expect(page.getByText('Your balance: 18,000 Avios')).toBeVisible();
    expect(await faultsInForce()).toBe(0);

    // 4. the balance rises by exactly the boosted points
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 6_000);
  },
);
