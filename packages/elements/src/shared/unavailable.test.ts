// @vitest-environment happy-dom
// What an element shows when its screens cannot load (unavailable.ts): never an empty box.
import { afterEach, describe, expect, it } from 'vitest';
import { showUnavailable, unavailableReason } from './unavailable';

function host(attributes: Record<string, string> = {}, children = '') {
  const el = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.innerHTML = children;
  document.body.append(el);
  return { el, root: el.attachShadow({ mode: 'open' }) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('showUnavailable', () => {
  it('says the browser cannot show the element when the screens did not parse', () => {
    const { root } = host({ language: 'es-ES' });
    showUnavailable(
      root,
      new SyntaxError('Invalid regular expression: invalid group specifier name'),
    );
    const message = root.querySelector('slot > p[part="unavailable"]');
    expect(message?.getAttribute('role')).toBe('alert');
    expect(message?.textContent).toMatch(/^Tu navegador no puede mostrar este contenido/);
  });

  it('says the content could not load for any other failure, in the page language', () => {
    document.documentElement.lang = 'en-GB';
    const { root } = host();
    showUnavailable(root, new TypeError('Failed to fetch dynamically imported module'));
    expect(root.querySelector('[part="unavailable"]')?.textContent).toMatch(
      /^This content could not load/,
    );
  });

  it("lets the partner's own fallback content inside the tag show through a slot", () => {
    const { el, root } = host({}, '<a href="/buy">Buy Avios on our site</a>');
    showUnavailable(root, new SyntaxError('x'));
    const slot = root.querySelector('slot');
    expect(slot).not.toBeNull();
    // a default slot takes the host's children; its own message shows only without them
    expect(slot?.hasAttribute('name')).toBe(false);
    expect(el.querySelector('a')?.textContent).toBe('Buy Avios on our site');
  });

  it('is shown once, and removed when the screens render after all', async () => {
    const { root } = host();
    showUnavailable(root, new TypeError('offline'));
    showUnavailable(root, new TypeError('offline'));
    expect(root.querySelectorAll('slot')).toHaveLength(1);
    root.append(document.createElement('div'));
    await settle();
    expect(root.querySelector('slot')).toBeNull();
    expect(root.querySelector('div')).not.toBeNull();
  });

  it('tells a parse failure from the rest', () => {
    expect(unavailableReason(new SyntaxError('x'))).toBe('unsupported');
    expect(unavailableReason(new TypeError('x'))).toBe('failed');
    expect(unavailableReason('x')).toBe('failed');
  });
});
