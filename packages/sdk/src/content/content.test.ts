import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SdkError } from '../errors/sdkError';
import type { Partner } from '../rules/constants';
import { checkContentHost, createContent } from './content';
import type { ContentfulClientLike } from './content';

const paragraph = (value: string) => ({
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value, marks: [], data: {} }],
    },
  ],
});

const entry = (id: string, fields: Record<string, unknown>) => ({
  sys: { id, type: 'Entry' },
  fields,
});

function setup(answer: unknown = { items: [entry('a', { title: 'Hello' })] }) {
  const state: { locale: string; partner: Partner } = { locale: 'es-ES', partner: 'IB' };
  const client = {
    getEntries: vi.fn<ContentfulClientLike['getEntries']>(async () => answer),
    getEntry: vi.fn<ContentfulClientLike['getEntry']>(async () => entry('e1', { title: 'One' })),
  };
  const content = createContent({
    space: 'avios-sandbox',
    environment: 'master',
    accessToken: 'sandbox-delivery-token',
    getLocale: () => state.locale,
    getPartner: () => state.partner,
    client,
  });
  return { content, client, state };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getEntries', () => {
  it('asks for the content type in the current locale and partner, two levels deep', async () => {
    const s = setup();
    const items = await s.content.getEntries('discovery');
    expect(items).toEqual([{ title: 'Hello' }]);
    expect(s.client.getEntries).toHaveBeenCalledWith({
      content_type: 'discovery',
      locale: 'es-ES',
      'fields.partnerCode': 'ib',
      include: 2,
    });
  });

  it('reads locale and partner on every call', async () => {
    const s = setup();
    s.state.locale = 'en-GB';
    s.state.partner = 'BA';
    await s.content.getEntries('layout');
    expect(s.client.getEntries.mock.calls[0]?.[0]).toMatchObject({
      locale: 'en-GB',
      'fields.partnerCode': 'ba',
    });
  });

  it('passes overrides and extra field filters', async () => {
    const s = setup();
    await s.content.getEntries('page', {
      locale: 'en-US',
      partner: 'EI',
      include: 1,
      filters: { slug: 'booster', 'fields.kind': 'faq', 'sys.id': 'x1' },
    });
    expect(s.client.getEntries).toHaveBeenCalledWith({
      content_type: 'page',
      locale: 'en-US',
      'fields.partnerCode': 'ei',
      include: 1,
      'fields.slug': 'booster',
      'fields.kind': 'faq',
      'sys.id': 'x1',
    });
  });

  it.each([
    ['an empty items list', { items: [] }, ['items']],
    ['no items at all', { total: 0 }, ['items']],
    ['an item without fields', { items: [{ sys: { id: 'a' } }] }, ['items.0.fields']],
    ['an item without sys id', { items: [{ sys: {}, fields: {} }] }, ['items.0.sys.id']],
    ['not an object', 'oops', ['(root)']],
  ])('rejects %s with schema_validation_failed', async (_name, answer, paths) => {
    const s = setup(answer);
    const error = await s.content.getEntries('discovery').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code: 'schema_validation_failed', paths });
  });

  it('checks fields against a given schema', async () => {
    const s = setup({ items: [entry('a', { title: 'Hi' }), entry('b', { title: 3 })] });
    const fields = z.object({ title: z.string() });
    await expect(s.content.getEntries('banner', { fields })).rejects.toMatchObject({
      code: 'schema_validation_failed',
      paths: ['items.1.fields.title'],
    });
  });

  it.each([
    [
      'an HTTP error report',
      Object.assign(new Error(JSON.stringify({ status: 404, statusText: 'Not Found' })), {
        name: 'NotFound',
      }),
      'network_error_404',
      404,
    ],
    [
      'a timeout',
      Object.assign(new Error('timeout of 10000ms exceeded'), { code: 'ECONNABORTED' }),
      'network_error_cancel',
      undefined,
    ],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'network_error_unhandled',
      undefined,
    ],
  ])('turns %s into %s', async (_name, thrown, code, status) => {
    const s = setup();
    s.client.getEntries.mockRejectedValueOnce(thrown);
    const error = await s.content.getEntries('discovery').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code, status, cause: thrown });
  });
});

describe('getEntry', () => {
  it('asks for the entry in the current locale and returns its fields', async () => {
    const s = setup();
    expect(await s.content.getEntry('e1')).toEqual({ title: 'One' });
    expect(s.client.getEntry).toHaveBeenCalledWith('e1', { locale: 'es-ES', include: 2 });
  });

  it('validates the fields', async () => {
    const s = setup();
    await expect(
      s.content.getEntry('e1', { fields: z.object({ title: z.number() }) }),
    ).rejects.toMatchObject({ code: 'schema_validation_failed', paths: ['fields.title'] });
  });
});

describe('errorMessage', () => {
  it('looks the code up and returns title and text', async () => {
    const s = setup({
      items: [
        entry('m', { errorCode: 'api_error_66', title: 'Too new', textContent: 'Wait 30 days.' }),
      ],
    });
    expect(await s.content.errorMessage('api_error_66')).toEqual({
      title: 'Too new',
      textContent: 'Wait 30 days.',
    });
    expect(s.client.getEntries).toHaveBeenCalledWith({
      content_type: 'errorMessage',
      locale: 'es-ES',
      'fields.partnerCode': 'ib',
      include: 2,
      'fields.errorCode': 'api_error_66',
    });
  });

  it('accepts rich text', async () => {
    const doc = paragraph('Try again later.');
    const s = setup({ items: [entry('m', { errorCode: 'x', title: 'Oops', textContent: doc })] });
    expect(await s.content.errorMessage('x')).toEqual({ title: 'Oops', textContent: doc });
  });

  it('is undefined, quietly, when content has no entry for the code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = setup({ items: [] });
    expect(await s.content.errorMessage('api_error_99')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing title', { errorCode: 'x', textContent: 'text' }],
    ['broken rich text', { errorCode: 'x', title: 'T', textContent: { nodeType: 'document' } }],
  ])('is undefined for %s', async (_name, fields) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = setup({ items: [entry('m', fields)] });
    expect(await s.content.errorMessage('x')).toBeUndefined();
  });

  it('is undefined, with a warning, when the content service fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = setup();
    s.client.getEntries.mockRejectedValueOnce(new Error('socket hang up'));
    expect(await s.content.errorMessage('x')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('checkContentHost', () => {
  it.each(['localhost:4012', '127.0.0.1:4012', 'cdn.contentful.com', 'preview.contentful.com'])(
    'accepts %s',
    (host) => {
      expect(checkContentHost(host)).toBe(host);
    },
  );

  it.each(['http://localhost:4012', 'https://cdn.contentful.com', 'localhost:4012/spaces', ' '])(
    'rejects %j with a clear error',
    (host) => {
      expect(() => checkContentHost(host)).toThrow(SdkError);
    },
  );

  it('says what to write instead', () => {
    expect(() => checkContentHost('http://localhost:4012')).toThrow(
      /no scheme or path, such as 'localhost:4012'; got 'http:\/\/localhost:4012'/,
    );
  });
});
