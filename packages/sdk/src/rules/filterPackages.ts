import type { PackageOrder, PackageSizeCategory } from './constants';

/**
 * The size filter a package falls in (spec §9): `small` up to 15000 points, `medium` 20000
 * to 90000, `large` 100000 and above. The bounds are the spec's own, so a non-standard size
 * between two bands (e.g. 17500) is in no category; so is a non-positive or non-finite one.
 */
export function packageSizeCategory(points: number): PackageSizeCategory | null {
  if (!Number.isFinite(points) || points <= 0) return null;
  if (points <= 15000) return 'small';
  if (points >= 20000 && points <= 90000) return 'medium';
  if (points >= 100000) return 'large';
  return null;
}

export type FilterPackagesOptions = {
  /** Size filters to keep; empty or missing keeps every package. Defaults to `[]`. */
  sizes?: readonly PackageSizeCategory[] | null;
  /** Sort by points. Defaults to `'smallest'`. */
  order?: PackageOrder | null;
};

/**
 * Purchase page filters (spec §2/§9): keeps the packages in any of the selected size
 * categories (all of them when none is selected), sorted by their `avios` ascending
 * (`smallest`, the default) or descending (`biggest`). Works on any item with an
 * `avios: number` field; returns a new array and never mutates the input.
 */
export function filterPackages<T extends { avios: number }>(
  packages: readonly T[],
  { sizes, order }: FilterPackagesOptions = {},
): T[] {
  const wanted = sizes && sizes.length > 0 ? new Set(sizes) : null;
  const kept = wanted
    ? packages.filter((p) => {
        const category = packageSizeCategory(p.avios);
        return category !== null && wanted.has(category);
      })
    : [...packages];
  const sign = order === 'biggest' ? -1 : 1;
  return kept.sort((a, b) => sign * (a.avios - b.avios));
}
