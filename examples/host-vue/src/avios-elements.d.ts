// Opts this app into the Vue typings @avios/elements ships (docs/elements.md, "Typings for
// React and Vue hosts"): every avios-* tag joins Vue's GlobalComponents, so vue-tsc checks
// the template's props and types the `@avios-…` handlers' events.
/// <reference types="@avios/elements/vue" />
