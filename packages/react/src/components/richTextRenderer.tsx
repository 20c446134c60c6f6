// The Contentful rich-text renderer and its options, a module of their own: RichText imports
// it at once (screens whose content is rich text), LazyRichText fetches it later (an error
// banner's message, the only rich text a package page can show), so that the first render of
// a package element does not download it.
import { documentToReactComponents } from '@contentful/rich-text-react-renderer';
import type { Options } from '@contentful/rich-text-react-renderer';
import { INLINES } from '@contentful/rich-text-types';
import type { Document } from '@contentful/rich-text-types';
import type { ReactNode } from 'react';
import type { RichTextDocument } from '@avios/sdk/content';
import { LinkButton } from './LinkButton';

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
 * A document as elements (never raw HTML). Only for a document `isRichTextDocument` has
 * accepted (spec §5): the callers validate first.
 */
export function renderRichText(doc: RichTextDocument): ReactNode {
  return documentToReactComponents(doc as unknown as Document, RENDER_OPTIONS);
}
