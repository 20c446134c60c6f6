// The design tokens (themes.ts): each brand theme keeps WCAG AA contrast on every pair the docs
// name, the stylesheet reads every token and no colour of its own, and docs/elements.md
// "Styling" shows the same tokens, values, pairs and parts as the tables.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PARTNERS } from '@avios/sdk/rules';
import { describe, expect, it } from 'vitest';
import { aviosCss } from './aviosCss';
import { contrastFailures, contrastRatio } from './contrast';
import { LAYOUT_PARTS, PARTS } from './parts';
import {
  CONTRAST_PAIRS,
  TOKENS,
  TOKEN_DESCRIPTIONS,
  privateName,
  resolveToken,
  themeCss,
  themeOf,
} from './themes';
import type { TokenName } from './themes';

const NAMES = Object.keys(TOKENS) as TokenName[];
const colour = (theme: Record<string, string>, name: string) =>
  resolveToken(theme, `--avios-color-${name}`);

describe('contrast ratio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000', 21],
    ['#777', '#777777', 1],
    // the lightest grey that passes AA on white, and the darkest that does not
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('refuses what is not a hex colour, rather than passing it', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('#rgb or #rrggbb');
  });

  it('reports a pair a theme breaks, following the tokens it follows', () => {
    const grey = { ...themeOf('BA'), '--avios-color-primary': '#8c95a3' };
    expect(contrastFailures(grey).map((f) => `${f.foreground} on ${f.background}`)).toEqual([
      'on-primary on primary',
      'primary on background',
      'link on background',
    ]);
  });
});

describe.each(PARTNERS)('the %s theme', (partner) => {
  const theme = themeOf(partner);

  it.each(CONTRAST_PAIRS.map(([fg, bg, minimum, where]) => ({ fg, bg, minimum, where })))(
    '$fg on $bg is at least $minimum:1 ($where)',
    ({ fg, bg, minimum }) => {
      expect(contrastRatio(colour(theme, fg), colour(theme, bg))).toBeGreaterThanOrEqual(minimum);
    },
  );

  it('has a value for every token', () => {
    for (const name of NAMES) expect(resolveToken(theme, name), name).not.toBe('');
  });
});

describe('the token table', () => {
  it('describes every token', () => {
    for (const name of NAMES) expect(TOKEN_DESCRIPTIONS[name], name).toMatch(/\S/);
  });

  it('follows only tokens that exist, without loops', () => {
    for (const partner of PARTNERS) {
      for (const name of NAMES) expect(() => resolveToken(themeOf(partner), name)).not.toThrow();
    }
  });

  it('has at least as many colours as Checkout.com appearance has (16)', () => {
    expect(NAMES.filter((n) => n.startsWith('--avios-color-')).length).toBeGreaterThanOrEqual(16);
  });

  it('keeps every name the docs and examples published before the token table', () => {
    const published = [
      'primary',
      'on-primary',
      'accent',
      'on-accent',
      'text',
      'muted',
      'background',
      'surface',
      'border',
      'focus',
      'error',
      'error-background',
      'warning',
      'warning-background',
      'success',
      'success-background',
    ].map((c) => `--avios-color-${c}`);
    const layout = ['--avios-radius', '--avios-space', '--avios-max-width', '--avios-font-family'];
    for (const name of [...published, ...layout]) expect(NAMES).toContain(name);
  });
});

describe('the stylesheet', () => {
  const rules = aviosCss.replace(themeCss(), '');

  it('starts with the generated token block, a brand block per partner', () => {
    expect(aviosCss.startsWith(themeCss())).toBe(true);
    for (const partner of PARTNERS)
      expect(themeCss()).toContain(`.avios-root[data-partner='${partner}']{`);
    expect(themeCss()).toContain('--_link:var(--avios-color-link,var(--_primary))');
  });

  it.each(PARTNERS)(
    "has a token block of %s's values alone, for a first stylesheet of one partner",
    (partner) => {
      const block = themeCss(partner);
      expect(block).not.toContain('data-partner');
      expect(block).not.toContain('--avios-brand-');
      for (const [name, value] of Object.entries(themeOf(partner))) {
        // a value that follows another token reads its resolved twin
        const local = value.replace(
          /var\((--avios-[a-z0-9-]+)\)/g,
          (_, n: string) => `var(${privateName(n as TokenName)})`,
        );
        expect(block).toContain(`${privateName(name as TokenName)}:var(${name},${local})`);
      }
      // the brands' primaries differ: no other brand's is in it
      for (const other of PARTNERS.filter((p) => p !== partner))
        expect(block).not.toContain(themeOf(other)['--avios-color-primary']);
    },
  );

  it('reads every token', () => {
    const unread = NAMES.filter((name) => !rules.includes(`var(${privateName(name)})`));
    expect(unread).toEqual([]);
  });

  it('reads no --avios-* property that is not a token, except those the components set', () => {
    // set inline by components (images, content banners), or the React layout's banner
    // heights (docs/react.md): not a partner's theme
    const notTokens = [
      '--avios-image-placeholder',
      '--avios-banner-bg',
      '--avios-banner-text',
      '--avios-banner-accent',
      '--avios-banner-space-sm',
      '--avios-banner-space-md',
      '--avios-banner-space-lg',
    ];
    const read = new Set([...rules.matchAll(/var\((--avios-[a-z0-9-]+)/g)].map((m) => m[1]));
    expect([...read].filter((name) => !notTokens.includes(name ?? ''))).toEqual([]);
  });

  it('has no colour of its own but the wallet buttons’ black and white', () => {
    const colours = [...rules.matchAll(/#[0-9a-f]{3,6}\b/gi)].map((m) => m[0]);
    expect(new Set(colours)).toEqual(new Set(['#000', '#fff']));
    expect(rules.match(/#(000|fff)\b/g)).toHaveLength(3);
    expect(rules).toMatch(/\.avios-wallet \{[^}]*#000[^}]*#000[^}]*#fff/);
  });
});

describe('docs/elements.md "Styling"', () => {
  const doc = readFileSync(
    fileURLToPath(new URL('../../../../docs/elements.md', import.meta.url)),
    'utf8',
  );
  const section = doc.slice(
    doc.indexOf('\n## Styling\n'),
    doc.indexOf('\n## ', doc.indexOf('\n## Styling\n') + 1),
  );
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  const code = (value: string) => `\`${value}\``;
  const hasRow = (cells: string[]) => rows.some((row) => row.join('|') === cells.join('|'));

  it('lists every token with what it styles and its BA, IB and EI values', () => {
    for (const name of NAMES) {
      const value = TOKENS[name];
      const values = PARTNERS.map((p) => (typeof value === 'string' ? value : value[p]));
      const uniform = typeof value === 'string' && !name.startsWith('--avios-color-');
      const cells = [
        code(name),
        TOKEN_DESCRIPTIONS[name],
        ...(uniform ? [value] : values).map(code),
      ];
      expect(hasRow(cells), cells.join(' | ')).toBe(true);
    }
  });

  it('lists every pair that must contrast, with each brand theme’s ratio', () => {
    for (const [fg, bg, minimum, where] of CONTRAST_PAIRS) {
      const ratios = PARTNERS.map((p) =>
        contrastRatio(colour(themeOf(p), fg), colour(themeOf(p), bg)).toFixed(1),
      );
      const cells = [
        code(`--avios-color-${fg}`),
        code(`--avios-color-${bg}`),
        `${minimum}:1`,
        where,
        ...ratios,
      ];
      expect(hasRow(cells), cells.join(' | ')).toBe(true);
    }
  });

  it('lists every part with its node', () => {
    for (const [name, description] of Object.entries(PARTS))
      expect(hasRow([code(name), description]), name).toBe(true);
    for (const name of Object.keys(LAYOUT_PARTS)) expect(section).toContain(code(name));
  });

  it('gives an example partner theme that keeps every pair on top of each brand', () => {
    const example = section.slice(section.indexOf('### Example partner theme'));
    const block = /```css\n([\s\S]*?)```/.exec(example)?.[1] ?? '';
    const overrides = Object.fromEntries(
      [...block.matchAll(/(--avios-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
    );
    expect(Object.keys(overrides).length).toBeGreaterThan(5);
    for (const name of Object.keys(overrides)) expect(NAMES).toContain(name);
    for (const partner of PARTNERS)
      expect(contrastFailures({ ...themeOf(partner), ...overrides }), partner).toEqual([]);
  });
});
