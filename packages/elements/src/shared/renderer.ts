// The screens' half of an element: renders the element's root component into its shadow
// root. The element class (elementClass.ts) holds the attributes and properties and calls
// this once the screens are loaded, so the class itself can live in the small loader.
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

/** The element's current property values: a string, or undefined when not given. */
export type ElementValues = Record<string, string | undefined>;

/** Renders the element's screens into `root` with `values`, or removes them (`null`). */
export type ElementRender = (root: ShadowRoot, values: ElementValues | null) => void;

/** What a screens module exports: `render` for its element. */
export interface ElementScreensModule {
  render: ElementRender;
}

/** An {@link ElementRender} for `component`, which gets the shadow root as `container`. */
export function renderer<Props extends object>(
  component: ComponentType<Props & { container?: ShadowRoot | HTMLElement }>,
): ElementRender {
  const roots = new WeakMap<ShadowRoot, Root>();
  return (container, values) => {
    let root = roots.get(container);
    if (!values) {
      root?.unmount();
      roots.delete(container);
      return;
    }
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(createElement(component, { ...(values as Props), container }));
  };
}
