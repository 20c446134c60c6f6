// One stylesheet for every screen, as a string: <AviosStyles /> renders it once, in the
// page or inside an element's shadow root, so no bundler CSS handling is needed.
// Theming: override any --avios-color-* / --avios-* custom property on an ancestor or on
// `.avios-root`; brand defaults come from [data-partner] (IB red/yellow, BA navy, EI green).
// Colours are chosen for WCAG AA contrast (4.5:1 for text). Breakpoints follow spec §9:
// sm 480, md 768, lg 1024, xl 1440.

import { layoutCss } from './layoutCss';
import { screensCss } from './screensCss';

const tokens = `
.avios-root {
  --_primary: var(--avios-color-primary, var(--avios-brand-primary, #0b2a5b));
  --_on-primary: var(--avios-color-on-primary, var(--avios-brand-on-primary, #ffffff));
  --_accent: var(--avios-color-accent, var(--avios-brand-accent, #eef3fb));
  --_on-accent: var(--avios-color-on-accent, var(--avios-brand-on-accent, #0b2a5b));
  --_text: var(--avios-color-text, #1f2937);
  --_muted: var(--avios-color-muted, #5b6472);
  --_bg: var(--avios-color-background, #ffffff);
  --_surface: var(--avios-color-surface, #f6f7f9);
  --_border: var(--avios-color-border, #8c95a3);
  --_focus: var(--avios-color-focus, #005fcc);
  --_error: var(--avios-color-error, #b42318);
  --_error-bg: var(--avios-color-error-background, #fff1f0);
  --_warning: var(--avios-color-warning, #8a5300);
  --_warning-bg: var(--avios-color-warning-background, #fff7e6);
  --_success: var(--avios-color-success, #1d6b34);
  --_success-bg: var(--avios-color-success-background, #edf7ef);
  --_radius: var(--avios-radius, 8px);
  --_font: var(--avios-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  --_space: var(--avios-space, 1rem);
  --_max: var(--avios-max-width, 1200px);
  font-family: var(--_font);
  /* a word longer than its box (a 100 KB string from content) breaks instead of widening the
     page to millions of pixels; ordinary text is unchanged */
  overflow-wrap: anywhere;
  color: var(--_text);
  background: var(--_bg);
  line-height: 1.5;
  font-size: 1rem;
  box-sizing: border-box;
}
.avios-root *, .avios-root *::before, .avios-root *::after { box-sizing: inherit; }
.avios-root[data-partner='IB'] {
  --avios-brand-primary: #c8102e; --avios-brand-on-primary: #ffffff;
  --avios-brand-accent: #fcd200; --avios-brand-on-accent: #1a1a1a;
}
.avios-root[data-partner='BA'] {
  --avios-brand-primary: #0b2a5b; --avios-brand-on-primary: #ffffff;
  --avios-brand-accent: #eef3fb; --avios-brand-on-accent: #0b2a5b;
}
.avios-root[data-partner='EI'] {
  --avios-brand-primary: #00704a; --avios-brand-on-primary: #ffffff;
  --avios-brand-accent: #e9f6f0; --avios-brand-on-accent: #00573a;
}
.avios-root :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.avios-root h1, .avios-root h2, .avios-root h3 { line-height: 1.2; margin: 0 0 0.5em; }
.avios-root h1 { font-size: 1.75rem; }
.avios-root h2 { font-size: 1.375rem; }
.avios-root h3 { font-size: 1.125rem; }
.avios-root p { margin: 0 0 0.75em; }
/* one class of specificity, and never on button-styled links: any component class declared
   later (buttons, header and footer links, article titles) sets its own colour */
.avios-root :where(a:not(.avios-button)) { color: var(--_primary); }
.avios-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (min-width: 768px) {
  .avios-root h1 { font-size: 2.25rem; }
  .avios-root h2 { font-size: 1.625rem; }
}
`;

const controls = `
.avios-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem;
  min-height: 44px; padding: 0.625rem 1.25rem; border-radius: var(--_radius);
  border: 2px solid var(--_primary); background: var(--_primary); color: var(--_on-primary);
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
}
.avios-button:hover:not(:disabled) { filter: brightness(0.92); }
.avios-button[data-variant='secondary'] { background: var(--_bg); color: var(--_primary); }
.avios-button[data-variant='ghost'] {
  background: transparent; color: inherit; border-color: transparent; padding-inline: 0.5rem;
}
.avios-button[data-size='small'] { min-height: 36px; padding: 0.25rem 0.75rem; font-size: 0.875rem; }
.avios-button[data-block] { width: 100%; }
.avios-button:disabled, .avios-button[aria-disabled='true'] {
  background: #e5e7eb; border-color: #e5e7eb; color: #4b5563; cursor: not-allowed;
}
.avios-spinner {
  display: inline-block; width: 1.25rem; height: 1.25rem; border-radius: 50%;
  border: 3px solid currentColor; border-right-color: transparent;
  animation: avios-spin 0.8s linear infinite;
}
.avios-progress { display: flex; align-items: center; gap: 0.75rem; padding: var(--_space) 0; }
@keyframes avios-spin { to { transform: rotate(360deg); } }
.avios-skeleton {
  display: block; background: #e5e7eb; border-radius: 4px;
  animation: avios-pulse 1.4s ease-in-out infinite;
}
@keyframes avios-pulse { 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) {
  .avios-spinner, .avios-skeleton { animation: none; }
}
.avios-alert {
  display: flex; gap: 0.75rem; align-items: flex-start; padding: 0.875rem 1rem;
  border-radius: var(--_radius); border-left: 6px solid var(--_error);
  background: var(--_error-bg); color: var(--_text); margin: 0 0 var(--_space);
}
.avios-alert[data-severity='warning'] { border-color: var(--_warning); background: var(--_warning-bg); }
.avios-alert[data-severity='info'], .avios-alert[data-severity='success'] {
  border-color: var(--_success); background: var(--_success-bg);
}
.avios-alert__body { flex: 1; }
.avios-alert__title { display: block; font-weight: 700; margin-bottom: 0.25rem; }
.avios-alert__text { margin: 0; }
.avios-card {
  display: flex; flex-direction: column; gap: 0.5rem; padding: var(--_space);
  border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_bg);
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
  width: 1.75rem; height: 1.75rem; border-radius: 50%; border: 2px solid var(--_border);
  font-size: 0.8125rem; font-weight: 700;
}
.avios-breadcrumb li:not(:last-child)::after {
  content: ''; width: 1.5rem; height: 2px; background: var(--_border); margin-left: 0.25rem;
}
@media (max-width: 479.98px) { .avios-breadcrumb li:not(:last-child)::after { display: none; } }
.avios-breadcrumb li[data-done] { color: var(--_text); }
.avios-breadcrumb li[data-done]::before { background: var(--_primary); border-color: var(--_primary); color: var(--_on-primary); }
.avios-breadcrumb li[aria-current='step'] { color: var(--_text); font-weight: 700; }
.avios-breadcrumb li[aria-current='step']::before { border-color: var(--_primary); color: var(--_primary); }
.avios-segmented { border: 0; padding: 0; margin: 0; min-width: 0; }
.avios-segmented legend { font-weight: 600; padding: 0; margin-bottom: 0.375rem; }
.avios-segmented__options { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.avios-segmented__option {
  display: inline-flex; align-items: center; min-height: 40px; padding: 0.375rem 0.875rem;
  border: 2px solid var(--_border); border-radius: 999px; background: var(--_bg);
  color: var(--_text); font: inherit; cursor: pointer;
}
.avios-segmented__option[aria-pressed='true'], .avios-segmented__option[aria-checked='true'] {
  border-color: var(--_primary); background: var(--_primary); color: var(--_on-primary);
}
.avios-countdown { font-variant-numeric: tabular-nums; font-weight: 700; }
.avios-field { display: flex; flex-direction: column; gap: 0.25rem; margin-bottom: 0.875rem; min-width: 0; }
.avios-field label { font-weight: 600; }
.avios-field__hint { color: var(--_muted); font-size: 0.875rem; }
/* inputs fill their column: their default size (20 characters) must never widen a phone page */
.avios-field input, .avios-field select {
  width: 100%; min-width: 0; min-height: 44px; padding: 0.5rem 0.75rem; font: inherit; color: var(--_text);
  border: 2px solid var(--_border); border-radius: var(--_radius); background: var(--_bg);
}
.avios-field input[aria-invalid='true'] { border-color: var(--_error); }
.avios-field__error { color: var(--_error); font-size: 0.875rem; }
/* fields side by side share rows (label, hint, input, error), so the inputs line up even
   when one hint wraps to two lines */
.avios-field-row {
  display: grid; grid-template-columns: repeat(var(--avios-field-columns, 2), minmax(0, 1fr));
  grid-template-rows: repeat(4, auto); column-gap: 0.75rem; margin-bottom: 0.875rem;
}
.avios-field-row > .avios-field {
  display: grid; grid-row: span 4; grid-template-rows: subgrid; align-content: start;
  row-gap: 0.25rem; margin-bottom: 0;
}
.avios-field-row > .avios-field > label { grid-row: 1; }
.avios-field-row > .avios-field > .avios-field__hint { grid-row: 2; }
.avios-field-row > .avios-field > input, .avios-field-row > .avios-field > select { grid-row: 3; }
.avios-field-row > .avios-field > .avios-field__error { grid-row: 4; }
`;

/** The whole stylesheet; render it once with `<AviosStyles />`. */
export const aviosCss = tokens + controls + layoutCss + screensCss;
