// Faults while starting checkout (issue: reliability): the create call failing with a 500,
// a malformed answer or a dropped connection says so in the catalogue's words, nothing is
// created or charged, the draft stays, and trying again goes on with the same draft.
import { MEMBER, SHOP, expectNoAxeViolations, sandbox } from './fixtures';
import { expect, test } from './faultProbe';
import { sandboxBalance, signIn } from './journey';

const CREATE_FAULTS = [
  ['a 500', { status: 500 }],
  ['a malformed answer', { body: 'malformed' as const }],
  ['a dropped connection', { drop: true }],
] as const;

test(
  '"Continuar al pago" failing (500, malformed answer, dropped connection): a clear message each time, nothing charged, the draft kept, and a retry works',
  { tag: '@fault' },
  async ({ page, probe }) => {
    probe.expectCharges(0);
    await signIn(page);
    await page.getByRole('banner').getByRole('link', { name: 'Comprar' }).click();
    await page.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();
    for (const [index, [, fault]] of CREATE_FAULTS.entries()) {
      probe.inject('create call');
      // in force until the message shows: Chromium itself retries a request whose kept-alive
      // connection closed without an answer
      await sandbox.fault({ path: '^/transactions\\?', ...fault });
      await page.getByRole('button', { name: 'Continuar al pago' }).click();
      await expect(page.getByRole('alert')).toContainText('No hemos podido iniciar el pago');
      await sandbox.clearFaults();
      await expect(page).toHaveURL(`${SHOP}/purchase`);
      await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
      // the draft is written when the member continues: the first failure leaves it stored,
      // and every later one keeps it as it was
      if (index === 0) await probe.rememberDraft(page);
      expect(await probe.draftKept(page)).toBe(true);
      await page.getByRole('alert').getByRole('button').click();
    }
    expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/p\\w+$`));
  },
);
