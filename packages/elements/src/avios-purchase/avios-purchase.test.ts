// @vitest-environment happy-dom
// <avios-purchase> as a page sees it: registered by its define file, attributes as
// properties, screens in an open shadow root with the stylesheet, and avios-* events that
// bubble out of any shadow tree. The SDK is the React package's fake (no network).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT, createFakeAvios } from '@avios/react/testing';
import type { FakeAvios } from '@avios/react/testing';
import type { ServiceConfig } from '../shared/config';
import { PARTS } from '../shared/parts';
import type { AviosEventDetails, AviosEventName } from '../shared/events';

const registry = vi.hoisted(() => ({
  fake: undefined as unknown,
  configs: [] as unknown[],
}));
vi.mock('../shared/aviosRegistry', () => ({
  aviosFor: (config: unknown) => {
    registry.configs.push(config);
    return registry.fake;
  },
  onPageAddressChange: () => () => undefined,
}));

import { AviosPurchaseElement } from './define';
import { configure } from '../shared/pageConfig';

let fake: FakeAvios;
beforeEach(() => {
  fake = createFakeAvios({ content: CONTENT, language: 'en-GB' });
  registry.fake = fake;
  registry.configs = [];
  configure({ environment: 'sandbox' });
});
afterEach(() => {
  document.body.innerHTML = '';
  configure({});
});

function mount(attributes: Record<string, string> = {}, parent: ParentNode = document.body) {
  const el = document.createElement('avios-purchase');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  parent.append(el);
  return el;
}

/** The text of the element's shadow root without its stylesheets. */
function shadowText(el: Element): string {
  const root = el.shadowRoot?.querySelector('.avios-element');
  return root?.textContent ?? '';
}

async function until<T>(check: () => T | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function record<K extends AviosEventName>(name: K, target: EventTarget = document) {
  const events: CustomEvent<AviosEventDetails[K]>[] = [];
  target.addEventListener(name, (e) => events.push(e as CustomEvent<AviosEventDetails[K]>));
  return events;
}

describe('<avios-purchase>', () => {
  it('is registered by its define file, once', async () => {
    expect(customElements.get('avios-purchase')).toBe(AviosPurchaseElement);
    await expect(import('./define')).resolves.toBeDefined();
    expect(document.createElement('avios-purchase')).toBeInstanceOf(AviosPurchaseElement);
  });

  it.each([
    ['partner', 'partner', 'BA'],
    ['api-url', 'apiUrl', 'https://api.example'],
    ['idp-domain', 'idpDomain', 'https://login.example'],
    ['content-host', 'contentHost', 'cdn.example'],
    ['content-token', 'contentToken', 't0k3n'],
    ['payments-url', 'paymentsUrl', 'https://pay.example'],
    ['client-id', 'clientId', 'my-client'],
    ['currency', 'currency', 'EUR'],
  ] as const)('attribute %s is the %s property', (attribute, property, value) => {
    const el = mount({ [attribute]: value });
    expect(el[property]).toBe(value);
  });

  it('hands the addresses from its attributes to the SDK, sandbox defaults for the rest', async () => {
    mount({ 'api-url': 'https://api.example/', 'client-id': 'my-client' });
    const config = await until(() => registry.configs[0] as ServiceConfig | undefined, 'the SDK');
    expect(config).toMatchObject({
      apiUrl: 'https://api.example',
      apiPath: '/purchase/v1',
      clientIds: { BA: 'my-client', IB: 'my-client', EI: 'my-client' },
      contentHost: 'localhost:4012',
      payments: { kind: 'sandbox', url: 'http://localhost:4013' },
    });
  });

  it('without any configuration says which addresses are missing, in the element and as avios-error', async () => {
    configure({});
    const errors = record('avios-error');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const el = mount();
      const alert = await until(() => el.shadowRoot?.querySelector('[role="alert"]'), 'alert');
      expect(alert?.textContent).toContain('api-url, idp-domain, client-id');
      expect(alert?.textContent).toContain('environment="sandbox"');
      expect(registry.configs).toEqual([]);
      await until(() => errors.length > 0, 'avios-error');
      expect(errors[0]?.detail).toMatchObject({ code: 'configuration_missing', severity: 'error' });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('api-url'));
    } finally {
      log.mockRestore();
    }
  });

  it('production addresses without a payment choice: never the sandbox card form, configuration_missing naming payments', async () => {
    configure({
      environment: 'production',
      apiUrl: 'https://api.example',
      idpDomain: 'https://login.example',
      clientId: 'client-1',
      audience: 'https://api.example/purchase',
      contentSpace: 'space-1',
      contentToken: 'token-1',
      paymentsUrl: 'https://payments.example',
    });
    const errors = record('avios-error');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const el = mount();
      const alert = await until(() => el.shadowRoot?.querySelector('[role="alert"]'), 'alert');
      expect(alert?.textContent).toContain('payments missing');
      expect(alert?.textContent).toContain('payments="adyen"');
      expect(registry.configs).toEqual([]);
      await until(() => errors.length > 0, 'avios-error');
      expect(errors[0]?.detail).toMatchObject({ code: 'configuration_missing' });
    } finally {
      log.mockRestore();
    }
  });

  it('configure({ payments }) takes a provider the host built; anything else is refused by name', async () => {
    const provider = { kind: 'drop-in' as const, mount: () => () => undefined };
    configure({ environment: 'sandbox', payments: provider });
    mount();
    const config = await until(() => registry.configs[0] as ServiceConfig | undefined, 'the SDK');
    expect(config.payments).toEqual({ kind: 'provider', provider });
    expect(() => configure({ payments: {} as never })).toThrow(/expected 'adyen', 'sandbox'/);
  });

  it('one <avios-config> configures every element; configure() and an attribute override it', async () => {
    configure({});
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const config = document.createElement('avios-config');
      config.setAttribute('environment', 'sandbox');
      config.setAttribute('api-url', 'https://page.example');
      document.body.append(config);
      const el = mount({ 'content-host': 'cdn.example' });
      await until(() => shadowText(el).includes('2,000 Avios'), 'packages');
      expect(registry.configs.at(-1)).toMatchObject({
        apiUrl: 'https://page.example',
        contentHost: 'cdn.example',
        idpDomain: 'http://localhost:4011',
      });
      // a change of the page's configuration reaches the elements already there
      configure({ apiUrl: 'https://script.example' });
      await until(
        () => (registry.configs.at(-1) as ServiceConfig).apiUrl === 'https://script.example',
        'the new address',
      );
      config.setAttribute('environment', 'nowhere');
      await until(() => el.shadowRoot?.querySelector('[role="alert"]'), 'the refusal');
      expect(shadowText(el)).toContain('"nowhere"');
    } finally {
      log.mockRestore();
    }
  });

  it('renders priced packages into an open shadow root with the stylesheet inside', async () => {
    const el = mount();
    await until(() => shadowText(el).includes('2,000 Avios'), 'packages');
    expect(el.shadowRoot?.mode).toBe('open');
    // one constructable stylesheet, adopted (a <style> would be blocked by a strict CSP)
    const sheets = el.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets).toHaveLength(1);
    expect([...(sheets[0]?.cssRules ?? [])].map((rule) => rule.cssText).join('\n')).toContain(
      '.avios-root',
    );
    expect(el.shadowRoot?.querySelector('style')).toBeNull();
    expect(shadowText(el)).toContain('Buy Avios');
    expect(el.childNodes).toHaveLength(0);
  });

  it('the currency attribute opens the purchase screen filtered on it', async () => {
    const el = mount({ currency: 'eur' });
    await until(() => shadowText(el).includes('2,000 Avios'), 'packages');
    expect(shadowText(el)).toContain('€');
    expect(shadowText(el)).not.toContain('£');
  });

  it.each([
    ['removing the attribute', (el: HTMLElement) => el.removeAttribute('currency')],
    ['an empty attribute', (el: HTMLElement) => el.setAttribute('currency', '')],
    [
      'setting the property to undefined',
      (el: HTMLElement) => ((el as AviosPurchaseElement).currency = undefined),
    ],
  ])('%s clears the currency filter: the default currency again', async (_name, clear) => {
    // IB's default is the euro; a pound filter is then cleared
    const el = mount({ currency: 'gbp' });
    await until(() => shadowText(el).includes('£'), 'pound packages');
    clear(el);
    await until(() => shadowText(el).includes('€'), 'the default currency');
    expect(shadowText(el)).not.toContain('£');
    expect((el as AviosPurchaseElement).currency).toBeUndefined();
  });

  it('marks styleable nodes with part names', async () => {
    const el = mount();
    await until(() => shadowText(el).includes('2,000 Avios'), 'packages');
    await until(() => el.shadowRoot?.querySelector('[part~="button"]'), 'parts');
    expect(el.shadowRoot?.querySelector('[part="base"]')).not.toBeNull();
    expect(el.shadowRoot?.querySelector('.avios-screen')?.getAttribute('part')).toContain('screen');
    // written by the components themselves: every node of a styled class has its part
    for (const [cls, part] of Object.entries(PARTS)) {
      for (const node of el.shadowRoot?.querySelectorAll(`.${cls}`) ?? []) {
        expect(node.getAttribute('part')?.split(' '), cls).toContain(part);
      }
    }
    expect(el.shadowRoot?.querySelector('.avios-package')?.getAttribute('part')).toBe(
      'card package',
    );
  });

  it('fires avios-ready, bubbling and composed, even from inside another shadow tree', async () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    const shadow = outer.attachShadow({ mode: 'open' });
    const events = record('avios-ready');
    mount({}, shadow);
    const [event] = await until(() => events.length > 0 && events, 'avios-ready');
    expect(event?.detail).toEqual({
      partner: 'IB',
      language: 'en-GB',
      market: 'ES',
      signedIn: false,
    });
    expect(event?.bubbles).toBe(true);
    expect(event?.composed).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('answers el.ready and el.isReady at any time, however late the host asks', async () => {
    const events = record('avios-ready');
    const el = mount();
    expect(el.isReady).toBe(false);
    const early = el.ready; // asked before avios-ready: pending until then
    const readyInListener: boolean[] = [];
    el.addEventListener('avios-ready', () => readyInListener.push(el.isReady));
    await until(() => events.length > 0, 'avios-ready');
    expect(readyInListener).toEqual([true]); // already true when the event is heard
    // a host whose effect runs well after the event (React's useEffect, Vue's onMounted)
    await new Promise((r) => setTimeout(r, 50));
    expect(el.isReady).toBe(true);
    await expect(el.ready).resolves.toEqual(events[0]?.detail);
    await expect(early).resolves.toEqual(events[0]?.detail);
    expect(el.ready).toBe(early); // one promise per element
  });

  it('fires avios-ready once per element, also when the element is moved or remounted', async () => {
    const events = record('avios-ready');
    const el = mount();
    await until(() => events.length > 0, 'avios-ready');
    const other = document.createElement('section');
    document.body.append(other);
    other.append(el); // moved: the element keeps its screens (elementClass.ts)
    el.remove();
    document.body.append(el);
    await until(() => shadowText(el).includes('2,000 Avios'), 'packages after remount');
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toHaveLength(1);
    expect(el.isReady).toBe(true);
    // a second element on the same SDK is ready on its own, with its own event
    const second = mount();
    expect(second.isReady).toBe(false);
    await expect(second.ready).resolves.toMatchObject({ partner: 'IB' });
    expect(events.map((e) => e.target)).toEqual([el, second]);
  });

  it('asks the page before signing in; preventDefault keeps the visitor here', async () => {
    const el = mount();
    const button = await until(
      () =>
        Array.from(el.shadowRoot?.querySelectorAll('button') ?? []).find(
          (b) => b.textContent === 'Sign in now',
        ),
      'the sign-in button',
    );
    const events = record('avios-signin-required');
    document.addEventListener('avios-signin-required', (e) => e.preventDefault(), { once: true });
    button.click();
    await until(() => events.length > 0, 'avios-signin-required');
    expect(events[0]?.detail.returnTo).toMatch(/[?&]avios-path=%2Fpurchase/);
    expect(events[0]?.cancelable).toBe(true);
    expect(fake.session.login).not.toHaveBeenCalled();

    button.click();
    await until(() => vi.mocked(fake.session.login).mock.calls.length > 0, 'the sign-in');
    expect(vi.mocked(fake.session.login).mock.calls[0]?.[0]).toMatchObject({
      returnTo: events[1]?.detail.returnTo,
    });
  });

  it('fires avios-checkout-create and avios-transaction-finish from the checkout state', async () => {
    mount();
    const created = record('avios-checkout-create');
    const finished = record('avios-transaction-finish');
    await until(() => registry.configs.length > 0, 'mount');
    const draft = fake.checkout.start('purchase');
    await new Promise((r) => setTimeout(r, 20));
    fake.checkout.setState({ status: 'submitting', draft });
    fake.checkout.setState({
      status: 'navigating',
      transactionId: 'p42',
      productType: 'purchase',
      target: { type: 'checkout', transactionId: 'p42' },
    });
    const details = {
      statusName: 'transaction_failed',
      payload: { aviosAmount: 2000, pricePerPoint: 0.02, currency: 'EUR' as const, errorCode: 77 },
    };
    fake.checkout.setState({ status: 'polling', transactionId: 'p42', productType: 'purchase' });
    fake.checkout.setState({
      status: 'finished',
      transactionId: 'p42',
      productType: 'purchase',
      checkoutStatus: 'failed',
      details,
      outcome: { status: 'failed', errorCode: 77, code: 'api_error_77' },
    });
    expect(created.map((e) => e.detail)).toEqual([{ transactionId: 'p42', product: 'purchase' }]);
    expect(finished.map((e) => e.detail)).toEqual([
      { transactionId: 'p42', status: 'failed', errorCode: 77 },
    ]);
  });

  it('fires avios-error once per error the store shows', async () => {
    mount();
    const errors = record('avios-error');
    await until(() => registry.configs.length > 0, 'mount');
    await new Promise((r) => setTimeout(r, 20));
    fake.errors.dispatch('api_error_52');
    fake.errors.dispatch('network_error_cancel'); // suppressed by the catalogue: not shown
    expect(errors.map((e) => e.detail)).toEqual([
      expect.objectContaining({ code: 'api_error_52', severity: 'warning' }),
    ]);
  });
});

describe('avios-package-select', () => {
  it('turns the purchase screen selection callback into the event', async () => {
    const { selectionEvents } = await import('./AviosPurchase');
    const host = document.createElement('div');
    document.body.append(host);
    const events = record('avios-package-select');
    const { onSelectionChange } = selectionEvents(host) as {
      onSelectionChange(selection: object, currency: string): void;
    };
    onSelectionChange({ purchaseAvios: 5000, purchasePrice: 79, bonusAvios: 0 }, 'GBP');
    onSelectionChange({}, 'GBP');
    expect(events.map((e) => e.detail)).toEqual([
      { product: 'purchase', avios: 5000, bonusAvios: 0, price: 79, currency: 'GBP' },
      { product: 'purchase', avios: null, bonusAvios: null, price: null, currency: 'GBP' },
    ]);
    expect(events[0]?.composed).toBe(true);
  });
});
