import { describe, expect, it } from 'vitest';
import { campaignPhase, durationParts } from './campaignPhase';

const START = '2026-11-01T00:00:00.000Z';
const END = '2027-02-28T23:59:59.000Z';
const at = (iso: string) => Date.parse(iso);

describe('campaignPhase (spec §2 campaign page)', () => {
  it.each([
    ['a day before', '2026-10-31T00:00:00.000Z', { phase: 'before', startsInMs: 86_400_000 }],
    ['at the start', START, { phase: 'during', endsInMs: at(END) - at(START) }],
    ['at the end (inclusive)', END, { phase: 'during', endsInMs: 0 }],
    ['a second after', '2027-03-01T00:00:00.000Z', { phase: 'after' }],
  ])('%s', (_name, now, expected) => {
    expect(campaignPhase(START, END, at(now))).toEqual(expected);
  });

  it.each([
    ['no dates', undefined, undefined],
    ['unreadable', 'soon', END],
    ['end before start', END, START],
  ])('%s: not running', (_name, start, end) => {
    expect(campaignPhase(start, end, at(START))).toEqual({ phase: 'after' });
  });
});

describe('durationParts', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [90_061_000, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
    [-5, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [59_999, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
  ])('%i ms', (ms, expected) => {
    expect(durationParts(ms)).toEqual(expected);
  });
});
