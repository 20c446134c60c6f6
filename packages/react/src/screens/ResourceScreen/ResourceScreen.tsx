import { useEffect, useMemo } from 'react';
import { isRichTextDocument } from '@avios/sdk/content';
import { RichText } from '../../components/RichText';
import { ScreenFrame } from '../../components/ScreenFrame';
import { LoadingRegion, Skeleton } from '../../components/Skeleton';
import { str } from '../../content/contentFields';
import { useContentEntry } from '../../hooks/useContent';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';

export interface ResourceScreenProps {
  /** The last path segment (route `resources/{resourceType}`), e.g. `pricing-booster`. */
  resourceType: string | undefined;
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

interface ResourceContent {
  metaTitle?: string;
  title?: string;
  body?: unknown;
}

/**
 * spec §2 resources route: a content page (for IB, `pricing-booster`; the route table
 * redirects the others). The body is rich text validated structurally (spec §5) and
 * rendered as elements, never raw HTML, its links through the SDK's `safeLink`; a body
 * that fails validation is not shown and raises `schema_validation_failed`. Content type
 * `resourcePage` by `resourceType`.
 */
export function ResourceScreen({ resourceType, setDocumentTitle = true }: ResourceScreenProps) {
  const layout = useLayoutCopy();
  const { dispatch } = useErrors();
  const filter = useMemo(() => ({ resourceType: resourceType ?? '' }), [resourceType]);
  const page = useContentEntry<ResourceContent>('resourcePage', filter);
  const copy: ResourceContent = page.entry ?? {};
  const valid = copy.body !== undefined && isRichTextDocument(copy.body);

  useEffect(() => {
    if (page.status === 'success' && !valid) {
      dispatch('schema_validation_failed', { scope: 'page' });
    }
  }, [page.status, valid, dispatch]);
  useEffect(() => {
    if (setDocumentTitle && copy.metaTitle && typeof document !== 'undefined') {
      document.title = copy.metaTitle;
    }
  }, [setDocumentTitle, copy.metaTitle]);

  return (
    <ScreenFrame name="resources">
      <div className="avios-container avios-section avios-resource">
        {page.status === 'pending' ? (
          <LoadingRegion label={str(layout.loadingLabel)}>
            <Skeleton width="60%" height="2.25rem" />
            <Skeleton height="16rem" />
          </LoadingRegion>
        ) : (
          <article>
            <h1 part="title">{str(copy.title)}</h1>
            {valid ? <RichText value={copy.body as never} /> : null}
          </article>
        )}
      </div>
    </ScreenFrame>
  );
}
