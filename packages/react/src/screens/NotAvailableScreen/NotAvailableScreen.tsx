import { LinkButton } from '../../components/LinkButton';
import { ScreenFrame } from '../../components/ScreenFrame';
import { Skeleton } from '../../components/Skeleton';
import { str } from '../../content/contentFields';
import type { LayoutContent } from '../../content/contentTypes';
import { useContentEntry } from '../../hooks/useContent';

export interface NotAvailableScreenProps {
  /** Route name for styling and tests (gift, transfer, booster, ...). */
  name?: string;
}

/** A "not available yet" message from layout content, for routes whose screens come later. */
export function NotAvailableScreen({ name = 'not-available' }: NotAvailableScreenProps) {
  const { entry, status } = useContentEntry<LayoutContent>('layout');
  const copy = entry ?? {};
  return (
    <ScreenFrame name={name}>
      <section className="avios-container avios-section" aria-labelledby="avios-na-title">
        {status === 'pending' ? (
          <div aria-busy="true">
            <Skeleton width="60%" height="2.25rem" />
            <Skeleton height="3em" style={{ marginTop: '1rem' }} />
          </div>
        ) : (
          <>
            <h1 part="title" id="avios-na-title">
              {str(copy.notAvailableTitle)}
            </h1>
            <p>{str(copy.notAvailableMessage)}</p>
            {copy.notAvailableLinkText ? (
              <LinkButton href="/">{copy.notAvailableLinkText}</LinkButton>
            ) : null}
          </>
        )}
      </section>
    </ScreenFrame>
  );
}
