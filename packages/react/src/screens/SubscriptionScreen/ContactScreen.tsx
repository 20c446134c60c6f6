import { isRichTextDocument } from '@avios/sdk/content';
import { safeLink } from '@avios/sdk/rules';
import { Card } from '../../components/Card';
import { RichText } from '../../components/RichText';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { objectList, str } from '../../content/contentFields';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import type { ContactContent } from './subscriptionContent';

export interface ContactScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/**
 * spec §2 contact page: the partner's contact content, its ways to get in touch (phone,
 * email) as links through the SDK's `safeLink` (tel:, mailto:, http(s) only) and its opening
 * hours. Content type `contactPage`.
 */
export function ContactScreen({ setDocumentTitle = true }: ContactScreenProps) {
  const page = useContentEntry<ContactContent>('contactPage');
  const layout = useLayoutCopy();
  const copy: ContactContent = page.entry ?? {};
  useDocumentTitle(copy.metaTitle, setDocumentTitle);
  const channels = objectList<{ label?: unknown; value?: unknown; url?: unknown }>(copy.channels);

  return (
    <ScreenFrame name="contact" {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}>
      <div className="avios-container avios-section avios-contact">
        {page.status === 'pending' ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="12rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {isRichTextDocument(copy.body) ? <RichText value={copy.body} /> : null}
            <Card as="section" labelledBy="avios-contact-title" className="avios-contact__card">
              <h2 id="avios-contact-title" className="avios-visually-hidden">
                {str(copy.title)}
              </h2>
              <dl>
                {channels.map((channel) => {
                  const link = safeLink(channel.url);
                  return (
                    <div key={str(channel.label)} className="avios-contact__row">
                      <dt>{str(channel.label)}</dt>
                      <dd>
                        {link ? <a href={link.href}>{str(channel.value)}</a> : str(channel.value)}
                      </dd>
                    </div>
                  );
                })}
                {copy.hours ? (
                  <div className="avios-contact__row">
                    <dt>{str(copy.hoursLabel)}</dt>
                    <dd>{copy.hours}</dd>
                  </div>
                ) : null}
              </dl>
            </Card>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
