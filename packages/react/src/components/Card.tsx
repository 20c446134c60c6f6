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
  /** Value of the `part` attribute for shadow-root styling. Defaults to `card`. */
  part?: string;
}

/** A bordered box for one item (product, package, article). */
export function Card({
  children,
  as: Tag = 'article',
  className,
  labelledBy,
  selected,
  part = 'card',
}: CardProps) {
  return (
    <Tag
      className={className ? `avios-card ${className}` : 'avios-card'}
      aria-labelledby={labelledBy}
      data-selected={selected ? '' : undefined}
      part={part}
    >
      {children}
    </Tag>
  );
}
