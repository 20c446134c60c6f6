// One stylesheet for every screen, as a string: <AviosStyles /> renders it once, in the
// page or inside an element's shadow root, so no bundler CSS handling is needed.
// Theming: a partner sets any token of themes.ts (`--avios-*`) on an ancestor; the rules read
// each one through its resolved `--_*` twin, whose brand default comes from [data-partner]
// (IB red/yellow, BA navy, EI green). Every brand theme keeps WCAG AA contrast
// (themes.test.ts). Media queries come from the spec §9 breakpoints table (media.ts).
import { layoutCss, shopFrameCss } from './layoutCss';
import { screensCss } from './screensCss';
import { themeCss } from './themes';
import { below, up } from './media';

const tokens = `
.avios-root {
  font-family: var(--_font-family);
  /* a word longer than its box (a 100 KB string from content) breaks instead of widening the
     page to millions of pixels; ordinary text is unchanged */
  overflow-wrap: anywhere;
  color: var(--_text);
  background: var(--_background);
  line-height: var(--_line-height);
  font-size: var(--_font-size);
  box-sizing: border-box;
}
.avios-root *, .avios-root *::before, .avios-root *::after { box-sizing: inherit; }
.avios-root :focus-visible { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
.avios-root h1, .avios-root h2, .avios-root h3 {
  line-height: 1.2; margin: 0 0 0.5em;
  font-family: var(--_font-family-heading); font-weight: var(--_font-weight-heading);
}
.avios-root h1 { font-size: 1.75rem; }
.avios-root h2 { font-size: 1.375rem; }
.avios-root h3 { font-size: 1.125rem; }
.avios-root p { margin: 0 0 0.75em; }
/* one class of specificity, and never on button-styled links: any component class declared
   later (buttons, header and footer links, article titles) sets its own colour */
.avios-root :where(a:not(.avios-button)) { color: var(--_link); }
.avios-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
${up('md')} {
  .avios-root h1 { font-size: 2.25rem; }
  .avios-root h2 { font-size: 1.625rem; }
}
`;

const controls = `
.avios-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem;
  min-height: 44px; padding: 0.625rem 1.25rem; border-radius: var(--_radius-button);
  border: var(--_border-width-control) solid var(--_primary); background: var(--_primary);
  color: var(--_on-primary); font: inherit; font-weight: var(--_font-weight-strong);
  text-decoration: none; cursor: pointer;
}
.avios-button:hover:not(:disabled) { filter: brightness(0.92); }
.avios-button[data-variant='secondary'] { background: var(--_background); color: var(--_primary); }
.avios-button[data-variant='ghost'] {
  background: transparent; color: inherit; border-color: transparent; padding-inline: 0.5rem;
}
.avios-button[data-size='small'] { min-height: 36px; padding: 0.25rem 0.75rem; font-size: 0.875rem; }
.avios-button[data-block] { width: 100%; }
.avios-button:disabled, .avios-button[aria-disabled='true'] {
  background: var(--_disabled); border-color: var(--_disabled); color: var(--_on-disabled);
  cursor: not-allowed;
}
.avios-spinner {
  display: inline-block; width: 1.25rem; height: 1.25rem; border-radius: 50%;
  border: 3px solid currentColor; border-right-color: transparent;
  animation: avios-spin 0.8s linear infinite;
}
.avios-progress { display: flex; align-items: center; gap: 0.75rem; padding: var(--_space) 0; }
@keyframes avios-spin { to { transform: rotate(360deg); } }
.avios-skeleton {
  display: block; background: var(--_skeleton); border-radius: var(--_radius-small);
  animation: avios-pulse 1.4s ease-in-out infinite;
}
@keyframes avios-pulse { 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) {
  .avios-spinner, .avios-skeleton { animation: none; }
}
.avios-alert {
  display: flex; gap: 0.75rem; align-items: flex-start; padding: 0.875rem 1rem;
  border-radius: var(--_radius); border-left: 6px solid var(--_error);
  background: var(--_error-background); color: var(--_text); margin: 0 0 var(--_space);
}
.avios-alert[data-severity='warning'] { border-color: var(--_warning); background: var(--_warning-background); }
.avios-alert[data-severity='success'] { border-color: var(--_success); background: var(--_success-background); }
.avios-alert[data-severity='info'] { border-color: var(--_info); background: var(--_info-background); }
.avios-alert__body { flex: 1; }
.avios-alert__title { display: block; font-weight: 700; margin-bottom: 0.25rem; }
.avios-alert__text { margin: 0; }
.avios-card {
  display: flex; flex-direction: column; gap: var(--_space-sm); padding: var(--_space);
  border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); background: var(--_background);
}
/* ResponsiveImage: the blurred placeholder until the image covers it; a background sits behind its section */
.avios-picture { display: block; position: relative; overflow: hidden; background: var(--_surface); }
.avios-picture::before {
  content: ''; position: absolute; inset: 0; transform: scale(1.1); filter: blur(12px);
  background: var(--avios-image-placeholder) center / cover;
}
.avios-picture .avios-picture__img { display: block; position: relative; margin: 0; background: none; }
.avios-hero, .avios-fullpage { position: relative; isolation: isolate; }
.avios-picture--background { position: absolute; inset: 0; z-index: -1; background: none; }
.avios-picture--background img { width: 100%; height: 100%; object-fit: cover; }
/* checkout steps: numbered circles joined by a line; done steps filled, the current one ringed */
.avios-breadcrumb ol {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; list-style: none;
  padding: 0; margin: 0 0 1.5rem; counter-reset: avios-step; font-size: 0.9375rem;
}
.avios-breadcrumb li { display: inline-flex; align-items: center; gap: 0.5rem; color: var(--_muted); counter-increment: avios-step; }
.avios-breadcrumb li::before {
  content: counter(avios-step); display: inline-grid; place-items: center; flex: none;
  width: 1.75rem; height: 1.75rem; border-radius: 50%;
  border: var(--_border-width-control) solid var(--_border-strong);
  font-size: 0.8125rem; font-weight: 700;
}
.avios-breadcrumb li:not(:last-child)::after {
  content: ''; width: 1.5rem; height: 2px; background: var(--_border); margin-left: 0.25rem;
}
${below('sm')} { .avios-breadcrumb li:not(:last-child)::after { display: none; } }
.avios-breadcrumb li[data-done] { color: var(--_text); }
.avios-breadcrumb li[data-done]::before { background: var(--_primary); border-color: var(--_primary); color: var(--_on-primary); }
.avios-breadcrumb li[aria-current='step'] { color: var(--_text); font-weight: 700; }
.avios-breadcrumb li[aria-current='step']::before { border-color: var(--_primary); color: var(--_primary); }
.avios-segmented { border: 0; padding: 0; margin: 0; min-width: 0; }
.avios-segmented legend { font-weight: var(--_font-weight-strong); padding: 0; margin-bottom: 0.375rem; }
.avios-segmented__options { display: flex; flex-wrap: wrap; gap: var(--_space-sm); }
.avios-segmented__option {
  display: inline-flex; align-items: center; min-height: 40px; padding: 0.375rem 0.875rem;
  border: var(--_border-width-control) solid var(--_border-strong); border-radius: var(--_radius-pill);
  background: var(--_background);
  color: var(--_text); font: inherit; cursor: pointer;
}
.avios-segmented__option[aria-pressed='true'], .avios-segmented__option[aria-checked='true'] {
  border-color: var(--_primary); background: var(--_primary); color: var(--_on-primary);
}
.avios-countdown { font-variant-numeric: tabular-nums; font-weight: 700; }
.avios-field { display: flex; flex-direction: column; gap: var(--_space-xs); margin-bottom: 0.875rem; min-width: 0; }
.avios-field label { font-weight: var(--_font-weight-strong); }
.avios-field__hint { color: var(--_muted); font-size: 0.875rem; }
/* inputs fill their column: their default size (20 characters) must never widen a phone page */
.avios-field input, .avios-field select {
  width: 100%; min-width: 0; min-height: 44px; padding: 0.5rem 0.75rem; font: inherit; color: var(--_text);
  border: var(--_border-width-control) solid var(--_border-strong); border-radius: var(--_radius-input);
  background: var(--_input-background);
}
.avios-field input[aria-invalid='true'] { border-color: var(--_error); }
.avios-field__error { color: var(--_error); font-size: 0.875rem; }
/* fields side by side share rows (label, hint, input, error), so the inputs line up even
   when one hint wraps to two lines */
.avios-field-row {
  display: grid; grid-template-columns: repeat(var(--_field-columns), minmax(0, 1fr));
  grid-template-rows: repeat(4, auto); column-gap: 0.75rem; margin-bottom: 0.875rem;
}
.avios-field-row > .avios-field {
  display: grid; grid-row: span 4; grid-template-rows: subgrid; align-content: start;
  row-gap: var(--_space-xs); margin-bottom: 0;
}
.avios-field-row > .avios-field > label { grid-row: 1; }
.avios-field-row > .avios-field > .avios-field__hint { grid-row: 2; }
.avios-field-row > .avios-field > input, .avios-field-row > .avios-field > select { grid-row: 3; }
.avios-field-row > .avios-field > .avios-field__error { grid-row: 4; }
`;

/** The screens' stylesheet without the shop's frame (the web components' own sheet). */
export const widgetCss = themeCss() + tokens + controls + layoutCss + screensCss;

const join = (...parts: string[]): string => parts.join('');

/** The whole stylesheet; render it once with `<AviosStyles />`. */
// (a pure call, so a bundle that does not use it, an element's, leaves the frame's rules out)
export const aviosCss = /* @__PURE__ */ join(widgetCss, shopFrameCss);
