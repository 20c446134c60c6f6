import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/sdkError';
import {
  RICH_TEXT_BLOCKS,
  RICH_TEXT_INLINES,
  RICH_TEXT_MARKS,
  isRichTextDocument,
  validateRichText,
} from './richText';

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const node = (nodeType: string, content: unknown[] = [], data: Record<string, unknown> = {}) => ({
  nodeType,
  data,
  content,
});
const doc = (...content: unknown[]) => node('document', content);
const p = (...content: unknown[]) => node('paragraph', content);
const entryLink = { sys: { type: 'Link', linkType: 'Entry', id: 'e1' } };
const resolvedEntry = { sys: { id: 'e1', type: 'Entry' }, fields: { title: 'Card' } };

function pathsOf(value: unknown): string[] | undefined {
  try {
    validateRichText(value);
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(SdkError);
    expect((e as SdkError).code).toBe('schema_validation_failed');
    return (e as SdkError).paths;
  }
}

describe('node types follow @contentful/rich-text-types 17.2.7', () => {
  it('has the same blocks, inlines and marks', () => {
    expect([...RICH_TEXT_BLOCKS].sort()).toEqual(Object.values(BLOCKS).sort());
    expect([...RICH_TEXT_INLINES].sort()).toEqual(Object.values(INLINES).sort());
    expect([...RICH_TEXT_MARKS].sort()).toEqual(Object.values(MARKS).sort());
  });
});

describe('validateRichText accepts', () => {
  it.each([
    ['an empty document', doc()],
    ['a paragraph with marks', doc(p(text('Hello '), text('world', ['bold', 'italic'])))],
    [
      'headings, lists, quote and rule',
      doc(
        node('heading-2', [text('Title')]),
        node('unordered-list', [
          node('list-item', [p(text('one'))]),
          node('list-item', [p(text('two'))]),
        ]),
        node('ordered-list', [node('list-item', [p(text('a')), node('unordered-list', [])])]),
        node('blockquote', [p(text('quoted'))]),
        node('hr'),
      ),
    ],
    [
      'a hyperlink',
      doc(
        p(text('see '), node('hyperlink', [text('terms')], { uri: 'https://example.com/terms' })),
      ),
    ],
    ['an unresolved embedded entry', doc(node('embedded-entry-block', [], { target: entryLink }))],
    [
      'an entry the client resolved',
      doc(p(node('entry-hyperlink', [text('card')], { target: resolvedEntry }))),
    ],
    [
      'a table',
      doc(
        node('table', [
          node('table-row', [node('table-header-cell', [p(text('Plan'))])]),
          node('table-row', [node('table-cell', [p(text('Monthly'))])]),
        ]),
      ),
    ],
  ])('%s', (_name, value) => {
    expect(pathsOf(value)).toBeUndefined();
    expect(validateRichText(value)).toBe(value);
    expect(isRichTextDocument(value)).toBe(true);
  });
});

describe('validateRichText rejects, naming the paths', () => {
  it.each([
    ['null', null, ['(root)']],
    ['a string', 'Hello', ['(root)']],
    ['a paragraph as root', p(text('x')), ['nodeType']],
    ['a document without content', { nodeType: 'document', data: {} }, ['content']],
    ['a document without data', { nodeType: 'document', content: [] }, ['data']],
    ['an unknown node type', doc(node('marquee', [])), ['content.0.nodeType']],
    ['text at the top level', doc(text('loose')), ['content.0.nodeType']],
    [
      'a text node without value',
      doc(p({ nodeType: 'text', marks: [], data: {} })),
      ['content.0.content.0.value'],
    ],
    [
      'a text node without marks',
      doc(p({ nodeType: 'text', value: 'x', data: {} })),
      ['content.0.content.0.marks'],
    ],
    [
      'a mark without type',
      doc(p({ ...text('x'), marks: [{}] })),
      ['content.0.content.0.marks.0.type'],
    ],
    [
      'content that is not an array',
      doc({ nodeType: 'paragraph', data: {}, content: 'x' }),
      ['content.0.content'],
    ],
    [
      'a paragraph inside a list',
      doc(node('unordered-list', [p(text('x'))])),
      ['content.0.content.0.nodeType'],
    ],
    [
      'a heading inside a quote',
      doc(node('blockquote', [node('heading-1', [text('x')])])),
      ['content.0.content.0.nodeType'],
    ],
    [
      'a hyperlink without uri',
      doc(p(node('hyperlink', [text('x')]))),
      ['content.0.content.0.data.uri'],
    ],
    [
      'an embedded entry without target',
      doc(node('embedded-entry-block', [])),
      ['content.0.data.target'],
    ],
    [
      'an embedded entry with content',
      doc(node('embedded-asset-block', [p()], { target: entryLink })),
      ['content.0.content.0.nodeType'],
    ],
    ['an empty table', doc(node('table', [])), ['content.0.content']],
    ['a list item outside a list', doc(node('list-item', [])), ['content.0.nodeType']],
    ['a nested document', doc(doc()), ['content.0.nodeType']],
    [
      'two problems at once',
      doc(
        p(text('ok'), { nodeType: 'text', value: 1, marks: [], data: {} }),
        node('hr', [text('x')]),
      ),
      ['content.0.content.1.value', 'content.1.content.0.nodeType'],
    ],
  ])('%s', (_name, value, paths) => {
    expect(pathsOf(value)).toEqual(paths);
    expect(isRichTextDocument(value)).toBe(false);
  });

  it('says where and what in the message', () => {
    expect(() =>
      validateRichText(doc(node('blockquote', [node('hr')])), 'discovery footer'),
    ).toThrow(
      'Invalid discovery footer at content.0.content.0.nodeType: hr is not allowed inside blockquote',
    );
  });
});
