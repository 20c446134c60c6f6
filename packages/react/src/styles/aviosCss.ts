// One stylesheet for every screen, as a string: <AviosStyles /> renders it once, in the
// page or inside an element's shadow root, so no bundler CSS handling is needed.
// Theming: a partner sets any token of themes.ts (`--avios-*`) on an ancestor; the rules read
// each one through its resolved `--_*` twin, whose brand default comes from [data-partner]
// (IB red/yellow, BA navy, EI green). Every brand theme keeps WCAG AA contrast
// (themes.test.ts). Media queries come from the spec §9 breakpoints table (media.ts).
// The rules come in two parts, the first screens' (firstCss.ts) and the later screens'
// (laterCss.ts): the elements adopt the first part at once and the later one when it is in
// (laterStyles.ts); this whole sheet, for a page of its own (the shop), holds both.
import { FIRST_CSS, joinCss } from './firstCss';
import { LATER_CSS } from './laterCss';
import { shopFrameCss } from './layoutCss';
import { themeCss } from './themes';

const join = (...parts: string[]): string => parts.join('');

/** The screens' stylesheet without the shop's frame, every brand's theme in it. */
// (pure calls, so a bundle that does not use it, an element's, leaves the later rules out)
export const widgetCss = /* @__PURE__ */ join(
  /* @__PURE__ */ themeCss(),
  /* @__PURE__ */ joinCss(FIRST_CSS, LATER_CSS),
);

/** The whole stylesheet; render it once with `<AviosStyles />`. */
export const aviosCss = /* @__PURE__ */ join(widgetCss, shopFrameCss);
