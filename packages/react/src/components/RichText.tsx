import { documentToReactComponents } from '@contentful/rich-text-react-renderer';
import type { Options } from '@contentful/rich-text-react-renderer';
import { INLINES } from '@contentful/rich-text-types';
import type { Document } from '@contentful/rich-text-types';
import { isRichTextDocument } from '@avios/sdk/content';
import type { RichTextDocument } from '@avios/sdk/content';
import { LinkButton } from './LinkButton';

export interface RichTextProps {
  /** Plain text or a rich-text document already validated by the SDK (spec §5). */
  value: string | RichTextDocument | null | undefined;
  /** Element for plain text. Defaults to `p`. */
  as?: 'p' | 'span' | 'div';
  className?: string;
}

/**
 * Hyperlinks in rich text go through `LinkButton`, so the SDK's `safeLink` rule decides what
 * may be a link (a refused scheme renders as its text) and internal paths use the host's
 * router. Entry and asset hyperlinks keep the renderer's default (text in a span).
 */
const RENDER_OPTIONS: Options = {
  renderNode: {
    [INLINES.HYPERLINK]: (node, children) => (
      <LinkButton href={String((node.data as { uri?: unknown }).uri ?? '')} variant="link">
        {children}
      </LinkButton>
    ),
  },
};

/**
 * Renders content text: a string as is, a rich-text document as elements (never raw HTML).
 * Every document is validated structurally first (spec §5, SDK `isRichTextDocument`), page
 * copy as much as error messages: one that fails (unknown node types, raw HTML, a broken
 * tree) is not rendered at all, and the page around it stays usable.
 */
export function RichText({ value, as: Tag = 'p', className }: RichTextProps) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return <Tag className={className}>{value}</Tag>;
  if (!isRichTextDocument(value)) return null;
  return (
    <div className={className}>
      {documentToReactComponents(value as unknown as Document, RENDER_OPTIONS)}
    </div>
  );
}
