// @vitest-environment happy-dom
// The elements' CSP-safe stylesheet: one constructable sheet, built lazily and shared by every
// shadow root; a `<style nonce>` fallback where constructable sheets are missing; and an
// import that does not throw without a DOM. Each test loads the module afresh (the sheet is
// cached per module instance, as it is per bundle in a page).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StylesModule from './styles';

const load = (): Promise<typeof StylesModule> => import('./styles');

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const sheetText = (root: ShadowRoot): string =>
  root.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');

describe('ELEMENT_CSS', () => {
  it("is the first screens' stylesheet without the shop's frame, plus the :host rules", async () => {
    const { ELEMENT_CSS } = await load();
    expect(ELEMENT_CSS).toContain('.avios-root');
    expect(ELEMENT_CSS).toContain('.avios-button');
    expect(ELEMENT_CSS).toContain('.avios-fullpage');
    expect(ELEMENT_CSS).toContain('.avios-package');
    // the header, footer and banners are the shop's; no element renders them
    expect(ELEMENT_CSS).not.toContain('.avios-header');
    expect(ELEMENT_CSS).not.toContain('.avios-banner');
    // the later screens' rules come later
    expect(ELEMENT_CSS).not.toContain('.avios-checkout');
    expect(ELEMENT_CSS).not.toContain('.avios-booster__group');
    expect(ELEMENT_CSS).toMatch(/:host\{display:block\}:host\(\[hidden\]\)\{display:none\}$/);
  });

  it('becomes the whole stylesheet, in the shop’s order, once the later rules are in', async () => {
    const styles = await load();
    const { loadLaterCss, widgetCss } = await import('@avios/react/components');
    await loadLaterCss();
    expect(styles.ELEMENT_CSS).toBe(
      `${widgetCss}:host{display:block}:host([hidden]){display:none}`,
    );
  });
});

describe('the first stylesheet and the later rules', () => {
  const IB_RED = '#c8102e';
  const BA_NAVY = '#0b2a5b';
  const EI_GREEN = '#00704a';

  it("holds only the page's partner's theme and the first screens' rules", async () => {
    const { adoptStyles, elementCss } = await load();
    const root = shadowRoot();
    expect(adoptStyles(root, 'IB')).toBe(true);
    for (const css of [elementCss('IB'), sheetText(root)]) {
      expect(css).toContain(IB_RED);
      expect(css).not.toContain(BA_NAVY);
      expect(css).not.toContain(EI_GREEN);
      expect(css).not.toContain('data-partner');
      expect(css).toContain('.avios-package');
      expect(css).not.toContain('.avios-checkout');
      expect(css).not.toContain('.avios-recipient-form');
      expect(css).not.toContain('.avios-hero__card');
    }
  });

  it('swaps in the sheet of a partner the element changed to', async () => {
    const { adoptStyles } = await load();
    const root = shadowRoot();
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    adoptStyles(root, 'IB');
    adoptStyles(root, 'EI');
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[0]).toBe(own);
    expect(sheetText(root)).toContain(EI_GREEN);
    expect(sheetText(root)).not.toContain(IB_RED);
  });

  it("completes every root's sheet in place when the later rules arrive, for every brand", async () => {
    const { adoptStyles } = await load();
    const { laterCss, loadLaterCss } = await import('@avios/react/components');
    const ib = shadowRoot();
    const ei = shadowRoot();
    adoptStyles(ib, 'IB');
    adoptStyles(ei, 'EI');
    const [ibSheet] = ib.adoptedStyleSheets;
    expect(laterCss()).toBeUndefined();
    await loadLaterCss();
    // the same sheet objects, now the whole stylesheet: nothing to adopt again
    expect(ib.adoptedStyleSheets).toEqual([ibSheet]);
    for (const root of [ib, ei]) {
      const css = sheetText(root);
      expect(css).toContain('.avios-checkout');
      expect(css).toContain('.avios-booster__group');
      for (const partner of ['BA', 'IB', 'EI']) expect(css).toContain(`data-partner='${partner}'`);
    }
    // adopting again, for any partner, keeps the sheet the root has
    adoptStyles(ib, 'BA');
    expect(ib.adoptedStyleSheets).toEqual([ibSheet]);
    const late = shadowRoot();
    adoptStyles(late, 'EI');
    expect(sheetText(late)).toContain('.avios-checkout');
    expect(late.adoptedStyleSheets[0]).toBe(ibSheet);
  });
});

describe('adoptStyles', () => {
  it('adopts one sheet object, holding the stylesheet, into every shadow root, once each', async () => {
    const { adoptStyles } = await load();
    const first = shadowRoot();
    const second = shadowRoot();
    expect(adoptStyles(first)).toBe(true);
    expect(adoptStyles(first)).toBe(true);
    expect(adoptStyles(second)).toBe(true);
    expect(first.adoptedStyleSheets).toHaveLength(1);
    expect(second.adoptedStyleSheets).toHaveLength(1);
    const [sheet] = first.adoptedStyleSheets;
    expect(second.adoptedStyleSheets[0]).toBe(sheet);
    const selectors = [...(sheet?.cssRules ?? [])].map((r) => (r as CSSStyleRule).selectorText);
    expect(selectors).toContain('.avios-button');
  });

  it('builds the sheet on first use, not at import, and only once', async () => {
    const construct = vi.fn();
    const Real = CSSStyleSheet;
    vi.stubGlobal(
      'CSSStyleSheet',
      class extends Real {
        constructor() {
          super();
          construct();
        }
      },
    );
    const { adoptStyles } = await load();
    expect(construct).not.toHaveBeenCalled();
    adoptStyles(shadowRoot());
    adoptStyles(shadowRoot());
    expect(construct).toHaveBeenCalledTimes(1);
  });

  it("keeps the root's other adopted sheets", async () => {
    const { adoptStyles } = await load();
    const root = shadowRoot();
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    adoptStyles(root);
    adoptStyles(root);
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[0]).toBe(own);
  });

  it('answers false without a shadow root (render a <style> instead)', async () => {
    const { adoptStyles } = await load();
    expect(adoptStyles(undefined)).toBe(false);
    expect(adoptStyles(document.createElement('div'))).toBe(false);
  });

  it('answers false where the constructor is not supported (older browsers)', async () => {
    vi.stubGlobal(
      'CSSStyleSheet',
      class {
        constructor() {
          throw new TypeError('Illegal constructor');
        }
      },
    );
    const { adoptStyles } = await load();
    const root = shadowRoot();
    expect(adoptStyles(root)).toBe(false);
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });

  it('imports and answers false without a DOM (Node)', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const { adoptStyles, styleNonce } = await load();
    expect(adoptStyles(undefined)).toBe(false);
    expect(styleNonce(undefined)).toBeUndefined();
  });
});

describe('styleNonce', () => {
  it("is the host's nonce attribute, or its nonce property once the browser hid the attribute", async () => {
    const { styleNonce } = await load();
    const host = document.createElement('avios-purchase');
    expect(styleNonce(host)).toBeUndefined();
    host.setAttribute('nonce', '');
    expect(styleNonce(host)).toBeUndefined();
    host.setAttribute('nonce', 'r4nd0m');
    expect(styleNonce(host)).toBe('r4nd0m');
    Object.defineProperty(host, 'nonce', { value: 'h1dden' });
    host.setAttribute('nonce', '');
    expect(styleNonce(host)).toBe('h1dden');
  });
});
