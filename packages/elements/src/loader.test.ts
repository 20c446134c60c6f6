// @vitest-environment happy-dom
// The loader (loader.ts) registers every tag of the element table (elements.ts) without
// loading a screen, each with its own screens module (src/<tag>/render.ts) to fetch.
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from './elements';
import { ELEMENT_PROPS, attributeName } from './shared/tags';
import './loader';

describe('the loader', () => {
  it('registers every tag of the table, observing its properties, and <avios-config>', () => {
    for (const { tag } of ELEMENTS) {
      const element = customElements.get(tag) as
        (CustomElementConstructor & { observedAttributes: string[] }) | undefined;
      expect(element, tag).toBeDefined();
      expect(element?.observedAttributes).toEqual(ELEMENT_PROPS[tag].map(attributeName));
    }
    expect(customElements.get('avios-config')).toBeDefined();
  });

  it('finds a screens module for every row, and no screens without a row', () => {
    const screens = Object.keys(import.meta.glob('./avios-*/render.ts'));
    expect(screens.sort()).toEqual(ELEMENTS.map(({ tag }) => `./${tag}/render.ts`).sort());
  });
});
