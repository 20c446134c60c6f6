import type { ProductType } from '@avios/sdk';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Skeleton } from '../../components/Skeleton';
import { assetImage, linkedList, str } from '../../content/contentFields';
import type { DiscoveryContent, ProductCardContent } from './discoveryContent';

export interface ProductCardsProps {
  copy: DiscoveryContent;
  /** Product types available to the visitor; cards of other types are left out. */
  available: readonly ProductType[];
}

/** The card image's drawn width: a third of the page from md (768), of at most 1200 px. */
const PRODUCT_CARD_SIZES = '(min-width: 1200px) 24rem, (min-width: 768px) 33vw, 100vw';

/** Three cards of the product card's shape (image, title, two lines, button), to load into. */
export function ProductCardsSkeleton() {
  return (
    <div className="avios-container avios-section" aria-hidden="true">
      <Skeleton width="40%" height="1.65rem" style={{ marginBottom: '0.5em' }} />
      <ul className="avios-grid avios-grid--3">
        {[0, 1, 2].map((i) => (
          <Card as="li" key={i} className="avios-product-card" part="product-card">
            <span className="avios-skeleton avios-product-card__image" />
            <Skeleton width="60%" height="1.35rem" style={{ marginBlock: '0.1rem 0.5rem' }} />
            <Skeleton height="3rem" style={{ marginBottom: '0.75rem' }} />
            <Skeleton width="10rem" height="44px" style={{ marginTop: 'auto' }} />
          </Card>
        ))}
      </ul>
    </div>
  );
}

/** spec §2: up to 3 product cards from the available product types, each linking to its page. */
export function ProductCards({ copy, available }: ProductCardsProps) {
  const cards = linkedList<ProductCardContent>(copy.products)
    .filter((c) => available.includes(str(c.productType) as ProductType))
    .slice(0, 3);
  if (cards.length === 0) return null;
  return (
    <section className="avios-container avios-section" aria-labelledby="avios-products-title">
      <h2 part="heading" id="avios-products-title">
        {str(copy.productsTitle)}
      </h2>
      <ul className="avios-grid avios-grid--3">
        {cards.map((card) => {
          const image = assetImage(card.image);
          const id = `avios-product-${str(card.productType)}`;
          return (
            <Card
              as="li"
              key={id}
              labelledBy={id}
              className="avios-product-card"
              part="product-card"
            >
              {image ? (
                <ResponsiveImage
                  src={image.url}
                  alt={image.alt}
                  width={400}
                  height={225}
                  sizes={PRODUCT_CARD_SIZES}
                />
              ) : null}
              <h3 part="heading" id={id}>
                {str(card.newTitle)}
              </h3>
              <p>{str(card.description)}</p>
              <LinkButton href={str(card.linkUrl)} variant="secondary">
                {str(card.linkText)}
              </LinkButton>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
