// The Delivery API rules on a tiny export: locale fallback chains, non-localized fields,
// include depth with a cycle, dangling links, filters and order.
import { describe, expect, it } from 'vitest';
import { createDelivery } from './delivery';
import type { ContentExport, EntryRecord, LocaleRecord } from './exportFormat';
import { parseSearchQuery } from './query';

const stamp = '2026-11-01T00:00:00.000Z';
const sys = (id: string, type: string) => ({
  id,
  type,
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
});
const locale = (code: string, fallbackCode: string | null): LocaleRecord =>
  ({
    code,
    name: code,
    fallbackCode,
    default: fallbackCode === null,
    contentManagementApi: true,
    contentDeliveryApi: true,
    optional: false,
    sys: { id: code, type: 'Locale', version: 1 },
  }) as LocaleRecord;
const link = (id: string, linkType = 'Entry') => ({ sys: { type: 'Link', linkType, id } });
const page = (id: string, fields: EntryRecord['fields']): EntryRecord => ({
  metadata: { tags: [] },
  sys: { ...sys(id, 'Entry'), type: 'Entry', contentType: link('page', 'ContentType') as never },
  fields,
});

const content: ContentExport = {
  contentTypes: [
    {
      sys: sys('page', 'ContentType'),
      displayField: 'title',
      name: 'Page',
      description: '',
      fields: [
        { id: 'title', name: 'Title', type: 'Symbol', localized: true },
        { id: 'rank', name: 'Rank', type: 'Integer', localized: false },
        { id: 'next', name: 'Next', type: 'Link', linkType: 'Entry', localized: false },
      ].map((f) => ({ required: false, disabled: false, omitted: false, validations: [], ...f })),
    } as ContentExport['contentTypes'][number],
  ],
  tags: [],
  editorInterfaces: [],
  // en-IE -> en-US -> en-GB: a chain longer than one step
  locales: [locale('en-GB', null), locale('en-US', 'en-GB'), locale('en-IE', 'en-US')],
  entries: [
    page('a', {
      title: { 'en-GB': 'Colour', 'en-US': 'Color' },
      rank: { 'en-GB': 2 },
      next: { 'en-GB': link('b') },
    }),
    page('b', {
      title: { 'en-GB': 'B', 'en-IE': 'B (IE)' },
      rank: { 'en-GB': 1 },
      next: { 'en-GB': link('c') },
    }),
    page('c', { title: { 'en-GB': 'C' }, rank: { 'en-GB': 3 }, next: { 'en-GB': link('a') } }),
    page('d', { title: { 'en-GB': 'D' }, next: { 'en-GB': link('missing') } }),
  ],
  assets: [],
  webhooks: [],
  roles: [],
};

const delivery = createDelivery(content, { space: 's', environment: 'master' });
const query = (q: string) => delivery.entries(parseSearchQuery(new URLSearchParams(q)));
const titles = (q: string) => query(q).items.map((i) => i.fields.title);

describe('locale fallback', () => {
  it.each([
    ['', ['Colour', 'B', 'C', 'D']],
    ['locale=en-GB', ['Colour', 'B', 'C', 'D']],
    ['locale=en-US', ['Color', 'B', 'C', 'D']],
    ['locale=en-IE', ['Color', 'B (IE)', 'C', 'D']],
  ])('%s gives %j', (q, expected) => {
    expect(titles(`content_type=page&${q}`)).toEqual(expected);
  });

  it('reads non-localized fields from the default locale and marks the locale asked', () => {
    const [a] = query('content_type=page&locale=en-IE&sys.id=a').items;
    expect(a?.fields.rank).toBe(2);
    expect(a?.sys.locale).toBe('en-IE');
  });

  it('answers every locale with locale=*', () => {
    const [a] = query('content_type=page&locale=*&sys.id=a').items;
    expect(a?.fields.title).toEqual({ 'en-GB': 'Colour', 'en-US': 'Color' });
    expect(a?.sys.locale).toBeUndefined();
  });
});

describe('includes', () => {
  it.each([
    [0, undefined],
    [1, ['b']],
    [2, ['b', 'c']],
    [10, ['b', 'c']], // the cycle back to a stops: a is already an item
  ])('include=%i includes %j', (include, ids) => {
    const answer = query(`content_type=page&sys.id=a&include=${include}`);
    expect(answer.includes?.Entry.map((e) => e.sys.id)).toEqual(ids);
  });

  it('reports a link that cannot be resolved', () => {
    expect(query('content_type=page&sys.id=d').errors).toEqual([
      {
        sys: { id: 'notResolvable', type: 'error' },
        details: { type: 'Link', linkType: 'Entry', id: 'missing' },
      },
    ]);
  });
});

describe('filters and order', () => {
  it.each([
    ['fields.rank=2', ['Colour']],
    ['fields.rank[gte]=2', ['Colour', 'C']],
    ['fields.rank[exists]=false', ['D']],
    ['fields.title[in]=B,C', ['B', 'C']],
    ['fields.next.sys.id=c', ['B']],
    ['order=fields.rank', ['B', 'Colour', 'C', 'D']],
    ['order=-fields.rank', ['C', 'Colour', 'B', 'D']],
    ['order=fields.rank&limit=2&skip=1', ['Colour', 'C']],
  ])('%s gives %j', (q, expected) => {
    expect(titles(`content_type=page&${q}`)).toEqual(expected);
  });
});
