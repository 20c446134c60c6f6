// A minimal local stand-in for the `vue` package's types, so that the root type check
// (`tsc -p tsconfig.json`) can check src/vue.d.ts and src/vue.test-d.ts while `vue` is not
// installed in this repository. Only what src/vue.d.ts uses, shaped as in vue 3.5.
// DELETE THIS FILE when `vue` becomes a dependency (e.g. the Vue 3 example of issue 12): an
// ambient module declaration wins over the installed package and would hide its types.
declare module 'vue' {
  type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
    arg: infer I,
  ) => void
    ? I
    : never;

  /** As `EmitFn` of @vue/runtime-core for an object of event handlers. */
  export type EmitFn<Options = Record<string, (...args: never[]) => unknown>> = UnionToIntersection<
    {
      [K in keyof Options]: Options[K] extends (...args: infer Args) => unknown
        ? (event: K, ...args: Args) => void
        : (event: K, ...args: unknown[]) => void;
    }[keyof Options]
  >;

  /** Part of @vue/runtime-dom's `HTMLAttributes`. */
  export interface HTMLAttributes {
    class?: unknown;
    style?: unknown;
    id?: string;
    hidden?: boolean | 'true' | 'false' | '' | 'hidden' | 'until-found';
    slot?: string;
    title?: string;
    lang?: string;
    onClick?: (payload: MouseEvent) => void;
  }

  /** As `PublicProps` (VNodeProps & AllowedComponentProps & ComponentCustomProps). */
  export type PublicProps = {
    key?: PropertyKey;
    ref?: unknown;
    ref_for?: boolean;
    ref_key?: string;
    class?: unknown;
    style?: unknown;
  };

  /** Global components of `vue` (Teleport, Suspense, ... upstream); augmented by src/vue.d.ts. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface GlobalComponents {}
}
