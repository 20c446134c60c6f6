// docs/api-contract.md "Own origin": a cancel carries one idempotency key per member action;
// its answer lost after the change, the member's retry (the same key, a 409) is reported done
// from the subscription read again. spec §4 cancelInfo.immediateCancel: the member chooses
// between now and the period's end.
import type { Page } from '@playwright/test';
import { SHOP, expect, expectNoAxeViolations, sandbox, test } from './fixtures';
import { signInBa } from './journey';

async function openCancel(page: Page) {
  await page.goto(`${SHOP}/my-subscriptions`);
  await expect(page.getByRole('heading', { level: 1, name: 'My subscriptions' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('BA2000003 cancels, the answer is lost after the change: confirming again shows it done, never "could not change"', async ({
  page,
}) => {
  await signInBa(page, 'BA2000003', 'Harry');
  const keys: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/subscriptions\/[^/]+\/cancel/.test(request.url())) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  const dialog = await openCancel(page);
  // the sandbox cancels, then drops the connection: the answer never arrives
  await sandbox.fault({
    path: '^/api/subscriptions/[^/]+/cancel',
    drop: true,
    after: true,
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(dialog.getByText('We could not change your subscription')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /Your subscription is cancelled\. It ends on/ }),
  ).toBeVisible();
  await expect(page.getByText('Cancel scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText('We could not change your subscription')).toBeHidden();
  // both confirmations (and the proof-of-possession nonce retry, if the API asked for one)
  // carried the one key of this member action
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[0]).toMatch(/^LCL_/);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText('Cancel scheduled', { exact: true })).toBeVisible();
});

test('BA2000008 (immediate cancel allowed) chooses between the period end and now with the keyboard; now ends it', async ({
  page,
}) => {
  await signInBa(page, 'BA2000008', 'Jack');
  const dialog = await openCancel(page);
  const choice = dialog.getByRole('group', { name: 'Cancel your subscription?' });
  const later = choice.getByRole('radio', {
    name: /^Your subscription will end on \d\d\/\d\d\/\d{4}\./,
  });
  const now = choice.getByRole('radio', { name: /^Your subscription will end today\./ });
  await expect(later).toBeChecked();
  await expect(now).not.toBeChecked();
  // keyboard: the dialog opens on its dismiss button, the harmless choice; Shift+Tab reaches
  // the checked choice, arrow keys choose
  await expect(dialog.getByRole('button', { name: 'Keep my subscription' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(later).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(now).toBeChecked();
  await expect(now).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(later).toBeChecked();
  await expectNoAxeViolations(page);
  await now.check();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your subscription has ended.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'You have no active subscription' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
