import { useEffect } from 'react';
import { LoadingRegion, Skeleton } from '../../components/Skeleton';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useContentEntry } from '../../hooks/useContent';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { str } from '../../content/contentFields';
import { Articles } from './Articles';
import { Comparison } from './Comparison';
import { Hero } from './Hero';
import { ProductCards } from './ProductCards';
import type { DiscoveryContent } from './discoveryContent';

export interface DiscoveryScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

function DiscoverySkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div className="avios-hero">
        <div className="avios-container avios-hero__panel">
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton width="50%" height="1.5rem" style={{ marginTop: '1rem' }} />
          <Skeleton width="10rem" height="44px" style={{ marginTop: '1rem' }} />
        </div>
      </div>
      <div className="avios-container avios-section">
        <Skeleton width="40%" height="1.75rem" />
        <div className="avios-grid avios-grid--3" style={{ marginTop: '1rem' }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="22rem" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}

/**
 * spec §2 discovery (home) page: hero (signed out or in), up to 3 product cards, the
 * comparison section and the articles section. Content type `discoveryPage`.
 */
export function DiscoveryScreen({ setDocumentTitle = true }: DiscoveryScreenProps) {
  const page = useContentEntry<DiscoveryContent>('discoveryPage');
  const member = useMember();
  const layout = useLayoutCopy();
  useEffect(() => {
    if (setDocumentTitle && page.entry?.metaTitle && typeof document !== 'undefined') {
      document.title = page.entry.metaTitle;
    }
  }, [setDocumentTitle, page.entry?.metaTitle]);

  const copy = page.entry;
  const available = member.products.status === 'success' ? member.products.data : [];
  return (
    <ScreenFrame name="discovery">
      {!copy ? (
        page.status === 'pending' ? (
          <DiscoverySkeleton label={str(layout.loadingLabel)} />
        ) : null
      ) : (
        <>
          <Hero copy={copy} member={member} />
          <ProductCards copy={copy} available={available} />
          <Comparison copy={copy} member={member} />
          <Articles copy={copy} />
        </>
      )}
    </ScreenFrame>
  );
}
