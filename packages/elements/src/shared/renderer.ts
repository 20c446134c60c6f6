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

/**
 * An {@link ElementRender} for `component`, which gets the shadow root as `container`.
 * `prepare`, when given, is asked before the first render of each root: a promise it returns
 * (the first screen's answers being cached, firstScreen.ts) is waited for, so that the first
 * render is the one with data; the latest values are then rendered.
 */
export function renderer<Props extends object>(
  component: ComponentType<Props & { container?: ShadowRoot | HTMLElement }>,
  prepare?: (props: Props & { container: ShadowRoot }) => Promise<void> | undefined,
): ElementRender {
  const roots = new WeakMap<ShadowRoot, Root>();
  /** Values that arrived while a root waits for `prepare`: the latest is rendered. */
  const waiting = new WeakMap<ShadowRoot, ElementValues>();
  const draw = (root: Root, container: ShadowRoot, values: ElementValues) =>
    root.render(createElement(component, { ...(values as Props), container }));
  return (container, values) => {
    let root = roots.get(container);
    if (!values) {
      root?.unmount();
      roots.delete(container);
      waiting.delete(container);
      return;
    }
    if (waiting.has(container)) {
      waiting.set(container, values);
      return;
    }
    if (!root) {
      const created = createRoot(container);
      roots.set(container, created);
      const ready = prepare?.({ ...(values as Props), container });
      if (ready) {
        waiting.set(container, values);
        void ready.finally(() => {
          const latest = waiting.get(container);
          waiting.delete(container);
          if (latest && roots.get(container) === created) draw(created, container, latest);
        });
        return;
      }
      root = created;
    }
    draw(root, container, values);
  };
}
