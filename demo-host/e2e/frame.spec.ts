// The shop's frame (spec §2 layout, links, transaction page; §8): defects found by walking
// the shop, each with its proof — brand headers, links to other sites, redirects decided by
// the right partner, the result page for a visitor and for a transaction that cannot be
// loaded, page titles.
import type { Page } from '@playwright/test';
import { MEMBER, SHOP, expect, expectNoAxeViolations, test } from './fixtures';
import { choosePackage, signIn } from './journey';

async function asPartner(page: Page, opco: 'BA' | 'IB' | 'EI'): Promise<void> {
  const context = { BA: ['en-GB', 'GB'], IB: ['es-ES', 'ES'], EI: ['en-IE', 'IE'] }[opco];
  await page.context().addCookies(
    Object.entries({ opco, language: context[0]!, market: context[1]! }).map(([name, value]) => ({
      name,
      value,
      url: SHOP,
    })),
  );
}

/** WCAG relative luminance contrast of two `#rrggbb`/`rgb()` colours. */
function contrast(a: string, b: string): number {
  const rgb = (c: string) => {
    const hex = /^#([0-9a-f]{6})$/i.exec(c);
    const parts = hex
      ? [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16))
      : (c.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const [r, g, bl] = parts.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [l1, l2] = [rgb(a), rgb(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}

for (const opco of ['BA', 'IB', 'EI'] as const) {
  test(`${opco}: the header shows the whole wordmark, readable on the header colour, at 390 and 1440 px`, async ({
    page,
  }) => {
    await asPartner(page, opco);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${SHOP}/`);
      const logo = page.getByRole('banner').getByRole('img').first();
      await expect(logo).toBeVisible();
      const seen = await logo.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const box = img.getBoundingClientRect();
        const header = img.closest('header')!;
        return {
          src: img.currentSrc,
          ratio: box.width / box.height,
          natural: img.naturalWidth / img.naturalHeight,
          right: box.right,
          viewport: document.documentElement.clientWidth,
          background: getComputedStyle(header).backgroundColor,
        };
      });
      // neither squeezed nor cut: drawn at its own aspect ratio, inside the page
      expect(Math.abs(seen.ratio - seen.natural)).toBeLessThan(0.05);
      expect(seen.right).toBeLessThanOrEqual(seen.viewport);
      // the wordmark's text colour against the header's background
      const svg = await (await page.request.get(seen.src)).text();
      const fill = /<text[^>]*\sfill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1];
      expect(fill).toBeTruthy();
      expect(contrast(fill!, seen.background)).toBeGreaterThanOrEqual(4.5);
    }
    await expectNoAxeViolations(page);
  });
}

test('links to other sites open in a new tab: the Avios terms in checkout and in the footer', async ({
  page,
}) => {
  await signIn(page);
  await choosePackage(page);
  const terms = page
    .getByRole('main')
    .getByRole('link', { name: /términos y condiciones de Avios/i });
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('rel', /noopener/);
  const footerTerms = page
    .getByRole('contentinfo')
    .getByRole('link', { name: /términos y condiciones de Avios/i });
  await expect(footerTerms).toHaveAttribute('target', '_blank');
  await expect(page).toHaveTitle(/Pago/);
});

test('BA: /resources/faq goes straight to the BA site, never through the IB one', async ({
  page,
}) => {
  await asPartner(page, 'BA');
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(new URL(request.url()).origin);
  });
  // the partners' sites are not reachable from here: answer them locally
  await page.route(/https:\/\/www\.(britishairways|iberia|aerlingus)\.com\/.*/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>' }),
  );
  await page.goto(`${SHOP}/resources/faq`);
  await page.waitForURL(/britishairways\.com/);
  expect(visited).not.toContain('https://www.iberia.com');
});

test('a visitor on a result page is asked to sign in, with no "processing" wait', async ({
  page,
}) => {
  await page.goto(`${SHOP}/checkout/transaction/p0123456789abcdef`);
  await expect(
    page.getByRole('heading', { name: 'Inicia sesión para ver tu pedido' }),
  ).toBeVisible();
  await expect(page.getByText('Estamos procesando tu pedido')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Membership number').fill(MEMBER.ffpNumber);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // signed in, the transaction (not this member's, not anyone's) cannot be loaded: back to
  // the product start at once, with the catalogue's message (spec §8)
  await expect(page).toHaveURL(`${SHOP}/purchase`);
  await expect(page.getByText('No encontramos tu pedido')).toBeVisible();
});

test('checkout and result pages set their own titles', async ({ page }) => {
  await signIn(page);
  await expect(page).not.toHaveTitle(/Pago|pedido/);
  await choosePackage(page);
  await expect(page).toHaveTitle(/^Pago \|/);
});

test('a forged sign-in return (state mismatch) is shown in the catalogue words, and the shop stays usable', async ({
  page,
}) => {
  await page.goto(`${SHOP}/?code=abc&state=forged`);
  await expect(page.getByText('No se ha podido iniciar sesión')).toBeVisible();
  await expect(page.getByText('Estado no válido. Vuelve a intentar iniciar sesión.')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('BA: the chatbot launcher opens its help panel (axe clean), Escape closes it, and it leads to the FAQs and contact; EI has none', async ({
  page,
}) => {
  await asPartner(page, 'BA');
  await page.goto(`${SHOP}/`);
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await launcher.click();
  const panel = page.getByRole('region', { name: 'British Airways Club help' });
  await expect(panel).toBeFocused();
  await expect(panel).toContainText('answered in our FAQs');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();
  await launcher.press('Enter');
  await expect(panel.getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute(
    'href',
    '/resources/faq',
  );
  await panel.getByRole('link', { name: 'Contact our team' }).click();
  await expect(page).toHaveURL(`${SHOP}/contact`);

  await asPartner(page, 'EI');
  await page.goto(`${SHOP}/`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
});

test('the avatar menu shows the member’s initials, balance and membership number (axe clean)', async ({
  page,
}) => {
  await signIn(page);
  const button = page.getByRole('button', { name: 'Menú de la cuenta' });
  await button.click();
  await expect(page.getByText('12.000 Avios', { exact: true })).toBeVisible();
  await expect(page.getByText(`Número de socio ${MEMBER.ffpNumber}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});
