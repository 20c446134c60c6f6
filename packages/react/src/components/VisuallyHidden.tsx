import type { ReactNode } from 'react';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render. Defaults to `span`. */
  as?: 'span' | 'div' | 'h1' | 'h2';
  id?: string;
}

/** Text for screen readers only; stays in the accessibility tree. */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className="avios-visually-hidden" id={id}>
      {children}
    </Tag>
  );
}
