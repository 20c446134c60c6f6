import { isRichTextDocument } from '@avios/sdk/content';
import type { RichTextDocument } from '@avios/sdk/content';
import { renderRichText } from './richTextRenderer';

export interface RichTextProps {
  /** Plain text or a rich-text document already validated by the SDK (spec §5). */
  value: string | RichTextDocument | null | undefined;
  /** Element for plain text. Defaults to `p`. */
  as?: 'p' | 'span' | 'div';
  className?: string;
}

/**
 * Renders content text: a string as is, a rich-text document as elements (never raw HTML).
 * Every document is validated structurally first (spec §5, SDK `isRichTextDocument`), page
 * copy as much as error messages: one that fails (unknown node types, raw HTML, a broken
 * tree) is not rendered at all, and the page around it stays usable. The renderer is in the
 * first download of the screens that use this: their content shows rich from the first paint.
 */
export function RichText({ value, as: Tag = 'p', className }: RichTextProps) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return <Tag className={className}>{value}</Tag>;
  if (!isRichTextDocument(value)) return null;
  return <div className={className}>{renderRichText(value)}</div>;
}
