// Opts this app into the JSX typings @avios/elements ships (docs/elements.md, "Typings for
// React and Vue hosts"): every avios-* tag joins React.JSX.IntrinsicElements, `ref` is the
// element's class and, with React 19's types, `onavios-…` props are typed events.
/// <reference types="@avios/elements/jsx" />
