import type { ReactNode } from 'react';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { InsideLayout } from '../../components/ScreenFrame';
import { Skeleton } from '../../components/Skeleton';
import { str } from '../../content/contentFields';
import type { LayoutContent } from '../../content/contentTypes';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useContentOutage } from '../../hooks/useContentOutage';
import { useBoosterCampaign } from '../../hooks/useBoosterCampaign';
import { useMember } from '../../hooks/useMember';
import { BANNER_PAGES, Banners } from './Banners';
import { Chatbot } from './Chatbot';
import { Footer } from './Footer';
import { Header } from './Header';

export interface LayoutProps {
  /** Page id for banners (spec §2: only on listed pages), e.g. `discovery`, `purchase`. */
  page?: string;
  /** `external` leaves out the header navigation and the footer (spec §2 /external routes). Defaults to `default`. */
  variant?: 'default' | 'external';
  children?: ReactNode;
}

/** Id of the main landmark; the skip link points at it. */
export const MAIN_ID = 'avios-main';

/**
 * The frame around every screen: skip link, header (branding, language list, sign-in or
 * avatar menu), global errors, banners of the page, main landmark, footer.
 */
export function Layout({ page, variant = 'default', children }: LayoutProps) {
  const { partner, language } = useAviosContext();
  const layout = useContentEntry<LayoutContent>('layout');
  const { user } = useMember();
  // spec §4: the booster campaign flag, and its enrolment once signed in, wherever the
  // campaign link lands
  useBoosterCampaign();
  const copy: LayoutContent = layout.entry ?? {};
  // the content service is down: no header, errors or footer without words (the screen
  // says what happened, ScreenFrame)
  const outage = useContentOutage().down;
  const bare = layout.status === 'pending' || (outage && !layout.entry);
  const country = user.status === 'success' ? user.data.country : undefined;
  return (
    <div
      className="avios-root avios-layout"
      data-partner={partner}
      lang={language}
      data-variant={variant}
    >
      {outage && !layout.entry ? null : (
        <a className="avios-skip-link" href={`#${MAIN_ID}`}>
          {str(copy.skipLinkText) || <Skeleton width="6em" />}
        </a>
      )}
      {bare ? (
        <div className="avios-header" aria-hidden="true">
          <div className="avios-container avios-header__inner">
            <Skeleton width={133} height={32} />
            {variant === 'default' ? (
              <div className="avios-header__nav avios-header__nav--pending">
                <span className="avios-skeleton" />
              </div>
            ) : null}
            <div className="avios-header__tools">
              <Skeleton width={44} height={44} round />
            </div>
          </div>
        </div>
      ) : (
        <Header copy={copy} minimal={variant === 'external'} />
      )}
      <InsideLayout.Provider value={true}>
        <main id={MAIN_ID} tabIndex={-1} className="avios-main">
          <div className="avios-container">
            {outage ? null : (
              <ErrorDisplay
                scope="global"
                {...(copy.closeLabel ? { dismissLabel: copy.closeLabel } : {})}
              />
            )}
            {page ? (
              <Banners page={page} country={country} reserveSpace={BANNER_PAGES.includes(page)} />
            ) : null}
          </div>
          {children}
        </main>
      </InsideLayout.Provider>
      {variant === 'default' && !(outage && !layout.entry) ? <Footer copy={copy} /> : null}
      {variant === 'default' && layout.entry ? <Chatbot copy={copy} /> : null}
    </div>
  );
}
