import { describe, expect, it } from 'vitest';
import { PACKAGE_SIZES } from './constants';
import { filterPackages, packageSizeCategory } from './filterPackages';

describe('packageSizeCategory (spec §9)', () => {
  it.each([
    [2000, 'small'],
    [15000, 'small'],
    [20000, 'medium'],
    [90000, 'medium'],
    [100000, 'large'],
    [200000, 'large'],
    [17500, null],
    [95000, null],
    [0, null],
    [-5, null],
    [Number.NaN, null],
  ] as const)('%d -> %s', (points, category) => {
    expect(packageSizeCategory(points)).toBe(category);
  });

  it('puts every §9 package size in exactly one category: 8 small, 11 medium, 5 large', () => {
    const counts = { small: 0, medium: 0, large: 0 };
    for (const size of PACKAGE_SIZES) {
      const category = packageSizeCategory(size);
      expect(category).not.toBeNull();
      if (category) counts[category] += 1;
    }
    expect(counts).toEqual({ small: 8, medium: 11, large: 5 });
  });
});

const pkgs = [50000, 2000, 150000, 15000, 20000, 100000].map((avios) => ({
  avios,
  id: `p${avios}`,
}));
const points = (list: readonly { avios: number }[]) => list.map((p) => p.avios);

describe('filterPackages (spec §2/§9)', () => {
  it.each([
    ['no options: all, smallest first', {}, [2000, 15000, 20000, 50000, 100000, 150000]],
    ['empty sizes keep all', { sizes: [] }, [2000, 15000, 20000, 50000, 100000, 150000]],
    ['biggest first', { order: 'biggest' }, [150000, 100000, 50000, 20000, 15000, 2000]],
    ['small', { sizes: ['small'] }, [2000, 15000]],
    ['medium', { sizes: ['medium'] }, [20000, 50000]],
    ['large', { sizes: ['large'] }, [100000, 150000]],
    [
      'small and large, biggest first',
      { sizes: ['small', 'large'], order: 'biggest' },
      [150000, 100000, 15000, 2000],
    ],
    [
      'null options are defaults',
      { sizes: null, order: null },
      [2000, 15000, 20000, 50000, 100000, 150000],
    ],
  ] as const)('%s', (_title, options, expected) => {
    expect(points(filterPackages(pkgs, options))).toEqual(expected);
  });

  it('keeps the items themselves and leaves the input untouched', () => {
    const before = [...pkgs];
    const result = filterPackages(pkgs, { sizes: ['medium'] });
    expect(result[0]).toBe(pkgs.find((p) => p.avios === 20000));
    expect(pkgs).toEqual(before);
  });

  it('drops a non-standard size only when a size filter is active', () => {
    const odd = [{ avios: 17500 }];
    expect(points(filterPackages(odd))).toEqual([17500]);
    expect(points(filterPackages(odd, { sizes: ['small', 'medium', 'large'] }))).toEqual([]);
  });
});
