import { describe, expect, it } from 'vitest';
import { isDraftExpired } from './isDraftExpired';

const created = Date.parse('2025-06-15T00:00:00Z');
const hour = 3_600_000;

describe('isDraftExpired (spec §4/§5 15-hour draft lifetime)', () => {
  it.each([
    ['just created', created, false],
    ['14 hours old', created + 14 * hour, false],
    ['exactly 15 hours old', created + 15 * hour, false],
    ['15 hours and 1 ms old', created + 15 * hour + 1, true],
    ['a day old', created + 24 * hour, true],
    ['dated in the future', created - 1, true],
  ])('%s -> %s', (_title, now, expected) => {
    expect(isDraftExpired(created, now)).toBe(expected);
  });

  it('treats an unreadable creation date as expired', () => {
    expect(isDraftExpired(Number.NaN, created)).toBe(true);
  });
});
