// @vitest-environment happy-dom
// spec §4 Context through an element's attributes: `partner`, `language` and `market`
// changed while the element shows go through the context store's rules, and the element
// re-renders for the new partner (ElementRoot's useContextAttributes). The SDK is the React
// package's fake: a real context store, query client and query factories.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContextStore, createMemoryCookieJar } from '@avios/sdk/context';
import { CONTENT, createFakeAvios } from '@avios/react/testing';
import type { FakeAvios } from '@avios/react/testing';
import { applyContext } from './contextAttributes';
import type { AviosErrorDetail } from './events';

const registry = vi.hoisted(() => ({ fake: undefined as unknown }));
vi.mock('./aviosRegistry', () => ({
  aviosFor: () => registry.fake,
  onPageAddressChange: () => () => undefined,
}));

import { configure } from './pageConfig';
import '../avios-purchase/define';

let fake: FakeAvios;
const PURCHASE = (CONTENT.purchasePage as object[])[0];

beforeEach(() => {
  fake = createFakeAvios({
    // each partner's purchase page, as the content service filters it by partner code
    content: {
      ...CONTENT,
      purchasePage: () => [{ ...PURCHASE, title: `${fake.context.current().partner} buys Avios` }],
    },
    language: 'es-ES',
  });
  registry.fake = fake;
  configure({ environment: 'sandbox' });
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  configure({});
  vi.restoreAllMocks();
});

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const heading = (el: HTMLElement) => el.shadowRoot?.querySelector('h1')?.textContent ?? '';
const themed = (el: HTMLElement) =>
  el.shadowRoot?.querySelector('.avios-root')?.getAttribute('data-partner');

async function purchaseAs(attributes: Record<string, string>): Promise<HTMLElement> {
  const el = document.createElement('avios-purchase');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await until(() => heading(el).includes('buys Avios'), 'the purchase screen');
  return el;
}

function recordErrors(): AviosErrorDetail[] {
  const details: AviosErrorDetail[] = [];
  document.addEventListener('avios-error', (e) => details.push(e.detail));
  return details;
}

describe('applyContext (spec §4 rules, through the context store)', () => {
  const store = () => {
    const context = createContextStore({ cookies: createMemoryCookieJar() });
    context.init();
    return context;
  };

  it('changes the partner, resetting a language and market the new partner lacks', () => {
    const context = store();
    expect(applyContext(context, { partner: 'BA', language: 'es-ES', market: 'ES' })).toBe(true);
    expect(context.current()).toEqual({ partner: 'BA', language: 'en-GB', market: 'GB' });
  });

  it('says nothing changed for the same partner', () => {
    const context = store();
    expect(applyContext(context, { partner: 'IB' })).toBe(false);
  });

  it('refuses an unknown partner and keeps the current context', () => {
    const context = store();
    expect(applyContext(context, { partner: 'XX', market: 'GB' })).toBe(false);
    expect(context.current()).toEqual({ partner: 'IB', language: 'es-ES', market: 'ES' });
  });

  it('validates language and market against the partner’s lists', () => {
    const context = store();
    applyContext(context, { partner: 'EI', language: 'en-IE', market: 'US' });
    expect(context.current()).toEqual({ partner: 'EI', language: 'en-IE', market: 'US' });
    applyContext(context, { partner: 'EI', language: 'es-ES', market: 'ES' });
    expect(context.current()).toEqual({ partner: 'EI', language: 'en-IE', market: 'US' });
  });
});

describe('partner, language and market attributes changed live', () => {
  it('a new partner re-renders in its copy, theme and prices, and re-checks the session', async () => {
    const el = await purchaseAs({ partner: 'IB', language: 'es-ES', market: 'ES' });
    expect(heading(el)).toBe('IB buys Avios');
    expect(themed(el)).toBe('IB');
    const prices = vi.mocked(fake.api.getPrices).mock.calls.length;
    const sessionChecks = vi.mocked(fake.session.init).mock.calls.length;

    el.setAttribute('partner', 'BA');

    await until(() => heading(el) === 'BA buys Avios', 'BA copy');
    expect(themed(el)).toBe('BA');
    // es-ES and ES are not BA's: its first language and market (spec §4)
    expect(fake.context.current()).toEqual({ partner: 'BA', language: 'en-GB', market: 'GB' });
    await until(() => vi.mocked(fake.api.getPrices).mock.calls.length > prices, 'BA prices');
    // BA's answers are cached under BA's key; IB's stay under IB's
    const partners = fake.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['avios', 'prices'] })
      .map((query) => (query.queryKey[2] as { partner: string }).partner);
    expect(partners).toEqual(expect.arrayContaining(['IB', 'BA']));
    expect(vi.mocked(fake.session.init).mock.calls.length).toBe(sessionChecks + 1);
  });

  it('a new partner reopens the start screen: nothing the old partner’s screen held stays', async () => {
    const el = await purchaseAs({ partner: 'IB' });
    const select = () =>
      el.shadowRoot?.querySelector<HTMLButtonElement>('.avios-grid--packages > li button');
    await until(() => select() != null, 'packages');
    select()!.click();
    await until(() => el.shadowRoot?.querySelector('[data-selected]') != null, 'selected');

    el.setAttribute('partner', 'EI');

    await until(() => themed(el) === 'EI', 'EI screen');
    await until(() => select() != null, 'EI packages');
    expect(el.shadowRoot?.querySelector('[data-selected]')).toBeNull();
  });

  it('an unknown partner is refused with partner_invalid, and the element stays as it was', async () => {
    const errors = recordErrors();
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const el = await purchaseAs({ partner: 'IB' });
    const sessionChecks = vi.mocked(fake.session.init).mock.calls.length;

    el.setAttribute('partner', 'xx');

    await until(() => errors.length > 0, 'avios-error');
    expect(errors).toEqual([
      {
        code: 'partner_invalid',
        severity: 'error',
        scope: 'global',
        message: 'Avios elements: partner "XX" is not one of BA, IB, EI; the element stays IB.',
      },
    ]);
    expect(console).toHaveBeenCalledWith(errors[0]?.message);
    expect(fake.context.current().partner).toBe('IB');
    expect(heading(el)).toBe('IB buys Avios');
    expect(themed(el)).toBe('IB');
    expect(vi.mocked(fake.session.init).mock.calls.length).toBe(sessionChecks);
  });

  it('an unknown partner on a new element is refused too; it starts as the cookie’s partner', async () => {
    const errors = recordErrors();
    vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const el = await purchaseAs({ partner: 'LH' });
    expect(themed(el)).toBe('IB');
    expect(errors.map((e) => e.code)).toEqual(['partner_invalid']);
  });

  it('the same partner again (any case) asks for nothing and says nothing', async () => {
    const errors = recordErrors();
    const el = await purchaseAs({ partner: 'IB' });
    await new Promise((r) => setTimeout(r, 50));
    const prices = vi.mocked(fake.api.getPrices).mock.calls.length;
    const content = vi.mocked(fake.content.getEntries).mock.calls.length;
    const sessionChecks = vi.mocked(fake.session.init).mock.calls.length;

    el.setAttribute('partner', 'IB');
    el.setAttribute('partner', 'ib');
    await new Promise((r) => setTimeout(r, 50));

    expect(vi.mocked(fake.api.getPrices).mock.calls.length).toBe(prices);
    expect(vi.mocked(fake.content.getEntries).mock.calls.length).toBe(content);
    expect(vi.mocked(fake.session.init).mock.calls.length).toBe(sessionChecks);
    expect(errors).toEqual([]);
    expect(heading(el)).toBe('IB buys Avios');
  });

  it('language and market follow the attributes when the partner allows them', async () => {
    const el = await purchaseAs({ partner: 'BA' });
    el.setAttribute('language', 'en-US');
    el.setAttribute('market', 'us');
    await until(() => fake.context.current().language === 'en-US', 'en-US');
    expect(fake.context.current()).toEqual({ partner: 'BA', language: 'en-US', market: 'US' });

    el.setAttribute('language', 'es-ES');
    el.setAttribute('market', 'ES');
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.context.current()).toEqual({ partner: 'BA', language: 'en-US', market: 'US' });
  });

  it('<avios-config partner> changed live moves an element without its own partner; an element’s own wins', async () => {
    const config = document.createElement('avios-config');
    config.setAttribute('environment', 'sandbox');
    document.body.append(config);
    const el = await purchaseAs({});
    expect(themed(el)).toBe('IB');

    config.setAttribute('partner', 'EI');
    await until(() => themed(el) === 'EI', 'EI from <avios-config>');
    expect(fake.context.current()).toEqual({ partner: 'EI', language: 'en-GB', market: 'IE' });

    el.setAttribute('partner', 'BA');
    await until(() => themed(el) === 'BA', 'BA from the element');
    config.setAttribute('partner', 'IB');
    await new Promise((r) => setTimeout(r, 20));
    expect(themed(el)).toBe('BA');
  });
});
