import { describe, expect, it } from 'vitest';
import { rewriteUtmQuery } from './rewriteUtmQuery';

describe('rewriteUtmQuery (spec §2)', () => {
  it.each([
    [
      'second segment carries the utm keys',
      '?x=1?utm_source=cedar&utm_medium=email&utm_content=the_club',
      '?utm_source=cedar&utm_medium=email&utm_content=the_club',
    ],
    [
      'keys spread over both segments',
      '?utm_source=cedar&utm_medium=email?utm_content=dot_air&utm_campaign=c1',
      '?utm_content=dot_air&utm_campaign=c1',
    ],
    [
      'only the second of three segments',
      '?utm_source=a?utm_medium=b&utm_content=c?z=9',
      '?utm_medium=b&utm_content=c',
    ],
    [
      'search without its leading ?',
      'a=1?utm_source=a&utm_medium=b&utm_content=c',
      '?utm_source=a&utm_medium=b&utm_content=c',
    ],
  ])('%s', (_title, search, expected) => {
    expect(rewriteUtmQuery(search)).toBe(expected);
  });

  it.each([
    ['one question mark', '?utm_source=a&utm_medium=b&utm_content=c'],
    ['utm_content missing', '?x=1?utm_source=a&utm_medium=b'],
    ['utm_medium missing', '?x=1?utm_source=a&utm_content=c'],
    ['utm_source missing', '?x=1?utm_medium=b&utm_content=c'],
    ['empty second segment', '?utm_source=a&utm_medium=b&utm_content=c?'],
    ['empty search', ''],
  ])('%s -> null', (_title, search) => {
    expect(rewriteUtmQuery(search)).toBeNull();
  });
});
