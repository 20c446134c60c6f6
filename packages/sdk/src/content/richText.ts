// spec §5: rich-text content documents are validated structurally before a screen renders them.
// The node types mirror @contentful/rich-text-types 17.2.7 (a test keeps them in step); that
// package is not a dependency of the SDK, and its own validator rejects links the content
// client has already resolved into entries, which is what the SDK hands to screens.
import { z } from '../schemas/zodSettings';
import { SdkError } from '../errors/sdkError';

export const RICH_TEXT_BLOCKS = [
  'document',
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'list-item',
  'hr',
  'blockquote',
  'embedded-entry-block',
  'embedded-asset-block',
  'embedded-resource-block',
  'table',
  'table-row',
  'table-cell',
  'table-header-cell',
] as const;

export const RICH_TEXT_INLINES = [
  'asset-hyperlink',
  'embedded-entry-inline',
  'embedded-resource-inline',
  'entry-hyperlink',
  'hyperlink',
  'resource-hyperlink',
] as const;

export const RICH_TEXT_MARKS = [
  'bold',
  'italic',
  'underline',
  'code',
  'superscript',
  'subscript',
  'strikethrough',
] as const;

export type RichTextBlockType = (typeof RICH_TEXT_BLOCKS)[number];
export type RichTextInlineType = (typeof RICH_TEXT_INLINES)[number];
export type RichTextNodeType = RichTextBlockType | RichTextInlineType | 'text';

export interface RichTextText {
  nodeType: 'text';
  value: string;
  marks: { type: string }[];
  data: Record<string, unknown>;
}

export interface RichTextElement {
  nodeType: Exclude<RichTextNodeType, 'text' | 'document'>;
  data: Record<string, unknown>;
  content: RichTextNode[];
}

export type RichTextNode = RichTextElement | RichTextText;

/** A Contentful rich-text document, as `@contentful/rich-text-react-renderer` accepts it. */
export interface RichTextDocument {
  nodeType: 'document';
  data: Record<string, unknown>;
  content: RichTextElement[];
}

const TEXT_CONTAINERS = [
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
];
const TOP_LEVEL = [
  ...TEXT_CONTAINERS,
  'ordered-list',
  'unordered-list',
  'hr',
  'blockquote',
  'embedded-entry-block',
  'embedded-asset-block',
  'embedded-resource-block',
  'table',
];
const INLINE_OR_TEXT = [...RICH_TEXT_INLINES, 'text'];

/** Which child node types each node type may hold, and whether it needs at least one. */
const CHILDREN: Record<string, { allowed: readonly string[]; min?: number }> = {
  document: { allowed: TOP_LEVEL },
  ...Object.fromEntries(TEXT_CONTAINERS.map((t) => [t, { allowed: INLINE_OR_TEXT }])),
  'ordered-list': { allowed: ['list-item'] },
  'unordered-list': { allowed: ['list-item'] },
  'list-item': { allowed: TOP_LEVEL.filter((t) => t !== 'table') },
  blockquote: { allowed: ['paragraph'] },
  table: { allowed: ['table-row'], min: 1 },
  'table-row': { allowed: ['table-cell', 'table-header-cell'], min: 1 },
  'table-cell': { allowed: ['paragraph', 'unordered-list', 'ordered-list'], min: 1 },
  'table-header-cell': { allowed: ['paragraph'], min: 1 },
  hr: { allowed: [] },
  'embedded-entry-block': { allowed: [] },
  'embedded-asset-block': { allowed: [] },
  'embedded-resource-block': { allowed: [] },
  'embedded-entry-inline': { allowed: [] },
  'embedded-resource-inline': { allowed: [] },
  hyperlink: { allowed: ['text'] },
  'entry-hyperlink': { allowed: ['text'] },
  'asset-hyperlink': { allowed: ['text'] },
  'resource-hyperlink': { allowed: ['text'] },
};

/** Node types whose `data.target` must be a link or the entry/asset it was resolved to. */
const LINKED = new Set([
  'embedded-entry-block',
  'embedded-asset-block',
  'embedded-resource-block',
  'embedded-entry-inline',
  'embedded-resource-inline',
  'entry-hyperlink',
  'asset-hyperlink',
  'resource-hyperlink',
]);

const data = z.record(z.string(), z.unknown());
const textNode = z.object({
  nodeType: z.literal('text'),
  value: z.string(),
  marks: z.array(z.looseObject({ type: z.string() })),
  data,
});
const elementNode = z.object({
  nodeType: z.enum([...RICH_TEXT_BLOCKS, ...RICH_TEXT_INLINES]),
  data,
  content: z.array(z.unknown()),
});
const hyperlinkData = z.looseObject({ uri: z.string() });
const linkTargetData = z.looseObject({ target: z.looseObject({ sys: z.looseObject({}) }) });

interface Issue {
  path: string;
  message: string;
}

const join = (base: string, key: string | number): string =>
  base === '' ? String(key) : `${base}.${key}`;

function shapeIssues(schema: z.ZodMiniType, node: unknown, path: string): Issue[] {
  const result = schema.safeParse(node);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.reduce<string>((p, k) => join(p, String(k)), path) || '(root)',
    message: issue.message,
  }));
}

function checkNode(node: unknown, path: string, issues: Issue[]): void {
  const isText = (node as { nodeType?: unknown } | null)?.nodeType === 'text';
  const shape = shapeIssues(isText ? textNode : elementNode, node, path);
  if (shape.length > 0) {
    issues.push(...shape);
    return;
  }
  if (isText) return;
  const element = node as { nodeType: string; data: Record<string, unknown>; content: unknown[] };
  if (element.nodeType === 'hyperlink') {
    issues.push(...shapeIssues(hyperlinkData, element.data, join(path, 'data')));
  } else if (LINKED.has(element.nodeType)) {
    issues.push(...shapeIssues(linkTargetData, element.data, join(path, 'data')));
  }
  const rule = CHILDREN[element.nodeType];
  if (!rule) return;
  const contentPath = join(path, 'content');
  if (rule.min !== undefined && element.content.length < rule.min) {
    issues.push({
      path: contentPath,
      message: `${element.nodeType} needs at least ${rule.min} child`,
    });
  }
  element.content.forEach((child, i) => {
    const childPath = join(contentPath, i);
    const childType = (child as { nodeType?: unknown } | null)?.nodeType;
    if (typeof childType === 'string' && !rule.allowed.includes(childType)) {
      issues.push({
        path: join(childPath, 'nodeType'),
        message: `${childType} is not allowed inside ${element.nodeType}`,
      });
      return;
    }
    checkNode(child, childPath, issues);
  });
}

/**
 * Checks that `doc` is a well-formed rich-text document: a `document` root, known node types
 * in allowed places, `data` objects, `content` arrays, text nodes with `value` and `marks`,
 * hyperlinks with a `uri` and embedded nodes with a `target`.
 * Throws `SdkError('schema_validation_failed')` whose `paths` name each offending node.
 */
export function validateRichText(doc: unknown, what = 'rich text'): RichTextDocument {
  const issues: Issue[] = [];
  if (doc === null || typeof doc !== 'object') {
    issues.push({ path: '(root)', message: 'expected a rich-text document object' });
  } else if ((doc as { nodeType?: unknown }).nodeType !== 'document') {
    issues.push({ path: 'nodeType', message: "the root node must be 'document'" });
  } else {
    checkNode(doc, '', issues);
  }
  if (issues.length > 0) {
    const paths = [...new Set(issues.map((i) => i.path))];
    throw new SdkError('schema_validation_failed', {
      message: `Invalid ${what} at ${paths.join(', ')}: ${issues[0]?.message ?? ''}`,
      paths,
    });
  }
  return doc as RichTextDocument;
}

/** True when `doc` passes {@link validateRichText}. */
export function isRichTextDocument(doc: unknown): doc is RichTextDocument {
  try {
    validateRichText(doc);
    return true;
  } catch {
    return false;
  }
}
