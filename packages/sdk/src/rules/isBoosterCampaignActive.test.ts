import { describe, expect, it } from 'vitest';
import { isBoosterCampaignActive } from './isBoosterCampaignActive';

const link = (content: string, medium = 'email', extra = '&utm_campaign=boost25') =>
  `https://shop.example/booster?utm_source=cedar&utm_medium=${medium}&utm_content=${content}${extra}`;
const enrolment = { ffpNumber: '1', campaignCode: 'boost25', expiryTime: '2030-01-01T00:00:00Z' };

describe('isBoosterCampaignActive (spec §4 booster campaign flag)', () => {
  it.each([
    ['dot_air by email', link('dot_air')],
    ['high_life_digital_advertorial by email', link('high_life_digital_advertorial')],
    ['the_club by email', link('the_club')],
    ['lounge_wifi by email', link('lounge_wifi')],
    ['dot_air by paid_media', link('dot_air', 'paid_media')],
    [
      'path with query',
      '/booster?utm_source=cedar&utm_medium=email&utm_content=the_club&utm_campaign=boost25',
    ],
    [
      'search string',
      '?utm_campaign=boost25&utm_content=the_club&utm_medium=email&utm_source=cedar',
    ],
    ['values in another case', link('The_Club', 'EMAIL').replace('cedar', 'Cedar')],
    [
      'keys behind a second question mark',
      '/booster?x=1?utm_source=cedar&utm_medium=email&utm_content=dot_air&utm_campaign=boost25',
    ],
  ])('campaign link, %s: active and in flight', (_title, url) => {
    expect(isBoosterCampaignActive({ enrolments: [], url })).toEqual({
      active: true,
      inFlight: true,
      campaignCode: 'boost25',
    });
  });

  it.each([
    ['other source', link('dot_air').replace('cedar', 'oak')],
    ['other medium', link('dot_air', 'social')],
    ['other content', link('inflight_magazine')],
    ['no utm_campaign', link('dot_air', 'email', '')],
    ['empty utm_campaign', link('dot_air', 'email', '&utm_campaign=')],
    ['no query at all', 'https://shop.example/booster'],
    ['no url', undefined],
  ])('%s, no enrolment: inactive', (_title, url) => {
    expect(isBoosterCampaignActive({ enrolments: [], url })).toEqual({
      active: false,
      inFlight: false,
    });
  });

  it.each([
    ['enrolled, no link', [enrolment], 'https://shop.example/', { active: true, inFlight: false }],
    [
      'enrolled and a link',
      [enrolment],
      link('dot_air'),
      { active: true, inFlight: true, campaignCode: 'boost25' },
    ],
    ['enrolments null', null, '/', { active: false, inFlight: false }],
    ['enrolments missing', undefined, '/', { active: false, inFlight: false }],
  ] as const)('%s', (_title, enrolments, url, expected) => {
    expect(isBoosterCampaignActive({ enrolments, url })).toEqual(expected);
  });
});
