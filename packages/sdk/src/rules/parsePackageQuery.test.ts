import { describe, expect, it } from 'vitest';
import { formatPackageQuery, parsePackageQuery } from './parsePackageQuery';

describe('parsePackageQuery (spec §2 purchase query parameters)', () => {
  it.each([
    ['empty', '', { sizes: [], order: 'smallest' }],
    [
      'all three',
      '?currency=EUR&sizes=small,large&order=biggest',
      { currency: 'EUR', sizes: ['small', 'large'], order: 'biggest' },
    ],
    [
      'repeated sizes, category order kept',
      '?sizes=large&sizes=small',
      { sizes: ['small', 'large'], order: 'smallest' },
    ],
    [
      'case-insensitive values',
      '?currency=gbp&sizes=Medium&order=BIGGEST',
      { currency: 'GBP', sizes: ['medium'], order: 'biggest' },
    ],
    [
      'unknown values dropped',
      '?currency=JPY&sizes=huge,small,small&order=random',
      { sizes: ['small'], order: 'smallest' },
    ],
  ] as const)('%s', (_title, search, expected) => {
    expect(parsePackageQuery(search)).toEqual(expected);
  });
});

describe('formatPackageQuery', () => {
  it.each([
    ['defaults only', { sizes: [], order: 'smallest' }, ''],
    [
      'all set',
      { currency: 'USD', sizes: ['small', 'medium'], order: 'biggest' },
      '?currency=USD&sizes=small,medium&order=biggest',
    ],
    ['currency only', { currency: 'EUR' }, '?currency=EUR'],
  ] as const)('%s', (_title, query, expected) => {
    expect(formatPackageQuery(query)).toBe(expected);
  });

  it('round-trips through parsePackageQuery', () => {
    const query = { currency: 'GBP', sizes: ['medium', 'large'], order: 'biggest' } as const;
    expect(parsePackageQuery(formatPackageQuery(query))).toEqual(query);
  });
});
