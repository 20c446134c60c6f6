import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The built shop (production bundle on preact/compat), served by `vite preview`. */
export const BUILT_SHOP = (process.env.BUILT_SHOP_URL ?? 'http://localhost:4173').replace(
  /\/+$/,
  '',
);
/** The demo host's dev server (React, libraries from source). */
export const DEV_SHOP = (process.env.DEV_SHOP_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
/**
 * The shop the journeys walk: the built shop by default, the build members get (and a page
 * load there is one bundle, not hundreds of dev modules: the suite runs in about two thirds
 * of the time). `DEMO_HOST_URL=http://localhost:5173` walks the dev server instead.
 */
export const SHOP = (process.env.DEMO_HOST_URL ?? BUILT_SHOP).replace(/\/+$/, '');
/** The sandbox's control API (docs/sandbox.md). */
export const CONTROL = 'http://localhost:4010/__sandbox';

export const MEMBER = { ffpNumber: 'IB1000001', password: 'avios', balance: 12_000 };
export const CARDS = { ok: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' };

async function control(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${CONTROL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}

export const sandbox = {
  reset: () => control('POST', '/reset'),
  /** Injects a fault into matching purchase API or (`/payments…`) payments calls (docs/sandbox.md). */
  fault: (fault: {
    path: string;
    status?: number;
    delayMs?: number;
    times?: number;
    body?: Record<string, unknown> | 'malformed';
    drop?: boolean;
    after?: boolean;
  }) => control('POST', '/faults', fault),
  maintenance: (on: boolean) => control('POST', '/maintenance', { on }),
  /** A transfer whose token is this old asks to sign in again (spec §4 mfa_pending). */
  stepUpMaxAge: (seconds: number) => control('POST', '/step-up-max-age', { seconds }),
  clearFaults: () => control('DELETE', '/faults'),
};

/**
 * Every test starts from the sandbox seed and leaves no fault or maintenance behind.
 * Playwright's `page` comes from `browser.newContext()` (one fresh context per test: no
 * cookies, so the shop starts as IB in Spanish), which is what axe needs.
 */
/**
 * Firefox over WebDriver BiDi sets a value with `fill()` that React's controlled inputs never
 * hear (../shared/STACK.md "Other browsers"): the field shows the text and the form still
 * thinks it empty. In the Firefox project every `fill` therefore goes through the keyboard,
 * as a member's typing or pasting does: the field's text is selected and deleted, then the
 * value is inserted as text input (`keyboard.insertText`, which React hears like
 * `pressSequentially` and takes a third of its time).
 * Patched once on the Locator class, from the first page of the run; Chromium keeps `fill`.
 */
let typingFill = false;
function typeInsteadOfFill(page: Page): void {
  if (typingFill) return;
  typingFill = true;
  const proto = Object.getPrototypeOf(page.locator('body')) as {
    fill(this: Locator, value: string, options?: { timeout?: number }): Promise<void>;
  };
  const fill = proto.fill;
  proto.fill = async function (this: Locator, value, options) {
    if (this.page().context().browser()?.browserType().name() !== 'firefox') {
      return fill.call(this, value, options);
    }
    await this.press('ControlOrMeta+a', options);
    await this.press('Backspace', options);
    if (value) await this.page().keyboard.insertText(value);
  };
}

export const test = base.extend<{ sandboxState: void }>({
  sandboxState: [
    // Playwright reads the fixture's dependencies from this pattern.
    async ({ page }, use) => {
      typeInsteadOfFill(page);
      await sandbox.reset();
      await use();
      await sandbox.clearFaults();
      await sandbox.maintenance(false);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on the page as it is and expects no violations (listed by rule and node). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, 'axe violations').toEqual([]);
}
