import { useEffect } from 'react';
import { campaignPhase, durationParts, formatDate } from '@avios/sdk/rules';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { ScreenFrame } from '../../components/ScreenFrame';
import { LoadingRegion, Skeleton } from '../../components/Skeleton';
import { assetImage, fill, str } from '../../content/contentFields';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useNow } from '../../hooks/useNow';
import type { BoosterContent } from './boosterContent';

export interface BoosterCampaignScreenProps {
  /** Sets `document.title` from content `campaignTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/** The campaign's dates as the member reads them (the calendar day of the ISO date). */
const day = (iso: string | undefined, language: string) =>
  iso ? formatDate(iso.slice(0, 10), language) : '';

/**
 * spec §2 campaign page for a booster campaign with start and end dates (content
 * `boosterPage`: `campaignStartDate`, `campaignEndDate` and the campaign copy): before the
 * start it says when it starts; while it runs it counts down to the end, ticking every
 * second (spec §4) in a `role="timer"` that is not announced at each tick, with a button to
 * the booster page; after the end it says it has ended. Route `booster/campaign`.
 */
export function BoosterCampaignScreen({ setDocumentTitle = true }: BoosterCampaignScreenProps) {
  const page = useContentEntry<BoosterContent>('boosterPage');
  const layout = useLayoutCopy();
  const { language } = useAviosContext();
  const copy: BoosterContent = page.entry ?? {};
  const phase = campaignPhase(copy.campaignStartDate, copy.campaignEndDate, useNow(1000));

  useEffect(() => {
    if (setDocumentTitle && copy.campaignTitle && typeof document !== 'undefined') {
      document.title = copy.campaignTitle;
    }
  }, [setDocumentTitle, copy.campaignTitle]);

  const image = assetImage(copy.campaignImage);
  let body;
  if (phase.phase === 'before') {
    body = (
      <p data-phase="before">
        {fill(str(copy.campaignUpcomingText), {
          startDate: day(copy.campaignStartDate, language),
        })}
      </p>
    );
  } else if (phase.phase === 'during') {
    const parts = durationParts(phase.endsInMs);
    body = (
      <>
        <p>{fill(str(copy.campaignText), { endDate: day(copy.campaignEndDate, language) })}</p>
        <p data-phase="during">
          <span id="avios-campaign-countdown">{str(copy.campaignCountdownLabel)}</span>{' '}
          <strong role="timer" aria-labelledby="avios-campaign-countdown">
            {fill(str(copy.campaignCountdownText), parts)}
          </strong>
        </p>
        <LinkButton href="/booster">{str(copy.campaignButtonText)}</LinkButton>
      </>
    );
  } else {
    body = (
      <p data-phase="after">
        {fill(str(copy.campaignEndedText), { endDate: day(copy.campaignEndDate, language) })}
      </p>
    );
  }

  return (
    <ScreenFrame name="booster-campaign">
      <div className="avios-container avios-section">
        {page.status === 'pending' ? (
          <LoadingRegion label={str(layout.loadingLabel)}>
            <Skeleton height="20rem" />
          </LoadingRegion>
        ) : (
          <Card
            as="section"
            className="avios-result avios-campaign"
            part="result"
            labelledBy="avios-campaign-title"
          >
            {image ? (
              <ResponsiveImage
                src={image.url}
                alt={image.alt}
                width={image.width ?? 320}
                height={image.height ?? 180}
                sizes="20rem"
                loading="eager"
              />
            ) : null}
            <h1 part="title" id="avios-campaign-title">
              {str(copy.campaignTitle)}
            </h1>
            {body}
          </Card>
        )}
      </div>
    </ScreenFrame>
  );
}
