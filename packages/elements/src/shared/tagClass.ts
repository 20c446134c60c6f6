// The class of an avios-* tag with its screens given, as each element's define.ts registers it:
// what it observes comes from its row in src/elements.ts (shared/tags.ts `ELEMENT_PROPS`), its
// type from the `HTMLElementTagNameMap` entry its define.ts declares.
import { elementClass } from './elementClass';
import type { ElementRender } from './renderer';
import { ELEMENT_PROPS } from './tags';
import type { AviosTag } from './tags';

/** The class of `<Tag>`. */
export type AviosElementClass<Tag extends AviosTag> = {
  new (): HTMLElementTagNameMap[Tag];
  prototype: HTMLElementTagNameMap[Tag];
};

/** `<tag>`'s class, rendering its screens with `render`. */
export const tagClass = <Tag extends AviosTag>(
  tag: Tag,
  render: ElementRender,
): AviosElementClass<Tag> =>
  elementClass(ELEMENT_PROPS[tag], { render }) as unknown as AviosElementClass<Tag>;
