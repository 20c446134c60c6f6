// checkout="hosted" (docs/payments.md "Hosted checkout"): examples/plain-html/hosted.html
// has no payment form. <avios-purchase> creates the transaction and the demo shop (dev
// server, :5173) pays it in spec §2's /external/checkout layout, in a popup or, when the
// browser blocks it, on the same tab with a way back. The element shows the result only as
// the purchase API says it, and a result message counts only from the checkout's origin, the
// popup the element opened and for its own transaction.
import type { Locator, Page } from '@playwright/test';
import { CARDS, DEV_SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { sandboxBalance, sandboxCharges, signInInPopup } from './journey';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');
const PAGE = `${EXAMPLE}/hosted.html`;
/** hosted.html's `checkout-url`: the demo shop's dev server. */
const CHECKOUT = DEV_SHOP;
const MEMBER = { ffpNumber: 'BA2000001', balance: 48_500 };
const CONTENT = 'http://localhost:4012';

const COPY = {
  title: 'Pay in the secure payment window',
  waiting: 'Complete your payment in the window that has opened.',
  closedTitle: 'The payment window was closed before you paid',
  closedText: 'Nothing has been charged. We have kept your selection',
  blockedTitle: 'Your browser blocked the payment window',
};

async function eventLog(page: Page): Promise<string[]> {
  return page.locator('#event-log li').allTextContents();
}

/** Opens hosted.html and signs BA2000001 in from the element, in the sign-in popup. */
async function openSignedIn(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  const element = page.locator('avios-purchase');
  await signInInPopup(
    page,
    () => element.getByRole('button', { name: 'Sign in' }).first().click(),
    MEMBER,
  );
  await expect(element.getByText(/48,500/).first()).toBeVisible();
  return element;
}

/** Selects the first package (2,000 Avios) and continues; answers the transaction's id. */
async function continueWithFirstPackage(page: Page, element: Locator): Promise<string> {
  await element.locator('.avios-grid--packages > li').first().getByRole('button').click();
  await element.getByRole('button', { name: 'Continue to payment' }).click();
  let id = '';
  await expect
    .poll(async () => {
      const line = (await eventLog(page)).find((l) => l.startsWith('avios-checkout-create '));
      id = /"transactionId":"([^"]+)"/.exec(line ?? '')?.[1] ?? '';
      return id;
    })
    .toMatch(/^p/);
  return id;
}

/** The sandbox card form of the shop's external checkout (English copy). */
async function payByCard(shop: Page, card: string = CARDS.ok): Promise<void> {
  await expect(shop.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({
    timeout: 30_000,
  });
  // the dev server compiles the checkout's modules on first use
  await expect(shop.getByLabel('Name on card')).toBeVisible({ timeout: 30_000 });
  await shop.getByLabel('Name on card').fill('Oliver Bennett');
  await shop.getByLabel('Card number').fill(card);
  await shop.getByLabel('Expiry date').fill('12/30');
  await shop.getByLabel('Security code (CVC)').fill('123');
  await shop.getByRole('button', { name: /^Pay (?!with)/ }).click();
}

/** The sandbox's charges of these transactions (other tests' charges do not count here). */
async function chargesOf(...ids: string[]): Promise<number[]> {
  return (await sandboxCharges()).filter((c) => ids.includes(c.reference)).map((c) => c.charges);
}

const finished = (id: string) =>
  expect.stringContaining(`avios-transaction-finish {"transactionId":"${id}","status":"done"}`);

/**
 * The element shows its result and the host heard the transaction finish, the member's
 * balance rose by the first package's 2,000 Avios and the transaction was charged once;
 * axe clean.
 */
async function expectPaidOnce(page: Page, element: Locator, id: string): Promise<void> {
  await expect(element.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => eventLog(page), { timeout: 20_000 }).toContainEqual(finished(id));
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 2000);
  expect(await chargesOf(id)).toEqual([1]);
  await expectNoAxeViolations(page);
}

test.beforeAll(async () => {
  // the hand-off's copy is content (the `hostedCheckout` type): a sandbox started before it
  // existed serves none, and every check of this file would fail for that reason alone
  const answer = await fetch(
    `${CONTENT}/spaces/avios-sandbox/environments/master/entries?content_type=hostedCheckout` +
      '&fields.partnerCode=ba&locale=en-GB&access_token=sandbox-delivery-token',
  );
  const { items } = (await answer.json()) as { items?: unknown[] };
  expect(
    items?.length ?? 0,
    'the content service has no hostedCheckout entry: restart the sandbox (npm run sandbox)',
  ).toBeGreaterThan(0);
});

test('pays in the shop popup: the element shows success once the API says done, one charge', async ({
  page,
}) => {
  const element = await openSignedIn(page);
  const popupOpened = page.waitForEvent('popup');
  const id = await continueWithFirstPackage(page, element);
  const shop = await popupOpened;

  // the shop's external checkout, in the member's partner and language, told where to answer
  const address = new URL(shop.url());
  expect(address.origin).toBe(CHECKOUT);
  expect(address.pathname).toBe(`/en-GB/external/checkout/${id}`);
  expect(address.searchParams.get('origin')).toBe(EXAMPLE);
  expect(address.searchParams.get('partner')).toBe('BA');

  // the element waits, with no payment form of its own
  await expect(element.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
  await expect(element.getByText(COPY.waiting)).toBeVisible();
  await expect(element.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the member is signed in there already (the identity provider's session, silently)
  await payByCard(shop);
  await shop.waitForEvent('close', { timeout: 20_000 });

  await expectPaidOnce(page, element, id);
});

test('no sign-in marker on the shop’s site: the popup signs the member in through the identity provider, then pays', async ({
  page,
  context,
}) => {
  const element = await openSignedIn(page);
  // a partner's page on another site than the shop: the shop sees none of its cookies, so
  // it cannot know a session exists (the identity provider's session is all there is)
  const markers = (await context.cookies(CHECKOUT)).filter((c) => c.name.startsWith('auth0.'));
  expect(markers.length).toBeGreaterThan(0);
  for (const { name } of markers) await context.clearCookies({ name });

  const authorize: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.origin === 'http://localhost:4011') {
      authorize.push(url.searchParams.get('redirect_uri') ?? '');
    }
  });
  const popupOpened = page.waitForEvent('popup');
  const id = await continueWithFirstPackage(page, element);
  const shop = await popupOpened;
  // the identity provider answers from its session: no form, straight back to this checkout
  await payByCard(shop);
  expect(authorize).toContain(`${CHECKOUT}/`);
  await shop.waitForEvent('close', { timeout: 20_000 });
  await expect(element.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => eventLog(page), { timeout: 20_000 }).toContainEqual(finished(id));
  expect(await chargesOf(id)).toEqual([1]);
});

test('a payment window closed before paying: the choice is kept, the element says so, no charge', async ({
  page,
}) => {
  const element = await openSignedIn(page);
  const popupOpened = page.waitForEvent('popup');
  const id = await continueWithFirstPackage(page, element);
  const shop = await popupOpened;
  await expect(shop.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await shop.close();

  // the transaction was read once (not paid): back to the packages, the choice still made
  await expect(element.getByText(COPY.closedTitle)).toBeVisible({ timeout: 10_000 });
  await expect(element.getByText(COPY.closedText)).toBeVisible();
  await expect(element.locator('.avios-grid--packages > li').first()).toHaveAttribute(
    'data-selected',
    '',
  );
  await expect(element.getByRole('heading', { level: 1, name: COPY.title })).toHaveCount(0);
  expect(await chargesOf(id)).toEqual([]);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
  expect((await eventLog(page)).some((l) => l.startsWith('avios-transaction-finish'))).toBe(false);
  await expectNoAxeViolations(page);

  // continuing again is a new order in a new payment window (the closed one is never paid)
  const again = page.waitForEvent('popup');
  await element.getByRole('button', { name: 'Continue to payment' }).click();
  const second = await again;
  const secondId = new URL(second.url()).pathname.split('/').pop();
  expect(secondId).toMatch(/^p/);
  expect(secondId).not.toBe(id);
  await expect(element.getByText(COPY.closedTitle)).toHaveCount(0);
  await expect(element.getByText(COPY.waiting)).toBeVisible();
  await second.close();
  await expect(element.getByText(COPY.closedTitle)).toBeVisible({ timeout: 10_000 });
  expect(await chargesOf(id, secondId ?? '')).toEqual([]);
});

test('a blocked payment window: the member pays on the shop page, comes back and sees the result', async ({
  page,
}) => {
  // the browser's popup blocker: window.open answers null (sign-in then goes on the page too)
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(PAGE);
  const element = page.locator('avios-purchase');
  await element.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByLabel('Membership number').fill(MEMBER.ffpNumber);
  await page.getByLabel('Password').fill('avios');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === EXAMPLE && url.pathname === '/hosted.html');
  await expect(element.getByText(/48,500/).first()).toBeVisible();

  await element.locator('.avios-grid--packages > li').first().getByRole('button').click();
  await element.getByRole('button', { name: 'Continue to payment' }).click();
  // the same tab goes to the shop's external checkout, told where to come back to
  await page.waitForURL((url) => url.origin === CHECKOUT);
  const shopAddress = new URL(page.url());
  const id = shopAddress.pathname.split('/').pop() ?? '';
  expect(shopAddress.pathname).toBe(`/en-GB/external/checkout/${id}`);
  expect(shopAddress.searchParams.get('origin')).toBeNull();
  const back = new URL(shopAddress.searchParams.get('returnTo') ?? '');
  expect(back.origin + back.pathname).toBe(PAGE);
  expect(back.searchParams.get('avios-path')).toBe(`/checkout/transaction/${id}`);

  await payByCard(page);
  // paid: back on the partner's page, the element on its result, as the purchase API says
  await page.waitForURL((url) => url.origin === EXAMPLE, { timeout: 20_000 });
  await expect(element.getByText(COPY.blockedTitle)).toBeVisible();
  await expectPaidOnce(page, element, id);
});

test('forged result messages are ignored: another origin, another window, another transaction; the message never says paid', async ({
  page,
  context,
}) => {
  const element = await openSignedIn(page);
  const popupOpened = page.waitForEvent('popup');
  const id = await continueWithFirstPackage(page, element);
  const shop = await popupOpened;
  await expect(shop.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({
    timeout: 30_000,
  });

  // every message the page receives, to know each forgery arrived before looking
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { __seen?: string[] }).__seen = seen;
    window.addEventListener('message', (e: MessageEvent) => {
      const data = e.data as { transactionId?: string } | null;
      seen.push(`${e.origin} ${data?.transactionId ?? ''}`);
    });
  });
  const seen = () => page.evaluate(() => (window as Window & { __seen?: string[] }).__seen ?? []);
  const message = (transactionId: string) => ({
    type: 'avios-checkout-result',
    transactionId,
    status: 'done',
  });
  // a page that posts a "paid" result for this transaction to whoever framed it
  const forger = `<!doctype html><title>forged</title><script>
    parent.postMessage({ type: 'avios-checkout-result', transactionId: ${JSON.stringify(id)}, status: 'done' }, '*');
  </script>`;
  await context.route(/\/__forged\.html$/, (route) =>
    route.fulfill({ contentType: 'text/html', body: forger }),
  );
  const frame = async (src: string) =>
    page.evaluate((url) => {
      const iframe = document.createElement('iframe');
      iframe.title = 'forged';
      iframe.src = url;
      document.body.append(iframe);
    }, src);
  const stillWaiting = async () => {
    await expect(element.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
    await expect(element.getByText(COPY.waiting)).toBeVisible();
    expect((await eventLog(page)).some((l) => l.startsWith('avios-transaction-finish'))).toBe(
      false,
    );
  };

  // 1. another origin (a frame on :5176)
  await frame('http://localhost:5176/__forged.html');
  await expect.poll(seen).toContain(`http://localhost:5176 ${id}`);
  // 2. the checkout's own origin, but not the window the element opened (a frame)
  await frame(`${CHECKOUT}/__forged.html`);
  await expect.poll(seen).toContain(`${CHECKOUT} ${id}`);
  // 3. this page itself, and a synthetic event claiming the checkout's origin
  await page.evaluate(
    ({ data, origin }) => {
      window.postMessage(data, '*');
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: null }));
    },
    { data: message(id), origin: CHECKOUT },
  );
  await expect.poll(seen).toContain(`${EXAMPLE} ${id}`);
  // 4. the payment window itself, about another transaction
  await shop.evaluate((data) => window.opener.postMessage(data, '*'), message('p0000000000000000'));
  await expect.poll(seen).toContain(`${CHECKOUT} p0000000000000000`);
  await page.waitForTimeout(500);
  await stillWaiting();
  // (the forgers' frames are the test's, not the page's)
  await page.evaluate(() =>
    document.querySelectorAll('iframe[title="forged"]').forEach((f) => f.remove()),
  );
  await expectNoAxeViolations(page);

  // 5. the payment window about this transaction, saying done while nothing was paid: the
  // element moves to its result, where the purchase API (not the message) decides
  await shop.evaluate((data) => window.opener.postMessage(data, '*'), message(id));
  await expect(element.getByText('We are processing your order')).toBeVisible({
    timeout: 10_000,
  });
  await page.waitForTimeout(1500);
  await expect(element.getByRole('heading', { name: /Thank you/ })).toHaveCount(0);
  expect((await eventLog(page)).some((l) => l.startsWith('avios-transaction-finish'))).toBe(false);
  expect(await chargesOf(id)).toEqual([]);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance);
});
