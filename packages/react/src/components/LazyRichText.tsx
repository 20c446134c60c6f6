// Rich text whose renderer (richTextRenderer.tsx, the Contentful renderer) is fetched later:
// for the one rich text a package page can show, an error banner's message, so that the
// first render of <avios-purchase> and <avios-gift> does not download it. The renderer is
// warmed when the browser is first idle or at the member's first interaction (`laterModule`),
// and asked for at once when a document is to show: until it is in, the document's text
// shows as plain paragraphs, then the same document rendered rich. Screens whose content is
// rich text use RichText, which has the renderer from the start.
import { useSyncExternalStore } from 'react';
import { laterModule } from '@avios/sdk';
import { RICH_TEXT_BLOCKS, isRichTextDocument } from '@avios/sdk/content';
import type { RichTextDocument, RichTextNode } from '@avios/sdk/content';
import type { RichTextProps } from './RichText';

const renderer = /* @__PURE__ */ laterModule(() => import('./richTextRenderer'));

/** The renderer once in, undefined before (and on a server: the first paint is plain). */
const loadedRenderer = () => renderer.current()?.renderRichText;
const noRenderer = () => undefined;

/** Asks for the renderer and tells `onLoad` when it is in; a failed download keeps the text plain. */
function subscribe(onLoad: () => void): () => void {
  let live = true;
  renderer.load().then(
    () => {
      if (live) onLoad();
    },
    (error: unknown) => {
      if (live) console.warn('[avios] the rich-text renderer did not load: plain text', error);
    },
  );
  return () => {
    live = false;
  };
}

/** Blocks whose children are inline text (paragraphs, headings): one plain paragraph each. */
const TEXT_BLOCKS: ReadonlySet<string> = new Set(
  RICH_TEXT_BLOCKS.filter((type) => type === 'paragraph' || type.startsWith('heading-')),
);

/** The text of inline nodes: text values and the text of links; embedded entries have none. */
function inlineText(nodes: readonly RichTextNode[]): string {
  return nodes
    .map((node) => (node.nodeType === 'text' ? node.value : inlineText(node.content)))
    .join('');
}

/**
 * A validated document's text, one string per paragraph or heading (a list item's, a
 * quote's and a table cell's included), in document order; empty ones left out.
 */
function plainParagraphs(nodes: readonly RichTextNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.nodeType === 'text') continue;
    if (TEXT_BLOCKS.has(node.nodeType)) {
      const text = inlineText(node.content);
      if (text.trim() !== '') into.push(text);
    } else {
      plainParagraphs(node.content, into);
    }
  }
  return into;
}

function LazyDocument({ doc, className }: { doc: RichTextDocument; className?: string }) {
  const render = useSyncExternalStore(subscribe, loadedRenderer, noRenderer);
  return (
    <div className={className}>
      {render ? render(doc) : plainParagraphs(doc.content).map((text, i) => <p key={i}>{text}</p>)}
    </div>
  );
}

/**
 * `RichText` with the renderer fetched later: the same string and validation rules (spec §5:
 * a document `isRichTextDocument` refuses renders nothing, before and after the renderer is
 * in), the document's text as plain paragraphs (text only, links as their text, never HTML)
 * until the renderer is in.
 */
export function LazyRichText({ value, as: Tag = 'p', className }: RichTextProps) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return <Tag className={className}>{value}</Tag>;
  if (!isRichTextDocument(value)) return null;
  return <LazyDocument doc={value} {...(className ? { className } : {})} />;
}
