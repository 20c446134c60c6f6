import { GENERIC_ERROR_TEXT } from '@avios/sdk/errors';
import { Button } from '../../components/Button';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { ScreenFrame } from '../../components/ScreenFrame';
import { assetImage, str } from '../../content/contentFields';
import type { LayoutContent } from '../../content/contentTypes';
import { useAvios } from '../../hooks/useAvios';
import { useContentEntry } from '../../hooks/useContent';
import { useNavigation } from '../../hooks/useNavigation';

/** spec §2 generic error screen button text when content is not loaded. */
const ERROR_SCREEN_DEFAULT_BUTTON = 'Reload page';

export interface ErrorScreenProps {
  /** Called by 'Reload page' before navigating to '#' (e.g. an error boundary's reset). */
  onReset?: () => void;
}

/**
 * spec §2 generic error screen: title (default 'Oops!'), message, background and a
 * 'Reload page' button that resets the error and navigates to '#'. Text and image come from
 * layout content; defaults apply when it is not loaded.
 */
export function ErrorScreen({ onReset }: ErrorScreenProps) {
  const { errors } = useAvios();
  const navigation = useNavigation();
  const { entry } = useContentEntry<LayoutContent>('layout');
  const copy = entry ?? {};
  const background = assetImage(copy.errorPageBackgroundImage);
  return (
    <ScreenFrame name="error" showErrors={false} hasDefaults>
      <section className="avios-fullpage" aria-labelledby="avios-error-title">
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
          <h1 part="title" id="avios-error-title">
            {str(copy.errorPageTitle) || GENERIC_ERROR_TEXT.title}
          </h1>
          <p>{str(copy.errorPageMessage) || GENERIC_ERROR_TEXT.message}</p>
          <Button
            onClick={() => {
              errors.clear();
              onReset?.();
              navigation.navigate('#');
            }}
          >
            {str(copy.errorPageButtonText) || ERROR_SCREEN_DEFAULT_BUTTON}
          </Button>
        </div>
      </section>
    </ScreenFrame>
  );
}
