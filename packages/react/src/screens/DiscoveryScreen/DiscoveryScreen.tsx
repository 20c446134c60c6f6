import { useEffect } from 'react';
import { LoadingRegion } from '../../components/Skeleton';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useContentEntry } from '../../hooks/useContent';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { str } from '../../content/contentFields';
import { Articles } from './Articles';
import { Comparison } from './Comparison';
import { Hero, HeroSkeleton } from './Hero';
import { ProductCards, ProductCardsSkeleton } from './ProductCards';
import type { DiscoveryContent } from './discoveryContent';

export interface DiscoveryScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

function DiscoverySkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <HeroSkeleton />
      <ProductCardsSkeleton />
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
  // one swap from skeleton to page once the copy and the products are in (the product cards
  // depend on both), so the sections below never move
  const loading = page.status === 'pending' || (copy && member.products.status === 'pending');
  return (
    <ScreenFrame name="discovery">
      {loading ? (
        <DiscoverySkeleton label={str(layout.loadingLabel)} />
      ) : copy ? (
        <>
          <Hero copy={copy} member={member} />
          <ProductCards copy={copy} available={available} />
          <Comparison copy={copy} member={member} />
          <Articles copy={copy} />
        </>
      ) : null}
    </ScreenFrame>
  );
}
