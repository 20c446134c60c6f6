// The booster page's state (spec §2 booster page, §3 booster options and user stats, §4
// booster campaign flag, §7 options for the points chosen, §8 api_error_63): which options
// and multiplier are offered for a choice, whether the choice may go on, the year's
// allowance, and whether the campaign's offer shows.
import type { BoosterQuote } from './booster';
import { campaignPhase } from './campaignPhase';
import type { BoosterCampaignFlag } from './isBoosterCampaignActive';

/** The parts of the booster options answer these rules read (spec §3). */
export interface BoosterOffer<M extends { multiplyBy: number } = { multiplyBy: number }> {
  multipliersAvailable: readonly M[];
  remainingAllowance: number;
  boostedPointsThisYear: number;
}

/**
 * The options offered for a choice (spec §7): the answer for the points chosen once there is
 * one and points are chosen, else the page's own answer (the member's, or generic).
 */
export function boosterOffered<O extends BoosterOffer>(input: {
  options: O | undefined;
  forPoints: O | undefined;
  chosenPoints: number;
}): O | undefined {
  return (input.chosenPoints > 0 ? input.forPoints : undefined) ?? input.options;
}

/** The multiplier chosen, or the first offered when none is (or it is no longer offered). */
export function chosenMultiplier<M extends { multiplyBy: number }>(
  offered: BoosterOffer<M> | undefined,
  multiplyBy: number | undefined,
): M | undefined {
  const options = offered?.multipliersAvailable ?? [];
  return options.find((m) => m.multiplyBy === multiplyBy) ?? options[0];
}

/**
 * Whether the choice passes the year's allowance and so cannot go on (spec §8 api_error_63,
 * said before any call): its quote passes the remaining allowance, or a signed-in member has
 * no allowance left, or the answer for the points chosen offers no multiplier within it.
 */
export function boosterOverAllowance(input: {
  quote: Pick<BoosterQuote, 'overAllowance'> | undefined;
  signedIn: boolean;
  /** The page's options answer, once read. */
  options: Pick<BoosterOffer, 'remainingAllowance'> | undefined;
  chosenPoints: number;
  /** The options answer for the points chosen, once read. */
  forPoints: Pick<BoosterOffer, 'multipliersAvailable'> | undefined;
}): boolean {
  const { quote, signedIn, options, chosenPoints, forPoints } = input;
  return (
    quote?.overAllowance === true ||
    (signedIn && options !== undefined && options.remainingAllowance <= 0) ||
    (chosenPoints > 0 && forPoints?.multipliersAvailable.length === 0)
  );
}

/** The year's allowance as the page says it (spec §2 transaction limit text). */
export interface BoosterAllowance {
  /** Points that may still be boosted this year. */
  remaining: number;
  /** The year's limit: left plus boosted this year. */
  limit: number;
  /** Points boosted this year: the member's stats (spec §3 boostedAvios), else the options'. */
  boostedThisYear: number | undefined;
}

/** The year's allowance once the options are read; `undefined` before. */
export function boosterAllowance(
  options: Omit<BoosterOffer, 'multipliersAvailable'> | undefined,
  stats: { boostedAvios?: number | null | undefined } | undefined,
): BoosterAllowance | undefined {
  if (!options) return undefined;
  const remaining = options.remainingAllowance;
  return {
    remaining,
    limit: remaining + options.boostedPointsThisYear,
    boostedThisYear:
      typeof stats?.boostedAvios === 'number' ? stats.boostedAvios : options.boostedPointsThisYear,
  };
}

/**
 * Whether the booster page shows the campaign's offer (spec §2, §4): to a member the
 * campaign flag marks (enrolled, or arrived by the campaign link) while the campaign runs.
 */
export function campaignOfferShown(
  flag: Pick<BoosterCampaignFlag, 'active'>,
  start: string | undefined,
  end: string | undefined,
  now: number,
): boolean {
  return flag.active && campaignPhase(start, end, now).phase === 'during';
}
