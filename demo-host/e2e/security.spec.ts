// The built shop's security headers (docs/security.md): a Content-Security-Policy that lets
// only the shop's own scripts run and the page talk only to its configured services; a whole
// purchase journey runs under it without a single violation, and an injected inline script
// does not run.
import { BUILT_SHOP, CARDS, expect, test } from './fixtures';
import { choosePackage, pay, signIn } from './journey';

test('the built shop sends a strict CSP and hardening headers', async ({ request }) => {
  const response = await request.get(`${BUILT_SHOP}/`);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  // the embedding issue's policy: script-src 'self'; style-src 'self'; object-src 'none';
  // base-uri 'none' (no unsafe-inline, no blob: worker)
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toMatch(/style-src 'self'(;|$)/);
  expect(csp).toMatch(/worker-src 'self'(;|$)/);
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:4010 /);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('a purchase journey under the CSP: no violation, and injected inline script does not run', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  await signIn(page);
  // styled by the screens' adopted stylesheet (no <style> element, which style-src blocks):
  // the header's brand colour, not the browser's transparent default
  const header = await page.getByRole('banner').evaluate((el) => ({
    background: getComputedStyle(el).backgroundColor,
    styleElements: document.querySelectorAll('style').length,
    adopted: document.adoptedStyleSheets.length,
  }));
  expect(header).toMatchObject({ styleElements: 0, adopted: 1 });
  expect(header.background).not.toBe('rgba(0, 0, 0, 0)');
  // a reload signed in: the token worker (the shop's own file) starts, no "Loading…" wait
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  await choosePackage(page);
  await pay(page, CARDS.ok);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gracias por tu compra' }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/));
});
