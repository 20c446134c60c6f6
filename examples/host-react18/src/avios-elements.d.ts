// Opts this app into the JSX typings @avios/elements ships (docs/elements.md, "Typings for
// React and Vue hosts"): every avios-* tag joins React 18's global JSX.IntrinsicElements
// (and React.JSX, which the `react-jsx` transform reads), `ref` is the element's class.
// React 18's types get no `onavios-…` props: React 18 would ignore them.
/// <reference types="@avios/elements/jsx" />
