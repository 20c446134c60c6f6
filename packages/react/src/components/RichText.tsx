import { documentToReactComponents } from '@contentful/rich-text-react-renderer';
import type { Document } from '@contentful/rich-text-types';
import type { RichTextDocument } from '@avios/sdk';

export interface RichTextProps {
  /** Plain text or a rich-text document already validated by the SDK (spec §5). */
  value: string | RichTextDocument | null | undefined;
  /** Element for plain text. Defaults to `p`. */
  as?: 'p' | 'span' | 'div';
  className?: string;
}

/** Renders content text: a string as is, a rich-text document as HTML elements. */
export function RichText({ value, as: Tag = 'p', className }: RichTextProps) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return <Tag className={className}>{value}</Tag>;
  return <div className={className}>{documentToReactComponents(value as unknown as Document)}</div>;
}

/** Plain text of content text (for aria-labels and titles). */
export function plainText(value: string | RichTextDocument | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  const walk = (node: unknown): string => {
    if (!node || typeof node !== 'object') return '';
    const n = node as { value?: unknown; content?: unknown[] };
    if (typeof n.value === 'string') return n.value;
    return Array.isArray(n.content) ? n.content.map(walk).join('') : '';
  };
  return walk(value);
}
