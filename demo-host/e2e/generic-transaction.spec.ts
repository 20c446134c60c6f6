// spec §4 "other prefixes use a generic endpoint", §7 POST /transaction/new and
// GET /transaction/data (separate client): a transaction made through the generic fallback
// has an id of no product prefix; the shop opens its checkout and its result through
// GET /transaction/data.
import { signInMember } from '../../packages/sandbox/src/testing/memberSession';
import { MEMBER, SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { sandboxBalance, signIn, submitCard } from './journey';

const API = 'http://localhost:4010/purchase/v1';
const ISSUER = 'http://localhost:4011/';

test('a generic transaction (id n…) is paid in checkout and its result shows, read through GET /transaction/data', async ({
  page,
}) => {
  const dataReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${API}/transaction/data?`)) dataReads.push(r.url());
  });
  await signIn(page);
  // the browser's token is bound to its own key, which never leaves it (spec §7 proof header):
  // the partner's side of the test signs the member in with a key of its own
  const partner = await signInMember(ISSUER, 'avios-ib', MEMBER.ffpNumber, MEMBER.password);
  const before = await sandboxBalance(MEMBER.ffpNumber);
  const draft = {
    id: 'LCL_e2e0001',
    type: 'purchase',
    creationDate: Date.now(),
    currency: 'EUR',
    data: { purchaseAvios: 3000 },
  };
  const created = await partner.fetch(`${API}/transaction/new?partner=ib`, {
    method: 'POST',
    headers: {
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
