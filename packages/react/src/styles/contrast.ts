// WCAG 2.2 contrast of a theme's colour pairs (CONTRAST_PAIRS in themes.ts): the ratio of
// the relative luminances, https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio. Hex colours only
// (#rgb, #rrggbb), as the token table writes them.
import { CONTRAST_PAIRS, resolveToken } from './themes';
import type { ColourName } from './themes';

/** Relative luminance of a `#rgb` or `#rrggbb` colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`${hex} is not a #rgb or #rrggbb colour`);
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastFailure {
  foreground: ColourName;
  background: ColourName;
  minimum: number;
  ratio: number;
}

/** Every pair of `theme` below its minimum (none: the theme keeps AA contrast). */
export function contrastFailures(theme: Readonly<Record<string, string>>): ContrastFailure[] {
  const colour = (name: ColourName) => resolveToken(theme, `--avios-color-${name}`);
  return CONTRAST_PAIRS.map(([foreground, background, minimum]) => ({
    foreground,
    background,
    minimum,
    ratio: contrastRatio(colour(foreground), colour(background)),
  })).filter((pair) => pair.ratio < pair.minimum);
}
