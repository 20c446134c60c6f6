// What a host framework's typings need to know of each element: its class, its properties
// (each one a kebab-case attribute, all strings) and the events it fires, all from the element
// table (src/elements.ts) and the class each element's define.ts adds to
// `HTMLElementTagNameMap`. jsx.d.ts (React 18 and 19) and vue.d.ts (Vue 3) build on this one
// map, so every element is typed alike and a new element or property shows up in both.
import type { ElementConfigProps } from './config';
import type { AviosEventMap } from './events';
import type { AviosConfigElement } from './pageConfig';
import type { AviosReadiness } from './readiness';
import type { AviosTag, ElementRowOf, ObservedProperty } from './tags';

/** Element `Tag`'s class, as its define.ts declares it (a missing define.ts fails here). */
type ElementOf<Tag extends AviosTag> = HTMLElementTagNameMap[Tag];

/** What an element's props interface adds to `HTMLElement` and readiness. */
type OwnProperty<E> = Exclude<keyof E, keyof HTMLElement | keyof AviosReadiness>;

type ElementTypes = {
  [Tag in AviosTag]: {
    element: ElementOf<Tag>;
    props: {
      [K in keyof ElementOf<Tag> as K extends ObservedProperty<Tag> ? K : never]: ElementOf<Tag>[K];
    };
    events: ElementRowOf<Tag>['events'][number];
  };
};

// every element observes exactly its props interface: a row's `props` missing a property of
// the interface, or naming one it does not have, fails the type check here
type Mismatched = {
  [Tag in AviosTag]: [OwnProperty<ElementOf<Tag>>] extends [ObservedProperty<Tag>]
    ? [ObservedProperty<Tag>] extends [OwnProperty<ElementOf<Tag>>]
      ? never
      : Tag
    : Tag;
}[AviosTag];
const everyPropertyObserved: [Mismatched] extends [never] ? true : Mismatched = true;
void everyPropertyObserved;

/** Tag name -> the element's class, its properties and the events it fires. */
export interface AviosElements extends ElementTypes {
  /** Renders nothing; its attributes configure every element on the page (pageConfig.ts). */
  'avios-config': { element: AviosConfigElement; props: ElementConfigProps; events: never };
}

export type AviosTagName = keyof AviosElements;

/** `apiUrl` -> `api-url`: an attribute's name from its property's, as elementClass derives it. */
export type AttributeName<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${AttributeName<Tail>}`
  : S;

type ToAttributes<P> = {
  [
    K in keyof P as K extends 'container' ? never : K extends string ? AttributeName<K> : never
  ]: P[K];
};
type ToProperties<P> = { [K in keyof P as K extends 'container' ? never : K]: P[K] };

/** The attributes of element `Tag` (`api-url`, `transaction-id`, ...), all optional strings. */
export type AviosAttributes<Tag extends AviosTagName> = ToAttributes<AviosElements[Tag]['props']>;

/** The properties a host sets on element `Tag` (`apiUrl`, `transactionId`, ...). */
export type AviosProperties<Tag extends AviosTagName> = ToProperties<AviosElements[Tag]['props']>;

/** The events element `Tag` fires, by name. */
export type AviosElementEvents<Tag extends AviosTagName> = {
  [K in AviosElements[Tag]['events']]: AviosEventMap[K];
};
