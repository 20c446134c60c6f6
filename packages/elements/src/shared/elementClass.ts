// The one way an `avios-*` element class is made. The class holds what a host gives it
// (attributes and the properties that mirror them, all strings), opens a shadow root and
// asks its screens module to render; the screens are either given (the per-element
// bundles) or loaded on first connection (the loader, src/loader.ts), so the class
// itself stays small. Readiness (`ready`, `isReady`) is shared by every element.
import { emit } from './events';
import type { ElementRender, ElementValues } from './renderer';
import { withReadiness } from './readiness';
import { attributeName } from './tags';

/** The element's screens: given, or loaded on first connection. */
export type ElementScreens =
  | { render: ElementRender }
  | {
      load: () => Promise<ElementRender>;
      /**
       * Shows in the shadow root what replaces screens that could not load (the loader passes
       * unavailable.ts `showUnavailable`; a bundle with its screens in it never needs one).
       */
      unavailable?: (root: ShadowRoot, error: unknown) => void;
      /**
       * Called with the element and its values when it connects while its screens are still
       * to come (the loader starts the first screen's reads: earlyAnswers.ts).
       */
      start?: (element: HTMLElement, values: ElementValues) => void;
    };

/**
 * An element class observing `properties` (each mirrored by its kebab-case attribute).
 * A removed or empty attribute, and a property set to undefined, null or '', unsets the
 * value, which the screens read as "not given" (their defaults).
 */
export function elementClass(
  properties: readonly string[],
  screens: ElementScreens,
): CustomElementConstructor {
  // imported in Node (server rendering, tests, a bundler's prerender) there is no DOM: an
  // inert class keeps the import from throwing; nothing is registered without customElements
  if (typeof HTMLElement === 'undefined') return class {} as unknown as CustomElementConstructor;
  const byAttribute = new Map(properties.map((p) => [attributeName(p), p]));
  let loaded: ElementRender | undefined = 'render' in screens ? screens.render : undefined;
  let loading: Promise<ElementRender> | undefined;
  const load = (): Promise<ElementRender> => {
    if (loaded) return Promise.resolve(loaded);
    if ('render' in screens) return Promise.resolve(screens.render);
    loading ??= screens.load().then(
      (render) => (loaded = render),
      (error: unknown) => {
        loading = undefined; // the next connection tries again
        throw error;
      },
    );
    return loading;
  };

  class AviosElement extends HTMLElement {
    static get observedAttributes() {
      return [...byAttribute.keys()];
    }
    #values: ElementValues = {};
    #connected = false;
    #shown = false;

    constructor() {
      super();
      // a property a host set before the tag was defined is an own property hiding the
      // accessor: hand it to the accessor (which writes the attribute)
      for (const property of properties) {
        if (!Object.prototype.hasOwnProperty.call(this, property)) continue;
        const value = (this as unknown as ElementValues)[property];
        delete (this as unknown as ElementValues)[property];
        (this as unknown as ElementValues)[property] = value;
      }
    }

    connectedCallback() {
      this.#connected = true;
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (loaded) return this.#show(loaded, root);
      if ('start' in screens) screens.start?.(this, { ...this.#values });
      load().then(
        (render) => {
          if (this.#connected) this.#show(render, root);
        },
        (error: unknown) => {
          const message = `<${this.localName}> could not load its screens: ${String(error)}`;
          console.error(message);
          if ('unavailable' in screens) screens.unavailable?.(root, error);
          emit(this, 'avios-error', {
            code: 'element_unavailable',
            severity: 'error',
            scope: 'global',
            message,
          });
        },
      );
    }

    disconnectedCallback() {
      this.#connected = false;
      // moved within the page (out and back in the same task): keep the screens and state
      queueMicrotask(() => {
        if (this.#connected || !this.#shown || !this.shadowRoot) return;
        this.#shown = false;
        loaded?.(this.shadowRoot, null);
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const property = byAttribute.get(name);
      if (!property) return;
      this.#values[property] = value === null || value === '' ? undefined : value;
      if (this.#shown && loaded && this.shadowRoot) this.#show(loaded, this.shadowRoot);
    }

    #show(render: ElementRender, root: ShadowRoot) {
      this.#shown = true;
      render(root, { ...this.#values });
    }
  }

  for (const property of properties) {
    const attribute = attributeName(property);
    Object.defineProperty(AviosElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute) || undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === undefined || value === null || value === '') this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  return withReadiness(AviosElement);
}
