import { describe, expect, it } from 'vitest';
import { qualifyingPoints } from './booster';
import {
  boosterAllowance,
  boosterOffered,
  boosterOverAllowance,
  campaignOfferShown,
  chosenMultiplier,
} from './boosterPage';

const tx = (identifier: string, aviosAmount: number | undefined, isBoosted = false) => ({
  identifier,
  type: 'flight',
  aviosAmount,
  isBoosted,
});
const offer = (multipliers: number[], remainingAllowance = 50_000, boosted = 10_000) => ({
  multipliersAvailable: multipliers.map((multiplyBy) => ({ multiplyBy })),
  remainingAllowance,
  boostedPointsThisYear: boosted,
});

describe('qualifyingPoints (spec §7 aviosAmount: the points chosen for a boost)', () => {
  const transactions = [tx('a', 1500), tx('b', 800), tx('c', 3000, true), tx('d', undefined)];
  it.each([
    ['nothing chosen', [], 0],
    ['the chosen ones summed', ['a', 'b'], 2300],
    ['a boosted one counts nothing', ['a', 'c'], 1500],
    ['one without points counts nothing', ['d'], 0],
    ['an id not listed counts nothing', ['zz', 'b'], 800],
  ] as const)('%s', (_, ids, points) => {
    expect(qualifyingPoints(transactions, ids)).toBe(points);
  });
});

describe('boosterOffered (spec §7: the options for the points chosen, else the page’s)', () => {
  const page = offer([1, 2, 3, 4]);
  const forPoints = offer([1, 2]);
  it.each([
    ['no points chosen: the page’s options', 0, forPoints, page],
    ['points chosen and answered: that answer', 1500, forPoints, forPoints],
    ['points chosen, not yet answered: the page’s options', 1500, undefined, page],
  ] as const)('%s', (_, chosenPoints, answered, expected) => {
    expect(boosterOffered({ options: page, forPoints: answered, chosenPoints })).toBe(expected);
  });
});

describe('chosenMultiplier (spec §2 multipliers 1x to 4x)', () => {
  it.each([
    ['the one chosen', offer([1, 2, 3]), 2, 2],
    ['the first when none is chosen', offer([2, 3]), undefined, 2],
    ['the first when the chosen one is no longer offered', offer([1, 2]), 4, 1],
    ['none when none is offered', offer([]), 2, undefined],
    ['none before the options are read', undefined, 2, undefined],
  ] as const)('%s', (_, offered, wanted, multiplyBy) => {
    expect(chosenMultiplier(offered, wanted)?.multiplyBy).toBe(multiplyBy);
  });
});

describe('boosterOverAllowance (spec §8 api_error_63: past the year’s allowance, said before any call)', () => {
  const base = {
    quote: { overAllowance: false },
    signedIn: true,
    options: { remainingAllowance: 5000 },
    chosenPoints: 1500,
    forPoints: { multipliersAvailable: [{ multiplyBy: 1 }] },
  };
  it.each([
    ['a choice within the allowance goes on', {}, false],
    ['a quote past the allowance stops', { quote: { overAllowance: true } }, true],
    ['no allowance left stops a member', { options: { remainingAllowance: 0 } }, true],
    [
      'no allowance left does not stop a visitor (generic options)',
      { signedIn: false, options: { remainingAllowance: 0 } },
      false,
    ],
    ['options not yet read: nothing stops', { options: undefined, quote: undefined }, false],
    [
      'the answer for the points chosen offers no multiplier: stops',
      { forPoints: { multipliersAvailable: [] } },
      true,
    ],
    [
      'no points chosen: an empty answer for points does not stop',
      { chosenPoints: 0, forPoints: { multipliersAvailable: [] } },
      false,
    ],
  ] as const)('%s', (_, change, over) => {
    expect(boosterOverAllowance({ ...base, ...change })).toBe(over);
  });
});

describe('boosterAllowance (spec §2 transaction limit text, §3 boostedAvios)', () => {
  it('unknown before the options are read', () => {
    expect(boosterAllowance(undefined, { boostedAvios: 3000 })).toBeUndefined();
  });

  it.each([
    ['the member’s stats say what was boosted', { boostedAvios: 3000 }, 3000],
    ['else the options say it', {}, 10_000],
    ['stats not read: the options say it', undefined, 10_000],
  ] as const)('%s; the limit is left plus boosted', (_, stats, boosted) => {
    expect(boosterAllowance(offer([]), stats)).toEqual({
      remaining: 50_000,
      limit: 60_000,
      boostedThisYear: boosted,
    });
  });
});

describe('campaignOfferShown (spec §2/§4: the campaign offer while it runs, to a flagged member)', () => {
  const start = '2026-11-01T00:00:00Z';
  const end = '2027-02-28T23:59:59Z';
  const during = Date.parse('2026-12-15T10:00:00Z');
  it.each([
    ['flagged, while it runs', true, during, true],
    ['not flagged, while it runs', false, during, false],
    ['flagged, before it starts', true, Date.parse('2026-10-15T10:00:00Z'), false],
    ['flagged, after it ends', true, Date.parse('2027-03-05T10:00:00Z'), false],
  ] as const)('%s', (_, active, now, shown) => {
    expect(campaignOfferShown({ active }, start, end, now)).toBe(shown);
  });
});
