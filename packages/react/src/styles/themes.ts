// Design tokens: every `--avios-*` custom property a partner may set, with each brand's value.
// One table, read by the stylesheet (themeCss below), the elements' custom-elements.json
// (`cssProperties`, packages/elements/manifest.mjs), docs/elements.md "Styling" and the
// contrast test (themes.test.ts). A value `var(--avios-…)` follows another token, so that a
// partner who sets only `--avios-color-primary` also changes the links.
// No run-time imports: the manifest script loads this file on its own.
import type { Partner } from '@avios/sdk';

/** One value for every partner, or one per partner. */
export type TokenValue = string | Readonly<Record<Partner, string>>;

/** Each token's value: the brand themes of BA, IB and EI. Names are a contract: add, never rename. */
export const TOKENS = {
  '--avios-color-primary': { BA: '#0b2a5b', IB: '#c8102e', EI: '#00704a' },
  '--avios-color-on-primary': '#ffffff',
  '--avios-color-accent': { BA: '#eef3fb', IB: '#fcd200', EI: '#e9f6f0' },
  '--avios-color-on-accent': { BA: '#0b2a5b', IB: '#1a1a1a', EI: '#00573a' },
  '--avios-color-text': '#1f2937',
  '--avios-color-muted': '#5b6472',
  '--avios-color-background': '#ffffff',
  '--avios-color-surface': '#f6f7f9',
  '--avios-color-border': '#8c95a3',
  '--avios-color-border-strong': 'var(--avios-color-border)',
  '--avios-color-input-background': 'var(--avios-color-background)',
  '--avios-color-link': 'var(--avios-color-primary)',
  '--avios-color-focus': '#005fcc',
  '--avios-color-error': '#b42318',
  '--avios-color-error-background': '#fff1f0',
  '--avios-color-warning': '#8a5300',
  '--avios-color-warning-background': '#fff7e6',
  '--avios-color-success': '#1d6b34',
  '--avios-color-success-background': '#edf7ef',
  '--avios-color-info': 'var(--avios-color-success)',
  '--avios-color-info-background': 'var(--avios-color-success-background)',
  '--avios-color-disabled': '#e5e7eb',
  '--avios-color-on-disabled': '#4b5563',
  '--avios-color-skeleton': '#e5e7eb',
  '--avios-font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--avios-font-family-heading': 'var(--avios-font-family)',
  '--avios-font-size': '1rem',
  '--avios-line-height': '1.5',
  '--avios-font-weight-heading': '700',
  '--avios-font-weight-strong': '600',
  '--avios-radius': '8px',
  '--avios-radius-button': 'var(--avios-radius)',
  '--avios-radius-input': 'var(--avios-radius)',
  '--avios-radius-small': '4px',
  '--avios-radius-pill': '999px',
  '--avios-border-width': '1px',
  '--avios-border-width-control': '2px',
  '--avios-focus-width': '3px',
  '--avios-focus-offset': '2px',
  '--avios-space-xs': '0.25rem',
  '--avios-space-sm': '0.5rem',
  '--avios-space': '1rem',
  '--avios-space-lg': '1.5rem',
  '--avios-space-xl': '2.5rem',
  '--avios-max-width': '1200px',
  '--avios-field-columns': '2',
} as const satisfies Record<`--avios-${string}`, TokenValue>;

export type TokenName = keyof typeof TOKENS;

/** `primary` for `--avios-color-primary`: the colour tokens by their short name. */
export type ColourName = TokenName extends infer T
  ? T extends `--avios-color-${infer C}`
    ? C
    : never
  : never;

/**
 * What each token styles. Kept apart from the values so that the bundles, which only
 * generate the stylesheet, do not carry the prose.
 */
export const TOKEN_DESCRIPTIONS: Readonly<Record<TokenName, string>> = {
  '--avios-color-primary':
    'Brand colour: primary buttons, links, selected options, checkout steps.',
  '--avios-color-on-primary': 'Text on the primary colour.',
  '--avios-color-accent': 'Accent areas: badges, the discovery hero.',
  '--avios-color-on-accent': 'Text on the accent colour.',
  '--avios-color-text': 'Body text.',
  '--avios-color-muted': 'Secondary text: hints, notes, table footnotes.',
  '--avios-color-background': 'Page, card and secondary button background.',
  '--avios-color-surface':
    'Quiet areas: image placeholders, full-page screens, table rules, menu hover.',
  '--avios-color-border': 'Card, panel and divider borders.',
  '--avios-color-border-strong': 'Borders of inputs, selects, options and checkout step circles.',
  '--avios-color-input-background': 'Background of inputs, selects and text areas.',
  '--avios-color-link': 'Text links.',
  '--avios-color-focus': 'Focus ring.',
  '--avios-color-error': 'Error text, invalid field borders, the error summary.',
  '--avios-color-error-background': 'Background of error messages.',
  '--avios-color-warning': 'Edge of warning messages.',
  '--avios-color-warning-background': 'Background of warning messages.',
  '--avios-color-success': 'Edge of success messages, bonus Avios text.',
  '--avios-color-success-background': 'Background of success messages.',
  '--avios-color-info': 'Edge of information messages.',
  '--avios-color-info-background': 'Background of information messages.',
  '--avios-color-disabled': 'Background of disabled buttons.',
  '--avios-color-on-disabled': 'Text of disabled buttons.',
  '--avios-color-skeleton': 'Loading placeholders.',
  '--avios-font-family': 'Font of all text.',
  '--avios-font-family-heading': 'Font of headings.',
  '--avios-font-size': 'Body text size.',
  '--avios-line-height': 'Body line height.',
  '--avios-font-weight-heading': 'Weight of headings.',
  '--avios-font-weight-strong': 'Weight of buttons, labels and option group names.',
  '--avios-radius': 'Corners of cards, messages and panels.',
  '--avios-radius-button': 'Corners of buttons.',
  '--avios-radius-input': 'Corners of inputs, selects and text areas.',
  '--avios-radius-small': 'Corners of images, placeholders and menu items.',
  '--avios-radius-pill': 'Corners of options, badges and the chat launcher.',
  '--avios-border-width': 'Width of card, panel and divider borders.',
  '--avios-border-width-control': 'Width of button, input and option borders.',
  '--avios-focus-width': 'Width of the focus ring.',
  '--avios-focus-offset': 'Gap between a control and its focus ring.',
  '--avios-space-xs': 'Smallest gap: between a label and its input.',
  '--avios-space-sm': 'Gap inside cards and between options.',
  '--avios-space': 'Base spacing: card padding, grid gaps.',
  '--avios-space-lg': 'Space above and below each section on phones.',
  '--avios-space-xl': 'Space above and below each section from 1024 px.',
  '--avios-max-width': 'Width of the content column.',
  '--avios-field-columns': 'Columns of form fields side by side (card expiry and code).',
};

/**
 * Two colour tokens (by the name after `--avios-color-`) that must contrast by `minimum`
 * (WCAG 2.2 AA): 4.5 for text (1.4.3), 3 for focus rings and control borders (1.4.11).
 */
export type ContrastPair = readonly [
  foreground: ColourName,
  background: ColourName,
  minimum: 4.5 | 3,
  where: string,
];

/** The pairs a theme must keep: each brand theme does (themes.test.ts), and a partner's must. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ['text', 'background', 4.5, 'body text'],
  ['text', 'surface', 4.5, 'text on quiet areas'],
  ['muted', 'background', 4.5, 'hints, notes'],
  ['muted', 'surface', 4.5, 'notes on quiet areas'],
  ['on-primary', 'primary', 4.5, 'primary buttons, selected options'],
  ['primary', 'background', 4.5, 'secondary buttons, balances, the current step'],
  ['on-accent', 'accent', 4.5, 'badges'],
  ['link', 'background', 4.5, 'links'],
  ['text', 'input-background', 4.5, 'what a member types'],
  ['error', 'background', 4.5, 'field errors, error summary links'],
  ['text', 'error-background', 4.5, 'error messages'],
  ['error', 'error-background', 4.5, 'error colour inside an error message'],
  ['text', 'warning-background', 4.5, 'warning messages'],
  ['warning', 'warning-background', 4.5, 'warning colour inside a warning'],
  ['text', 'success-background', 4.5, 'success messages'],
  ['success', 'success-background', 4.5, 'success colour inside a success message'],
  ['success', 'background', 4.5, 'bonus Avios'],
  ['text', 'info-background', 4.5, 'information messages'],
  ['info', 'info-background', 4.5, 'information colour inside a message'],
  ['focus', 'background', 3, 'focus ring'],
  ['focus', 'surface', 3, 'focus ring on quiet areas'],
  ['border-strong', 'background', 3, 'input and option borders'],
];

/** Every token's value for one partner, as written in {@link TOKENS}. */
export function themeOf(partner: Partner): Record<TokenName, string> {
  const entries = Object.entries(TOKENS) as [TokenName, TokenValue][];
  return Object.fromEntries(
    entries.map(([name, value]) => [name, typeof value === 'string' ? value : value[partner]]),
  ) as Record<TokenName, string>;
}

const REFERENCE = /^var\((--avios-[a-z0-9-]+)\)$/;

/** A token's value in `theme`, following `var(--avios-…)` to the token it names. */
export function resolveToken(theme: Readonly<Record<string, string>>, name: string): string {
  const value = theme[name];
  if (value === undefined) throw new Error(`${name} is not in the theme`);
  const follows = REFERENCE.exec(value)?.[1];
  return follows ? resolveToken(theme, follows) : value;
}

/** `--avios-color-primary` -> `--_primary`: the resolved value the stylesheet reads. */
export function privateName(name: TokenName): string {
  return name.replace(/^--avios-(color-)?/, '--_');
}

/** The partner without `data-partner` (and the brand theme of the docs' first column). */
const DEFAULT_PARTNER: Partner = 'BA';

/**
 * The stylesheet's token block: each `--_x` is the partner's `--avios-x` if set, else the
 * brand value (`--avios-brand-x` from `[data-partner]`) or the one value for all brands.
 * With `partner`, only that brand's values (a first stylesheet for one partner's page): each
 * `--_x` is the partner's `--avios-x` if set, else that brand's value.
 */
export function themeCss(partner?: Partner): string {
  const local = (value: string) =>
    value.replace(/var\((--avios-[a-z0-9-]+)\)/g, (all, name: string) =>
      name in TOKENS ? `var(${privateName(name as TokenName)})` : all,
    );
  const root: string[] = [];
  const brands: Partial<Record<Partner, string[]>> = {};
  for (const [name, value] of Object.entries(TOKENS) as [TokenName, TokenValue][]) {
    let fallback: string;
    if (typeof value === 'string') {
      fallback = local(value);
    } else if (partner) {
      fallback = local(value[partner]);
    } else {
      const brand = privateName(name).replace('--_', '--avios-brand-');
      for (const [p, v] of Object.entries(value) as [Partner, string][]) {
        (brands[p] ??= []).push(`${brand}:${local(v)}`);
      }
      fallback = `var(${brand},${local(value[DEFAULT_PARTNER])})`;
    }
    root.push(`${privateName(name)}:var(${name},${fallback})`);
  }
  const perBrand = Object.entries(brands).map(
    ([p, lines]) => `.avios-root[data-partner='${p}']{${lines.join(';')}}`,
  );
  return `.avios-root{${root.join(';')}}\n${perBrand.join('\n')}\n`;
}
