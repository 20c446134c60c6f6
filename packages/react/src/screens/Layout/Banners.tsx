import { bannerVisible } from '@avios/sdk/rules';
import type { CSSProperties } from 'react';
import { LinkButton } from '../../components/LinkButton';
import { fill, str } from '../../content/contentFields';
import type { BannerContent } from '../../content/contentTypes';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContent } from '../../hooks/useContent';
import { useNow } from '../../hooks/useNow';

export interface BannersProps {
  /** Page id compared with the banner's activePages (discovery, purchase, ...). */
  page: string;
  /** Member's country for limitToCountry. */
  country?: string | undefined;
  /**
   * Keep a banner's space while the banners load (a skeleton), and at least that much after,
   * so the page below does not move when a banner arrives. Defaults to `false`.
   */
  reserveSpace?: boolean;
}

/** Pages where the partner's promotion banners normally run (spec §2: the discovery page; the seeded promotion also runs on purchase). */
export const BANNER_PAGES: readonly string[] = ['discovery', 'purchase'];

function countdownParts(endDate: string, now: number) {
  const left = Math.max(0, Math.floor((Date.parse(endDate) - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

function Banner({ banner, now }: { banner: BannerContent; now: number }) {
  const style = {
    '--avios-banner-bg': banner.backgroundColour,
    '--avios-banner-text': banner.textColour,
    '--avios-banner-accent': banner.accentColour,
  } as CSSProperties;
  return (
    <aside
      className="avios-banner"
      data-format={banner.globalBannerFormat ? 'global' : 'inline'}
      aria-label={str(banner.title)}
      style={style}
      part="banner"
    >
      <div className="avios-banner__body">
        <strong className="avios-banner__title">{str(banner.title)}</strong>
        <p>{str(banner.text)}</p>
        {banner.countdown && banner.endDate && banner.countdownText ? (
          <p className="avios-countdown" role="timer" aria-live="off">
            {fill(banner.countdownText, countdownParts(banner.endDate, now))}
          </p>
        ) : null}
      </div>
      <div className="avios-banner__actions">
        {banner.primaryLinkUrl && banner.primaryLinkText ? (
          <LinkButton href={banner.primaryLinkUrl} size="small">
            {banner.primaryLinkText}
          </LinkButton>
        ) : null}
        {banner.secondaryLinkUrl && banner.secondaryLinkText ? (
          <LinkButton href={banner.secondaryLinkUrl} size="small" variant="secondary">
            {banner.secondaryLinkText}
          </LinkButton>
        ) : null}
      </div>
    </aside>
  );
}

/** Promotion banners of the current page (spec §2: IB only, listed pages, end date, country). */
export function Banners({ page, country, reserveSpace = false }: BannersProps) {
  const { partner } = useAviosContext();
  // spec §2: banners exist only for partner ib, so other partners never ask for them
  const result = useContent<BannerContent>('banner', undefined, { enabled: partner === 'IB' });
  const entries = result.status === 'success' ? result.data : [];
  const hasCountdown = entries.some((b) => b.countdown);
  const now = useNow(1000, hasCountdown);
  const visible = entries.filter((b) =>
    bannerVisible(
      {
        isEnabled: b.isEnabled ?? null,
        activePages: b.activePages ?? null,
        partnerCode: b.partnerCode ?? null,
        endDate: b.endDate ?? null,
        limitToCountry: b.limitToCountry ?? null,
      },
      { partner, page, country: country ?? null, now },
    ),
  );
  const reserve = reserveSpace && partner === 'IB';
  if (reserve && result.status === 'pending') {
    return (
      <div className="avios-banners" data-reserved="" aria-hidden="true">
        <span className="avios-skeleton avios-banners__skeleton" />
      </div>
    );
  }
  if (visible.length === 0) return null;
  return (
    <div className="avios-banners" data-reserved={reserve ? '' : undefined}>
      {visible.map((b, i) => (
        <Banner key={b.slug ?? i} banner={b} now={now} />
      ))}
    </div>
  );
}
