import { describe, expect, it } from 'vitest';
import { articlesVisible } from './articlesVisible';

const hidden = { visible: false, initial: 0, toggle: false };

describe('articlesVisible (spec §2 articles section)', () => {
  it.each([
    [0, hidden],
    [1, hidden],
    [2, { visible: true, initial: 2, toggle: false }],
    [3, hidden],
    [4, { visible: true, initial: 4, toggle: false }],
    [5, hidden],
    [6, hidden],
    [7, hidden],
    [8, { visible: true, initial: 4, toggle: true }],
    [10, hidden],
    [12, { visible: true, initial: 4, toggle: true }],
    [-1, hidden],
    [Number.NaN, hidden],
  ])('%d articles -> %j', (count, expected) => {
    expect(articlesVisible(count)).toEqual(expected);
  });
});
