import { useState } from 'react';
import { articlesVisible, safeLink } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { RichText } from '../../components/RichText';
import { assetImage, linkedList, str } from '../../content/contentFields';
import type { ArticleContent, DiscoveryContent } from './discoveryContent';

/** The article image's drawn width: 2 columns from md (768), 4 from lg (1024), 1200 px at most. */
const ARTICLE_SIZES =
  '(min-width: 1200px) 18rem, (min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw';

export interface ArticlesProps {
  copy: DiscoveryContent;
}

/**
 * spec §2 articles: hidden below 2 or when more than 2 is not a multiple of 4 (SDK
 * `articlesVisible`); 4 first with show more / show less; each card opens in a new tab.
 */
export function Articles({ copy }: ArticlesProps) {
  const [expanded, setExpanded] = useState(false);
  const articles = linkedList<ArticleContent>(copy.articles);
  const rule = articlesVisible(articles.length);
  if (!rule.visible) return null;
  const shown = expanded ? articles : articles.slice(0, rule.initial);
  return (
    <section className="avios-container avios-section" aria-labelledby="avios-articles-title">
      <h2 part="heading" id="avios-articles-title">
        {str(copy.articlesTitle)}
      </h2>
      <ul className="avios-grid avios-grid--4" id="avios-articles-list">
        {shown.map((article, i) => {
          const image = assetImage(article.image);
          // spec §2: each card opens in a new tab; the SDK rule refuses unsafe schemes
          const link = safeLink(str(article.linkUrl));
          return (
            <Card
              as="li"
              key={`${str(article.linkUrl)}-${i}`}
              className="avios-article"
              part="article"
            >
              {image ? (
                <ResponsiveImage
                  src={image.url}
                  alt=""
                  width={320}
                  height={180}
                  sizes={ARTICLE_SIZES}
                />
              ) : null}
              {article.badgeText ? (
                <span className="avios-badge" part="badge">
                  {article.badgeText}
                </span>
              ) : null}
              <h3 part="heading">
                {link ? (
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={str(article.linkAriaLabel) || undefined}
                    className="avios-article__link"
                    part="link"
                  >
                    {str(article.title)}
                  </a>
                ) : (
                  str(article.title)
                )}
              </h3>
              <RichText value={article.body} />
            </Card>
          );
        })}
      </ul>
      {rule.toggle ? (
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls="avios-articles-list"
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? str(copy.articlesShowLessText) : str(copy.articlesShowMoreText)}
        </Button>
      ) : null}
    </section>
  );
}
