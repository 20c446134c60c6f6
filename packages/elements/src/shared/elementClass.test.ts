// @vitest-environment happy-dom
// The element class every avios-* tag is made from (elementClass.ts): what a host sets
// reaches the screens, in the loader's lazy form as in the bundles' eager one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementClass } from './elementClass';
import type { ElementRender, ElementValues } from './renderer';

type Calls = (ElementValues | null)[];
let n = 0;
const tag = () => `avios-class-test-${++n}`;

/** A render that records what it was given, and an element class over it. */
function setup(lazy: boolean, fail = 0) {
  const calls: Calls = [];
  const render: ElementRender = (_root, values) => void calls.push(values);
  let failures = fail;
  const load = vi.fn(async () => {
    if (failures-- > 0) throw new Error('network down');
    return render;
  });
  const unavailable = vi.fn();
  const name = tag();
  const Element = elementClass(['currency', 'apiUrl'], lazy ? { load, unavailable } : { render });
  customElements.define(name, Element);
  const create = () => document.createElement(name) as HTMLElement & Record<string, unknown>;
  return { calls, load, name, create, unavailable };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('elementClass', () => {
  it('renders into an open shadow root with its attributes as properties', () => {
    const { calls, create } = setup(false);
    const el = create();
    el.setAttribute('api-url', 'https://api.example');
    document.body.append(el);
    expect(el.shadowRoot?.mode).toBe('open');
    expect(calls.at(-1)).toEqual({ apiUrl: 'https://api.example' });
    expect(el.apiUrl).toBe('https://api.example');

    el.currency = 'EUR';
    expect(el.getAttribute('currency')).toBe('EUR');
    expect(calls.at(-1)).toEqual({ apiUrl: 'https://api.example', currency: 'EUR' });
  });

  it('clears a value removed, emptied or set to undefined or null', () => {
    const { calls, create } = setup(false);
    const el = create();
    el.setAttribute('currency', 'EUR');
    document.body.append(el);
    for (const clear of [
      () => el.removeAttribute('currency'),
      () => el.setAttribute('currency', ''),
      () => (el.currency = undefined),
      () => (el.currency = null),
    ]) {
      el.currency = 'GBP';
      expect(calls.at(-1)).toEqual({ currency: 'GBP' });
      clear();
      expect(calls.at(-1)?.currency).toBeUndefined();
      expect(el.hasAttribute('currency') && el.getAttribute('currency') !== '').toBe(false);
    }
  });

  it('loads its screens once, on the first connection of any element of the tag', async () => {
    const { calls, load, create } = setup(true);
    const first = create();
    const second = create();
    expect(load).not.toHaveBeenCalled();
    document.body.append(first, second);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('keeps a property a host set before the tag was defined', async () => {
    const name = tag();
    const early = document.createElement(name) as HTMLElement & Record<string, unknown>;
    early.currency = 'USD'; // an own property: no accessor yet
    document.body.append(early);
    const calls: Calls = [];
    customElements.define(
      name,
      elementClass(['currency'], { render: (_root, values) => void calls.push(values) }),
    );
    await settle();
    expect(early.getAttribute('currency')).toBe('USD');
    expect(calls.at(-1)).toEqual({ currency: 'USD' });
  });

  it('keeps its screens when moved within the page, and removes them when taken out', async () => {
    const { calls, create } = setup(false);
    const el = create();
    const other = document.createElement('div');
    document.body.append(el, other);
    other.append(el); // moved: out and back in within one task
    await settle();
    expect(calls.filter((c) => c === null)).toHaveLength(0);
    el.remove();
    await settle();
    expect(calls.at(-1)).toBeNull();
  });

  it('says when its screens cannot load, and tries again on the next connection', async () => {
    const { calls, load, create, unavailable } = setup(true, 1);
    const errors: unknown[] = [];
    document.addEventListener('avios-error', (e) => errors.push((e as CustomEvent).detail));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = create();
    document.body.append(el);
    await settle();
    expect(errors).toEqual([expect.objectContaining({ code: 'element_unavailable' })]);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('could not load its screens'));
    // what replaces the screens (the loader's unavailable.ts) is shown in the element's root
    expect(unavailable).toHaveBeenCalledWith(el.shadowRoot, expect.any(Error));
    el.remove();
    document.body.append(el);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(1);
    spy.mockRestore();
  });
});
