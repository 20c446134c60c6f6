// spec §2 campaign page: a booster campaign has start and end dates; before the start the
// page says when it starts, while it runs it counts down to the end (spec §4: countdowns
// tick every second), after the end it says it has ended.

export type CampaignPhase =
  | { phase: 'before'; startsInMs: number }
  | { phase: 'during'; endsInMs: number }
  | { phase: 'after' };

/**
 * Where `now` falls in the campaign `[start, end]` (ISO dates or epoch ms; the end is
 * inclusive). Unreadable dates mean the campaign is not running: `after`.
 */
export function campaignPhase(
  start: string | number | undefined,
  end: string | number | undefined,
  now: number,
): CampaignPhase {
  const from = typeof start === 'number' ? start : Date.parse(start ?? '');
  const to = typeof end === 'number' ? end : Date.parse(end ?? '');
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return { phase: 'after' };
  if (now < from) return { phase: 'before', startsInMs: from - now };
  if (now <= to) return { phase: 'during', endsInMs: to - now };
  return { phase: 'after' };
}

/** Whole days, hours, minutes and seconds of a duration (a countdown's parts). */
export function durationParts(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
