// The one way an `avios-*` element class is made: r2wc over the element's root component,
// rendered into an open shadow root, with the readiness API every element shares.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { withReadiness } from './readiness';

/** An element class for `component`, with `props` the attributes/properties it observes. */
export function elementClass<Props extends object>(
  component: ComponentType<Props>,
  props: NonNullable<Parameters<typeof r2wc<Props>>[1]>['props'],
): CustomElementConstructor {
  // imported in Node (server rendering, tests, a bundler's prerender) there is no DOM: an
  // inert class keeps the import from throwing; define.ts registers nothing without
  // customElements
  if (typeof HTMLElement === 'undefined') return class {} as unknown as CustomElementConstructor;
  return withReadiness(withClearing(r2wc(component, { shadow: 'open', props })));
}

// r2wc's own (registered) symbols: the element's props object and its render method
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcElement = HTMLElement & {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
};

/**
 * r2wc ignores an attribute removed or set to '' (and so a property set to undefined or '',
 * which it writes back as the attribute): the element kept the old value, and a host could
 * not clear a filter (`removeAttribute('currency')`, React's `sizes={undefined}`, Vue's
 * `:sizes="null"`). Here a removed or empty attribute unsets its property and re-renders,
 * which the elements read as "not given" (their defaults).
 */
function withClearing(base: CustomElementConstructor): CustomElementConstructor {
  const Base = base as unknown as new () => R2wcElement;
  const toProperty = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return class extends Base {
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      super.attributeChangedCallback(name, old, value);
      if (value !== null && value !== '') return;
      // (a property set to undefined has cleared its value already, then removed the attribute)
      this[PROPS][toProperty(name)] = undefined;
      this[RENDER]();
    }
  } as unknown as CustomElementConstructor;
}
