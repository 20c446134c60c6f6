// JSX typings of every `avios-*` element for React 18 and React 19 hosts (docs/elements.md,
// "Hosts"). Opt in once per project, e.g. in `src/avios-elements.d.ts`:
//
//   /// <reference types="@avios/elements/jsx" />
//
// Attributes are typed by their kebab-case names (`api-url`), the spelling that works in
// both React 18 (which sets attributes) and React 19 (which sets `api-url` as an attribute
// and known camelCase names as properties); values are strings. `ref` is the element's class,
// so `ref.current.ready`, `.isReady` and `addEventListener('avios-ready', ...)` are typed.
// With React 19's types, `onavios-ready={(e) => e.detail.partner}` and the other `on` + event
// name props are typed too: React 19 adds them as event listeners; React 18 ignores them, so
// they are left out there (listen through the ref instead).
import type * as React from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AviosAttributes, AviosElementEvents, AviosElements, AviosTagName } from './index.js';

/** React 19's types declare `use`; React 18's (without `react/canary`) do not. */
type IsReact19 = typeof React extends { use: unknown } ? true : false;

/** `onavios-ready` and the like: React 19 listens to custom element events by their name. */
type AviosReactEventProps<Tag extends AviosTagName> = IsReact19 extends true
  ? {
      [K in keyof AviosElementEvents<Tag> as `on${K & string}`]?: (
        event: AviosElementEvents<Tag>[K],
      ) => void;
    }
  : unknown;

/** The JSX props of element `Tag`: HTML attributes, its own attributes, `ref` to its class. */
export type AviosReactProps<Tag extends AviosTagName> = DetailedHTMLProps<
  HTMLAttributes<AviosElements[Tag]['element']>,
  AviosElements[Tag]['element']
> &
  AviosAttributes<Tag> &
  AviosReactEventProps<Tag>;

/** Every `avios-*` tag with its JSX props. */
export type AviosIntrinsicElements = { [Tag in AviosTagName]: AviosReactProps<Tag> };

declare module 'react' {
  // React 19, and React 18.2.8 and later with the `react-jsx` transform: `React.JSX`.
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends AviosIntrinsicElements {}
  }
}

declare global {
  // React 18's global `JSX` namespace (deprecated there, absent from React 19's types).
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends AviosIntrinsicElements {}
  }
}
