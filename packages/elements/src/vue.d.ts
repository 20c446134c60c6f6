// Vue 3 typings of every `avios-*` element (docs/elements.md, "Hosts"): each tag is added to
// Vue's `GlobalComponents`, so `vue-tsc` and the Vue editor tools check its props and events
// in templates. Opt in once per project, e.g. in `src/avios-elements.d.ts`:
//
//   /// <reference types="@avios/elements/vue" />
//
// and tell Vue's compiler the tags are custom elements (`isCustomElement`, see the docs).
// The shape is the one Vue's guide gives for custom elements ("Web Components and
// TypeScript"): a constructor of the element whose `$props` and `$emit` exist for template
// type checking only. Props are the camelCase properties (`apiUrl`; Vue also accepts
// `api-url` in templates), all strings; events are the element's `avios-*` events, heard
// with `@avios-ready="(e) => e.detail.partner"`.
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { AviosElementEvents, AviosElements, AviosProperties, AviosTagName } from './index.js';

/** Element `Tag` as Vue's template type checker sees a component. */
export type AviosVueElement<Tag extends AviosTagName> = new () => AviosElements[Tag]['element'] & {
  /** @deprecated For template type checking only: not on the element at run time. */
  $props: HTMLAttributes & Partial<AviosProperties<Tag>> & PublicProps;
  /** @deprecated For template type checking only: not on the element at run time. */
  $emit: EmitFn<{
    [K in keyof AviosElementEvents<Tag>]: (event: AviosElementEvents<Tag>[K]) => void;
  }>;
};

/** Every `avios-*` tag as a Vue global component. */
export type AviosGlobalComponents = { [Tag in AviosTagName]: AviosVueElement<Tag> };

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalComponents extends AviosGlobalComponents {}
}
