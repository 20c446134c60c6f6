// The rules of the screens shown after the first (the recipient step, checkout, the result,
// transfer, booster, subscription and discovery pages), fetched when the browser is first
// idle or at the member's first interaction (laterStyles.ts): the first screens' stylesheet
// carries none of them. Each piece goes in its gap between two of FIRST_CSS (firstCss.ts).
// Media queries come from the spec §9 breakpoints table (media.ts).
import { below, up } from './media';

/** The checkout steps: numbered circles joined by a line. */
const breadcrumb = `
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
`;

/** The countdown and form fields (recipient, card, transfer, booster). */
const fields = `
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

/** Discovery: product cards, the hero, articles, the comparison table. */
const discovery = `
.avios-grid img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: var(--_radius-small); background: var(--_surface); }
.avios-grid .avios-picture { border-radius: var(--_radius-small); }
/* One card over the hero image: its own white ground keeps the text at AA contrast on any
   image. The hero keeps one height while loading and loaded (min-height above the content),
   so the sections below never move; the card hangs from the top, so a balance line that
   arrives late does not move it either. */
.avios-hero {
  display: grid; align-content: start; min-height: 22rem; padding-block: 2rem;
  background: var(--_accent); color: var(--_on-accent); background-size: cover; background-position: center;
}
.avios-hero[aria-busy='true']:not([style]) { background: var(--_surface); }
.avios-hero__card {
  max-width: 36rem; padding: 1.5rem; border-radius: calc(var(--_radius) * 1.5);
  background: var(--_background); color: var(--_text); box-shadow: 0 12px 32px rgb(0 0 0 / 0.18);
}
.avios-hero__card h1 { margin-bottom: 0.5rem; }
.avios-hero__card p { font-size: 1.0625rem; margin-bottom: 1.25rem; }
.avios-hero__balances { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.avios-hero__balance { font-size: 1.375rem; font-weight: 700; color: var(--_primary); }
${up('lg')} {
  .avios-hero { min-height: 24rem; padding-block: 3rem; }
  .avios-hero__card { padding: 2rem 2.25rem; }
}
.avios-badge {
  align-self: flex-start; background: var(--_accent); color: var(--_on-accent);
  font-size: 0.75rem; font-weight: 700; padding: 0.125rem 0.5rem; border-radius: var(--_radius-pill);
}
.avios-article__link { color: var(--_text); text-decoration: none; }
.avios-article__link:hover { text-decoration: underline; }
.avios-article__link::after { content: ''; position: absolute; inset: 0; }
.avios-article { position: relative; }
.avios-article:focus-within { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
.avios-product-card .avios-button { margin-top: auto; align-self: flex-start; }
.avios-product-card__image { display: block; width: 100%; aspect-ratio: 16 / 9; }
.avios-grid + .avios-button { margin-top: 1.25rem; }
.avios-comparison { overflow-x: auto; scroll-snap-type: x mandatory; border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); }
.avios-comparison table { border-collapse: collapse; min-width: 44rem; width: 100%; }
.avios-comparison th, .avios-comparison td { padding: 0.75rem; text-align: left; border-bottom: var(--_border-width) solid var(--_surface); scroll-snap-align: start; }
.avios-comparison thead th { background: var(--_primary); color: var(--_on-primary); }
.avios-comparison tbody th { position: sticky; left: 0; background: var(--_background); }
.avios-comparison__dots { display: flex; justify-content: center; gap: 0.5rem; margin-top: 0.75rem; }
.avios-dot { width: 24px; height: 24px; border-radius: 50%; border: var(--_border-width-control) solid var(--_primary); background: var(--_background); cursor: pointer; }
${up('lg')} { .avios-comparison__dots { display: none; } }
.avios-comparison__footer { color: var(--_muted); font-size: 0.875rem; margin-top: 0.75rem; }
`;

/** Checkout, its summary and wallets, the result. */
const checkout = `
/* minmax(0, …): a column never grows past the screen for a wide child (the page must not
   scroll sideways on a 390 px phone) */
.avios-checkout { display: grid; gap: 1.5rem; grid-template-columns: minmax(0, 1fr); }
.avios-checkout > * { min-width: 0; }
${up('lg')} {
  .avios-checkout { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); align-items: start; }
}
.avios-summary dl { display: grid; grid-template-columns: 1fr auto; gap: 0.5rem 1rem; margin: 0; }
.avios-summary dt { color: var(--_muted); }
.avios-summary dd { margin: 0; font-weight: 600; text-align: right; }
.avios-card-form { max-width: 32rem; }
.avios-wallets { display: grid; gap: 0.75rem; margin: 1rem 0; }
/* the wallets' own black buttons (their brand rules), not the theme's */
.avios-wallet { min-height: 2.75rem; border-radius: var(--_radius-button); border: 2px solid #000; background: #000; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
.avios-wallet:focus-visible { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
.avios-wallet:disabled { opacity: 0.6; cursor: not-allowed; }
.avios-wallets__divider { display: flex; align-items: center; gap: 0.75rem; margin: 0.25rem 0 0; color: var(--_muted); font-size: 0.875rem; }
.avios-wallets__divider::before, .avios-wallets__divider::after { content: ''; flex: 1; border-top: 1px solid currentColor; opacity: 0.4; }
.avios-payment__secure { margin-top: 0.75rem; color: var(--_muted); font-size: 0.875rem; }
.avios-result {
  text-align: center; align-items: center; gap: 0.75rem; max-width: 40rem; margin-inline: auto;
  padding: 2rem 1.5rem;
}
.avios-result img { width: 100%; max-width: 20rem; height: auto; border-radius: var(--_radius); margin-bottom: 0.5rem; }
.avios-result .avios-picture { width: 100%; max-width: 20rem; border-radius: var(--_radius); margin-bottom: 0.5rem; }
.avios-result h1 { margin: 0; }
.avios-result p { margin: 0; }
.avios-result [role='alert'] { display: grid; gap: 0.25rem; }
.avios-result .avios-button { margin-top: 0.5rem; }
.avios-result__points { font-size: 1.25rem; font-weight: 700; }
`;

/** Transfer, the recipient form, booster. */
const transferAndBooster = `
.avios-transfer__amount { max-width: 40rem; }
.avios-transfer__amount label { font-weight: var(--_font-weight-strong); }
.avios-transfer__value { font-size: 1.5rem; font-weight: 700; }
.avios-transfer__amount input[type='range'] { width: 100%; min-height: 44px; accent-color: var(--_primary); }
.avios-transfer__bounds { display: flex; justify-content: space-between; color: var(--_muted); font-size: 0.875rem; }
.avios-transfer__fee { font-weight: 600; margin: 0; }
.avios-transfer__step-up { border-top: var(--_border-width) solid var(--_border); padding-top: 0.75rem; }
.avios-transfer__step-up h2 { font-size: 1.125rem; margin: 0 0 0.25rem; }
.avios-recipient-form { max-width: 40rem; }
.avios-recipient-form textarea {
  font: inherit; padding: 0.625rem 0.75rem; border: var(--_border-width) solid var(--_border-strong);
  border-radius: var(--_radius-input); width: 100%; box-sizing: border-box;
  color: var(--_text); background: var(--_input-background);
}
.avios-recipient-form__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 0.5rem; }
.avios-error-summary {
  border: 3px solid var(--_error); border-radius: var(--_radius); padding: 0.75rem 1rem; margin-bottom: 1rem;
}
.avios-error-summary h2 { font-size: 1.125rem; margin: 0 0 0.25rem; }
.avios-error-summary ul { margin: 0; padding-left: 1.25rem; }
.avios-root .avios-error-summary a { color: var(--_error); font-weight: 600; }
.avios-booster__how ol { padding-left: 1.25rem; }
.avios-booster__group { border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); margin: 0 0 1rem; padding: 0.5rem 1rem; }
.avios-booster__group legend { font-weight: 700; padding: 0 0.25rem; }
.avios-booster__group ul { list-style: none; margin: 0; padding: 0; }
.avios-booster__transaction {
  display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.25rem 0.75rem; align-items: center;
  padding: 0.625rem 0; border-bottom: var(--_border-width) solid var(--_border);
}
.avios-booster__transaction:last-child { border-bottom: 0; }
.avios-booster__transaction input, .avios-booster__multiplier input { width: 1.25rem; height: 1.25rem; accent-color: var(--_primary); }
.avios-booster__transaction label { font-weight: 600; overflow-wrap: anywhere; }
.avios-booster__transaction[data-boosted] label { color: var(--_muted); }
.avios-booster__details { grid-column: 2; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; color: var(--_muted); font-size: 0.9375rem; }
.avios-booster__details strong { color: var(--_text); }
.avios-booster__multipliers { border: 0; padding: 0; margin: 1.5rem 0; }
.avios-booster__multipliers legend h2 { margin: 0 0 0.5rem; }
.avios-booster__multiplier {
  display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.25rem 0.75rem; align-items: center;
  padding: 0.75rem 1rem; border: var(--_border-width) solid var(--_border); border-radius: var(--_radius);
  margin-bottom: 0.5rem;
}
.avios-booster__multiplier label { font-weight: 700; }
.avios-booster__limit { font-weight: 600; }
`;

/** The later rules, one piece for each gap of `FIRST_CSS`, in order. */
export const LATER_CSS: readonly string[] = [
  breadcrumb,
  fields,
  discovery,
  checkout,
  transferAndBooster,
];
