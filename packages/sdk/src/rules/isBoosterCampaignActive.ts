// spec §4 booster campaign flag: the campaign link's utm values.
const SOURCE = 'cedar';
const MEDIUMS = ['email', 'paid_media'];
const CONTENTS = ['dot_air', 'high_life_digital_advertorial', 'the_club', 'lounge_wifi'];

export type BoosterCampaignInput = {
  /** Campaign enrolments of the member (GET /stickycampaignenrolment); missing = none. */
  enrolments?: readonly unknown[] | null;
  /** Current address: a full URL, a path with query, or a search string. */
  url?: string | null;
};

export type BoosterCampaignFlag = {
  active: boolean;
  /**
   * The member arrived through a campaign link in this visit, so the enrolment still has to
   * be posted (once a token exists). False when the flag comes only from existing enrolments.
   */
  inFlight: boolean;
  /** The link's utm_campaign, to post as the enrolment's campaignCode, when `inFlight`. */
  campaignCode?: string;
};

/**
 * The booster campaign flag (spec §4): active when the enrolment list is not empty, or when
 * the address has utm_source `cedar`, utm_medium `email` or `paid_media`, utm_content one of
 * `dot_air`, `high_life_digital_advertorial`, `the_club`, `lounge_wifi`, and a non-empty
 * utm_campaign; the link case is also in flight. utm values compare case-insensitively.
 */
export function isBoosterCampaignActive({
  enrolments,
  url,
}: BoosterCampaignInput): BoosterCampaignFlag {
  const enrolled = (enrolments?.length ?? 0) > 0;
  const campaignCode = campaignFromUrl(url ?? '');
  if (campaignCode) return { active: true, inFlight: true, campaignCode };
  return { active: enrolled, inFlight: false };
}

function campaignFromUrl(url: string): string | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : url.includes('=') ? url : '';
  if (!query) return undefined;
  // A second '?' (spec §2 utm reload) is read as '&' so every utm key is seen.
  const params = new URLSearchParams(query.replace(/#.*$/, '').replace(/\?/g, '&'));
  const value = (key: string) => (params.get(key) ?? '').trim().toLowerCase();
  const campaign = (params.get('utm_campaign') ?? '').trim();
  if (
    value('utm_source') === SOURCE &&
    MEDIUMS.includes(value('utm_medium')) &&
    CONTENTS.includes(value('utm_content')) &&
    campaign
  ) {
    return campaign;
  }
  return undefined;
}
