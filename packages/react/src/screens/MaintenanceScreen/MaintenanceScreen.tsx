import { MAINTENANCE_COUNTDOWN_S } from '@avios/sdk/rules';
import { Countdown } from '../../components/Countdown';
import { LinkButton } from '../../components/LinkButton';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { RichText } from '../../components/RichText';
import { ScreenFrame } from '../../components/ScreenFrame';
import { Skeleton } from '../../components/Skeleton';
import { assetImage, str } from '../../content/contentFields';
import type { MaintenanceContent } from '../../content/contentTypes';
import { useContentEntry } from '../../hooks/useContent';
import { useNavigation } from '../../hooks/useNavigation';

/** spec §2 maintenance page default title. */
const MAINTENANCE_DEFAULT_TITLE = 'We’ll be back soon!';

export interface MaintenanceScreenProps {
  /** Seconds before reloading `/`. Defaults to 20 (spec §9). */
  seconds?: number;
  /**
   * Reloads the shop at `/` when the countdown ends (a full reload, so a recovered API is
   * asked again). Defaults to `window.location.assign` of the shop's own `/` href (under its
   * base path: never the site's root, which may not be the shop).
   */
  onReload?: () => void;
}

/**
 * spec §2 maintenance page: title, message, signature and background from content (default
 * title 'We’ll be back soon!'); counts down 20 s and reloads to /; 'Retry it now' goes to /.
 */
export function MaintenanceScreen({
  seconds = MAINTENANCE_COUNTDOWN_S,
  onReload,
}: MaintenanceScreenProps) {
  const { entry, status } = useContentEntry<MaintenanceContent>('maintenancePage');
  const navigation = useNavigation();
  const copy = entry ?? {};
  const background = assetImage(copy.backgroundImage);
  const reload = () => {
    if (onReload) onReload();
    else if (typeof window !== 'undefined') window.location.assign(navigation.href('/'));
  };
  const refresh = copy.refresh !== false;
  return (
    <ScreenFrame name="maintenance" hasDefaults>
      <section className="avios-fullpage" aria-labelledby="avios-maintenance-title">
        {background ? (
          <ResponsiveImage
            background
            src={background.url}
            alt=""
            width={background.width ?? 1512}
            height={background.height ?? 800}
          />
        ) : null}
        <div className="avios-fullpage__panel">
          <h1 part="title" id="avios-maintenance-title">
            {str(copy.title) || MAINTENANCE_DEFAULT_TITLE}
          </h1>
          {status === 'pending' ? (
            <Skeleton height="3em" />
          ) : (
            <>
              <RichText value={copy.message} />
              {copy.signature ? (
                <p className="avios-fullpage__signature">{copy.signature}</p>
              ) : null}
            </>
          )}
          <p>
            {str(copy.retryMessage)}{' '}
            <Countdown seconds={seconds} {...(refresh ? { onDone: reload } : {})} />{' '}
            {str(copy.timeUnit)}
          </p>
          <LinkButton href="/" variant="secondary">
            {str(copy.retryLinkText) || 'Retry it now'}
          </LinkButton>
        </div>
      </section>
    </ScreenFrame>
  );
}
