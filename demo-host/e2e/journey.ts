import type { Locator, Page } from '@playwright/test';
import { CARDS, CONTROL, MEMBER, SHOP, expect } from './fixtures';

/** Signs in from the header as the seeded member and waits for the greeting. */
export async function signIn(page: Page): Promise<void> {
  await page.goto(`${SHOP}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  // The sandbox identity provider's form (docs/sandbox.md).
  await page.getByLabel('Membership number').fill(MEMBER.ffpNumber);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
}

/** Signs in from the header with the partner, language and market cookies set first. */
export async function signInAs(
  page: Page,
  cookies: Record<string, string>,
  member: { ffpNumber: string; firstName: string },
  copy: { signIn: string; hello: string },
): Promise<void> {
  await page
    .context()
    .addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: SHOP })));
  await page.goto(`${SHOP}/`);
  await page.getByRole('banner').getByRole('button', { name: copy.signIn }).click();
  await page.getByLabel('Membership number').fill(member.ffpNumber);
  await page.getByLabel('Password').fill('avios');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${copy.hello}, ${member.firstName}` }),
  ).toBeVisible();
}

/** Signs a BA member in, in English (British Airways Club, GB). */
export async function signInBa(page: Page, ffpNumber: string, firstName: string): Promise<void> {
  await signInAs(
    page,
    { opco: 'BA', language: 'en-GB', market: 'GB' },
    { ffpNumber, firstName },
    { signIn: 'Sign in', hello: 'Hello' },
  );
}

/**
 * On the BA transfer page at 1,000 Avios: the step-up (the sandbox's one-time code), back with
 * the amount kept, then the recipient step filled in English.
 */
export async function verifyTransferAndAddRecipient(
  page: Page,
  recipient: { ffpNumber: string; email: string; firstName: string; lastName: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${SHOP}/transfer?amount=1000`);
  await page.getByRole('button', { name: 'Add the recipient' }).click();
  await expect(page).toHaveURL(`${SHOP}/transfer/recipient`);
  await page.getByLabel('Membership number').fill(recipient.ffpNumber);
  await page.getByLabel('Email address').fill(recipient.email);
  await page.getByLabel('First name').fill(recipient.firstName);
  await page.getByLabel('Last name').fill(recipient.lastName);
}

/** From the header: buy 5,000 Avios and continue to the payment step. */
export async function choosePackage(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(`${SHOP}/purchase`);
  await page.getByRole('button', { name: 'Seleccionar 5000 Avios' }).click();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/p\\w+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar la compra' })).toBeVisible();
}

/**
 * Fills the card form and presses the card's pay button (not a wallet's): the shop's page, or
 * an element (its locator) whose shadow root holds the form.
 */
export async function submitCard(
  scope: Page | Locator,
  cardNumber: string = CARDS.ok,
): Promise<void> {
  await scope.getByLabel('Titular de la tarjeta').fill('Lucía Fernández');
  await scope.getByLabel('Número de tarjeta').fill(cardNumber);
  await scope.getByLabel('Fecha de caducidad').fill('12/30');
  await scope.getByLabel('Código de seguridad (CVC)').fill('123');
  await scope.getByRole('button', { name: /^Pagar (?!con)/ }).click();
}

/** Fills the card form and pays; waits for the transaction result address. */
export async function pay(page: Page, cardNumber: string = CARDS.ok): Promise<void> {
  await submitCard(page, cardNumber);
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/transaction/p\\w+$`));
}

/** The member's balance as the sandbox sees it (docs/sandbox.md, GET /__sandbox/members). */
export async function sandboxBalance(ffpNumber: string): Promise<number> {
  const response = await fetch('http://localhost:4010/__sandbox/members');
  const members = (await response.json()) as { ffpNumber: string; balance: number }[];
  const member = members.find((m) => m.ffpNumber === ffpNumber);
  if (!member) throw new Error(`${ffpNumber} is not a sandbox member`);
  return member.balance;
}

/** A charged payment session, as GET /__sandbox/charges lists it (docs/sandbox.md). */
export type SandboxCharge = {
  sessionId: string;
  reference: string;
  kind: string;
  amount: { value: number; currency: string };
  charges: number;
};

/** Every payment session the sandbox has charged, with how many times. */
export async function sandboxCharges(): Promise<SandboxCharge[]> {
  const response = await fetch(`${CONTROL}/charges`);
  return (await response.json()) as SandboxCharge[];
}

/**
 * Signs in through the sign-in popup that `click` opens (an element's default, spec §9
 * 400x600): fills the sandbox identity provider's form in the popup, and the one-time code
 * when it asks for it (step-up), and waits for the popup to close. The page itself never
 * leaves: its address is checked to be what it was.
 */
export async function signInInPopup(
  page: Page,
  click: () => Promise<void>,
  member: { ffpNumber?: string; password?: string; code?: string } = {},
): Promise<void> {
  const before = page.url();
  const opened = page.waitForEvent('popup');
  await click();
  const popup = await opened;
  const closed = popup.waitForEvent('close');
  if (member.ffpNumber) {
    await popup.getByLabel('Membership number').fill(member.ffpNumber);
    await popup.getByLabel('Password').fill(member.password ?? 'avios');
    await popup.getByRole('button', { name: 'Sign in' }).click();
  }
  if (member.code) {
    await popup.getByLabel('One-time code').fill(member.code);
    await popup.getByRole('button', { name: 'Verify' }).click();
  }
  await closed;
  expect(page.url()).toBe(before);
}

/**
 * On a partner's page with an `<avios-purchase>` (in Spanish): signs the seeded member in
 * from the element's own button, in the popup, and waits for the element to show the balance.
 */
export async function signInToElement(page: Page, element: Locator): Promise<void> {
  await signInInPopup(
    page,
    () => element.getByRole('button', { name: 'Iniciar sesión' }).first().click(),
    MEMBER,
  );
  await expect(element.getByText(/12\.000/).first()).toBeVisible();
}

/** Inside `<avios-purchase>`, signed in: selects the first package and continues to payment. */
export async function checkoutFirstPackage(element: Locator): Promise<void> {
  await element.locator('.avios-grid--packages > li').first().getByRole('button').click();
  await element.getByRole('button', { name: 'Continuar al pago' }).click();
}

type Watched = Window & { __cspViolations?: string[] };

/**
 * Records every CSP violation on `page` from its first script on, both ways the browser tells:
 * the `securitypolicyviolation` events of the document, and the console's "violates the
 * following Content Security Policy directive" messages (a worker's console too; any other
 * console error, such as the favicon's 404, is not a violation). Answers those so far.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `event: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ` +
          `${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      ),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as Watched).__cspViolations ?? [])),
    ...logged,
  ];
}

/** Records every `avios-error` code the page hears, from its first script on; answers them. */
export async function recordElementErrors(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const codes: string[] = [];
    (window as unknown as { aviosErrors: string[] }).aviosErrors = codes;
    document.addEventListener('avios-error', (e) =>
      codes.push((e as CustomEvent<{ code: string }>).detail.code),
    );
  });
  return () => page.evaluate(() => (window as unknown as { aviosErrors: string[] }).aviosErrors);
}

/**
 * Gives the page's `<avios-config>` more attributes as the parser adds it, before the module
 * scripts run (a rewritten response would be a document of another address space, whose calls
 * to the loopback services Chromium refuses).
 */
export async function withConfigAttributes(
  page: Page,
  attributes: Record<string, string>,
): Promise<void> {
  await page.addInitScript((given) => {
    const observer = new MutationObserver(() => {
      const config = document.querySelector('avios-config');
      if (!config) return;
      for (const [name, value] of Object.entries(given)) config.setAttribute(name, value);
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, attributes);
}
