// spec §8 missing_transaction: a transaction the purchase API does not have (an old link, a
// mistyped address, another member's order) is never silent. On the checkout page and on the
// result page alike the member reads the catalogue's message and lands on the product start
// the id names (spec §4 "If loading fails").
import { SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

const MISSING = {
  title: 'No encontramos tu pedido',
  text: 'Es posible que tu pedido haya caducado. Vuelve a empezar.',
};

for (const [page_, path, product] of [
  ['checkout page', '/checkout/g404missing', '/gift'],
  ['result page', '/checkout/transaction/p404missing', '/purchase'],
] as const) {
  test(`a checkout that cannot be loaded on the ${page_} shows missing_transaction, then the product start`, async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`${SHOP}${path}`);
    await expect(page).toHaveURL(`${SHOP}${product}`);
    const alert = page.getByRole('alert').filter({ hasText: MISSING.title });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(MISSING.text);
    await expectNoAxeViolations(page);
  });
}
