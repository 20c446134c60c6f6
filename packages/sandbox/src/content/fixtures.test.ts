// The committed fixture and document equal what the source builds; the build refuses broken
// copy; rich text is valid; every error code has a message for every partner and language;
// content matches the sandbox purchase API (plans, transaction error codes).
import { readFileSync } from 'node:fs';
import { validateRichTextDocument } from '@contentful/rich-text-types';
import type { Document } from '@contentful/rich-text-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES as SDK_ERROR_CODES } from '../../../sdk/src/errors/errorCode';
import { ERROR_3DS_FAILED, ERROR_PAYMENT_REFUSED } from '../store/engine';
import { SUBSCRIPTION_PACKAGES } from '../store/pricing';
import { buildContentExport } from './fixtures/build';
import type { EntryDraft } from './fixtures/copy';
import { ALL_ENTRIES } from './fixtures/index';
import { loadFixtures } from './server';
import { startContentForTest } from './testClient';
import { DOC_PATH, EXPORT_PATH, formatContentModel, serialiseExport } from './writeFixtures';

const REGENERATE = 'run `npm run -w @avios/sandbox content:build` and commit the result';

describe('generated files', () => {
  it(`content-export.json is what the source builds (${REGENERATE})`, () => {
    expect(readFileSync(EXPORT_PATH, 'utf8') === serialiseExport()).toBe(true);
  });

  it(`docs/content-model.md is what the source renders (${REGENERATE})`, async () => {
    expect(readFileSync(DOC_PATH, 'utf8') === (await formatContentModel())).toBe(true);
  });

  it('holds only valid rich-text documents (spec §5)', () => {
    const content = loadFixtures();
    const richFields = new Set(
      content.contentTypes.flatMap((t) =>
        t.fields.filter((f) => f.type === 'RichText').map((f) => `${t.sys.id}.${f.id}`),
      ),
    );
    let checked = 0;
    for (const entry of content.entries) {
      for (const [id, values] of Object.entries(entry.fields)) {
        if (!richFields.has(`${entry.sys.contentType.sys.id}.${id}`)) continue;
        for (const [locale, doc] of Object.entries(values)) {
          checked++;
          expect([entry.sys.id, id, locale, validateRichTextDocument(doc as Document)]).toEqual([
            entry.sys.id,
            id,
            locale,
            [],
          ]);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});

describe('the build refuses broken copy', () => {
  const broken = (fields: Record<string, unknown>) =>
    ALL_ENTRIES.map((d): EntryDraft =>
      d.id === 'ib-layout' ? { ...d, fields: { ...d.fields, ...fields } } : d,
    );

  it.each([
    ['an unknown field', { colour: 'red' }, 'ib-layout.colour: not a field of layout'],
    [
      'IB copy without Spanish',
      { skipLinkText: 'Skip' },
      'ib-layout.skipLinkText: Spanish copy missing',
    ],
    [
      'placeholders that differ by language',
      { greetingText: { 'en-GB': 'Hi {firstName}', 'es-ES': 'Hola {nombre}' } },
      'ib-layout.greetingText[es-ES]: placeholders differ from en-GB (firstName)',
    ],
    ['a wrong value type', { chatbotEnabled: 'yes' }, 'ib-layout.chatbotEnabled: not a boolean'],
    [
      'a dangling link',
      { logo: { sys: { type: 'Link', linkType: 'Asset', id: 'image-nope' } } },
      'ib-layout.logo: dangling link to image-nope',
    ],
    [
      'a link to the wrong content type',
      { languages: [{ sys: { type: 'Link', linkType: 'Entry', id: 'ib-discovery' } }] },
      'ib-layout.languages: links to a discoveryPage, expected language',
    ],
    [
      'a missing required field',
      { footerCopyright: undefined },
      'ib-layout.footerCopyright: required',
    ],
    [
      'languages on a field that is not localized',
      { chatbotEnabled: { 'en-GB': true, 'es-ES': false } },
      'ib-layout.chatbotEnabled: not localized, got languages',
    ],
  ])('%s', (_name, fields, problem) => {
    expect(() => buildContentExport(undefined, broken(fields))).toThrow(problem);
  });
});

/**
 * Every code of the SDK catalogue (spec §8), plus the fallback entry, the 503 the shop shows
 * as maintenance and the sandbox's own transaction errors: a code added to the SDK without
 * copy fails here.
 */
const ERROR_CODES = [
  ...SDK_ERROR_CODES,
  'generic',
  'network_error_503',
  `api_error_${ERROR_PAYMENT_REFUSED}`,
  `api_error_${ERROR_3DS_FAILED}`,
];

describe('through the content service', () => {
  let kit: Awaited<ReturnType<typeof startContentForTest>>;
  beforeAll(async () => {
    kit = await startContentForTest();
  });
  afterAll(() => kit.server.close());

  it.each([
    ['ba', 'en-GB'],
    ['ba', 'en-US'],
    ['ib', 'es-ES'],
    ['ib', 'en-GB'],
    ['ib', 'en-US'],
    ['ei', 'en-GB'],
    ['ei', 'en-IE'],
  ])('every error code has a message for %s in %s', async (partner, locale) => {
    const { items } = await kit.client().getEntries({
      content_type: 'errorMessage',
      locale,
      'fields.partnerCode': partner,
    } as never);
    const byCode = new Map(items.map((i) => [String(i.fields.errorCode), i.fields]));
    const missing = ERROR_CODES.filter((code) => {
      const fields = byCode.get(code);
      return !fields?.title || !fields.textContent;
    });
    expect(missing).toEqual([]);
  });

  it.each(
    Object.entries(SUBSCRIPTION_PACKAGES).flatMap(([partner, packages]) =>
      packages.map((p) => [partner, p.packageId]),
    ),
  )('%s package %s has plan content under its contentfulId', async (partner, packageId) => {
    const plan = await kit.client().getEntry(`subscriptionPlan-${packageId}`, { locale: 'en-GB' });
    expect([plan.fields.partnerCode, plan.fields.planId]).toEqual([partner, packageId]);
  });
});
