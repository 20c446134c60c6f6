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
  return withReadiness(r2wc(component, { shadow: 'open', props }));
}
