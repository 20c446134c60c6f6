import type { ReactNode } from 'react';

export interface CardProps {
  children: ReactNode;
  /** Element to render. Defaults to `article`. */
  as?: 'article' | 'section' | 'div' | 'li';
  className?: string;
  /** `aria-labelledby` of the card, usually its heading id. */
  labelledBy?: string;
  /** Styling hook for the selected state (a chosen package). */
  selected?: boolean;
  /**
   * Part names besides `card` for shadow-root styling (`package` makes `part="card package"`).
   * Defaults to none.
   */
  part?: string;
}

/** A bordered box for one item (product, package, article). */
export function Card({
  children,
  as: Tag = 'article',
  className,
  labelledBy,
  selected,
  part,
}: CardProps) {
  return (
    <Tag
      className={className ? `avios-card ${className}` : 'avios-card'}
      aria-labelledby={labelledBy}
      data-selected={selected ? '' : undefined}
      part={part ? `card ${part}` : 'card'}
    >
      {children}
    </Tag>
  );
}
