import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@avios/sdk/rules';
import { aviosCss } from './aviosCss';
import { below, up } from './media';

// spec §9 responsive breakpoints: base 0, sm 480, md 768, lg 1024, xl 1440, 2xl 1920
describe('the stylesheet’s media queries come from the breakpoints table', () => {
  const widths = [...aviosCss.matchAll(/@media \((min|max)-width: ([\d.]+)px\)/g)].map(
    ([, kind, px]) => ({ kind, px: Number(px) }),
  );
  const table = Object.values(BREAKPOINTS).filter((px) => px > 0);

  it('every width is a breakpoint (min) or just below one (max)', () => {
    expect(widths.length).toBeGreaterThan(10);
    for (const { kind, px } of widths) {
      expect(table).toContain(kind === 'min' ? px : px + 0.02);
    }
  });

  it('has no media query of another form (a width written some other way escapes the table)', () => {
    const queries = [...aviosCss.matchAll(/@media([^{]*)\{/g)].map(([, query]) => query!.trim());
    const other = queries.filter(
      (q) =>
        !/^\((min|max)-width: [\d.]+px\)$/.test(q) && !/^\(prefers-[a-z-]+: [a-z-]+\)$/.test(q),
    );
    expect(other).toEqual([]);
  });

  it('the 2xl breakpoint (1920) has its rule, and so has every other step', () => {
    const used = new Set(widths.filter((w) => w.kind === 'min').map((w) => w.px));
    expect([...used].sort((a, b) => a - b)).toEqual(table);
    expect(aviosCss).toContain(`${up('2xl')} { .avios-container { padding-inline: 3rem; } }`);
  });

  it('writes queries from the table', () => {
    expect(up('md')).toBe('@media (min-width: 768px)');
    expect(below('sm')).toBe('@media (max-width: 479.98px)');
  });
});
