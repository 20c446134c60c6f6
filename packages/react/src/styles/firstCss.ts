// The rules of the screens a host shows first (the purchase and gift pages, their skeleton,
// the error and not-available pages, alerts and the element's frame), as pieces in their
// place in the whole stylesheet: laterCss.ts holds the rules of the screens shown after them,
// one piece for each gap between two of these, so that joining the two (joinCss) gives the
// rules in one order, the shop's and an element's once the later rules are in.
// Media queries come from the spec §9 breakpoints table (media.ts).
import { layoutCss } from './layoutCss';
import { packagesCss, screenGridCss, toggleCss } from './screensCss';
import { up } from './media';

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

/** Buttons, the spinner, skeletons, alerts, cards, images. */
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
`;

/** The size, order and currency filters. */
const segmented = `
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
`;

/**
 * The first screens' rules; the later rules (`LATER_CSS`) go between them, one piece after
 * each but the last.
 */
export const FIRST_CSS: readonly string[] = [
  tokens + controls,
  segmented,
  layoutCss + screenGridCss,
  packagesCss,
  toggleCss,
  '',
];

/** The rules in their order: each first piece, then the later piece of that gap. */
export function joinCss(first: readonly string[], later: readonly string[]): string {
  return first.map((piece, i) => piece + (later[i] ?? '')).join('');
}
