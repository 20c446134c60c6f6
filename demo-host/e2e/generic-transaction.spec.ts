// spec §4 "other prefixes use a generic endpoint", §7 POST /transaction/new and
// GET /transaction/data (separate client): a transaction made through the generic fallback
// has an id of no product prefix; the shop opens its checkout and its result through
// GET /transaction/data.
import { MEMBER, SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { sandboxBalance, signIn, submitCard } from './journey';

const API = 'http://localhost:4010/purchase/v1';

test('a generic transaction (id n…) is paid in checkout and its result shows, read through GET /transaction/data', async ({
  page,
}) => {
  const bearer = page.waitForRequest(
    (r) => r.url().startsWith(`${API}/users/current`) && !!r.headers().authorization,
  );
  const dataReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${API}/transaction/data?`)) dataReads.push(r.url());
  });
  await signIn(page);
  const authorization = (await bearer).headers().authorization!;
  const before = await sandboxBalance(MEMBER.ffpNumber);
  const draft = {
    id: 'LCL_e2e0001',
    type: 'purchase',
    creationDate: Date.now(),
    currency: 'EUR',
    data: { purchaseAvios: 3000 },
  };
  const created = await fetch(`${API}/transaction/new?partner=ib`, {
    method: 'POST',
    headers: {
      authorization,
      'content-type': 'application/json',
      'idempotency-key': draft.id,
    },
    body: JSON.stringify(draft),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(id).toMatch(/^n/);

  await page.goto(`${SHOP}/checkout/${id}`);
  await submitCard(page);
  await expect(page).toHaveURL(`${SHOP}/checkout/transaction/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible();
  expect(dataReads.length).toBeGreaterThan(0);
  expect(dataReads.every((url) => url.includes(`transactionId=${id}`))).toBe(true);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBeGreaterThanOrEqual(before + 3000);
  await expectNoAxeViolations(page);
});
