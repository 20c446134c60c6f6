// <avios-purchase> under a strict Content-Security-Policy (examples/plain-html/strict-csp.html,
// served by serve.mjs with the header below): no inline script, no inline style, no eval. The
// element must render styled, through a constructable stylesheet adopted by its shadow root,
// without a single violation (docs/elements.md "Content Security Policy"), and a member must
// get through it all under the policy: sign-in, checkout and the card payment to the result.
// Under this policy `page.waitForFunction` is blocked (it evaluates a string), so waits poll
// `page.evaluate` instead.
import { MEMBER, expect, expectNoAxeViolations, test } from './fixtures';
import {
  checkoutFirstPackage,
  sandboxBalance,
  sandboxCharges,
  signInToElement,
  submitCard,
  watchViolations,
} from './journey';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; " +
  "img-src 'self' http://localhost:4012; " +
  "connect-src 'self' http://localhost:4010 http://localhost:4011 http://localhost:4012 http://localhost:4013; " +
  'frame-src http://localhost:4011';
const PRICE = /\d+,\d{2}\s(€|£)|US\$\s?\d/;

test('<avios-purchase> renders styled under a strict CSP, with no violation @firefox', async ({
  page,
  request,
}) => {
  // only the strict page carries the policy
  expect((await request.get(`${EXAMPLE}/`)).headers()['content-security-policy']).toBeUndefined();

  const violations = await watchViolations(page);

  const response = await page.goto(`${EXAMPLE}/strict-csp.html`);
  expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);

  const element = page.locator('avios-purchase');
  const packages = element.locator('.avios-grid--packages > li');
  await expect(packages.first()).toContainText(PRICE);
  const button = packages.first().getByRole('button');
  await expect(button).toBeVisible();
  // the session is known too (the element's `ready`): every call the first screen makes is done
  await expect
    .poll(() => element.evaluate((el) => (el as { isReady?: boolean }).isReady))
    .toBe(true);

  expect(await violations()).toEqual([]);

  // styled by the element's stylesheet, not the browser's defaults: the secondary button's
  // brand border (IB red), radius and touch-size height, and `:host { display: block }`
  const look = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      borderColor: style.borderTopColor,
      borderRadius: style.borderTopLeftRadius,
      minHeight: style.minHeight,
      host: getComputedStyle((el.getRootNode() as ShadowRoot).host).display,
    };
  });
  expect(look).toEqual({
    borderColor: 'rgb(200, 16, 46)',
    borderRadius: '8px',
    minHeight: '44px',
    host: 'block',
  });

  // through an adopted (constructable) stylesheet; no <style> element, which the policy blocks
  const sheets = await element.evaluate((el) => ({
    adopted: el.shadowRoot?.adoptedStyleSheets.length,
    styleElements: el.shadowRoot?.querySelectorAll('style').length,
  }));
  expect(sheets).toEqual({ adopted: 1, styleElements: 0 });

  await expectNoAxeViolations(page);

  // a second element on the page adopts the very same sheet object
  const shared = await page.evaluate(async () => {
    const second = document.createElement('avios-purchase');
    second.setAttribute('partner', 'IB');
    document.querySelector('main')?.append(second);
    for (let i = 0; i < 100 && !second.shadowRoot?.adoptedStyleSheets.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const first = document.querySelector('avios-purchase');
    const same =
      second.shadowRoot?.adoptedStyleSheets[0] === first?.shadowRoot?.adoptedStyleSheets[0];
    second.remove();
    return same;
  });
  expect(shared).toBe(true);
  expect(await violations()).toEqual([]);

  // signing in under the same policy: the Auth0 client's token worker is the bundles' own
  // file (dist/auth0-worker.js), so no `worker-src blob:` is needed and the member is signed
  // in, with the page still free of violations
  await signInToElement(page, element);
  expect(await violations()).toEqual([]);
});

test('a member checks out and pays by card inside <avios-purchase> under the strict CSP: the result, charged once, no violation @firefox', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`${EXAMPLE}/strict-csp.html`);
  const element = page.locator('avios-purchase');

  // signing in (popup), the checkout and the sandbox's card form, all inside the element
  await signInToElement(page, element);
  await checkoutFirstPackage(element);
  await submitCard(element);

  await expect(
    element.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible({ timeout: 20_000 });
  // the first package is 2,000 Avios, paid once
  await expect(element.getByText('Tu saldo: 14.000 Avios')).toBeVisible();
  expect(await sandboxCharges()).toEqual([
    expect.objectContaining({ kind: 'transaction', charges: 1 }),
  ]);
  expect(await sandboxBalance(MEMBER.ffpNumber)).toBe(MEMBER.balance + 2_000);
  // the journey never left the page, so the policy held from the first screen to the result
  expect(page.url()).toBe(`${EXAMPLE}/strict-csp.html`);

  await expectNoAxeViolations(page);
  expect(await violations()).toEqual([]);
});
